import { Contact, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { followAccountLocale } from '../../i18n/i18n';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { useAppT } from '../../ui/app-texts';
import { MenuContent, MenuItem, MenuSeparator } from '../../ui/menu';
import { SignOutDialog } from './sign-out-dialog';
import { useSignOut } from './use-sign-out';

/** The avatar letter: the username's first letter in upper case, or 'U'. */
function avatarLetter(username: string): string {
  return username.charAt(0).toUpperCase() || 'U';
}

/** The signed-in user's menu in the header: Profile, Leads, Admin Dashboard (admins), Sign Out. */
export function UserMenu() {
  const { user } = useValue(sessionStore);
  const t = useAppT();
  const navigate = useNavigate();
  const signingOut = useSignOut(() => void navigate('/'));
  const locale = user?.locale ?? null;
  useEffect(() => followAccountLocale(locale), [locale]);
  if (!user) return null;
  const shownName = user.name || user.username;

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label={t('account.menuFor', { name: shownName })}
            className="flex items-center gap-2 rounded-full p-0.5 pe-0.5 hover:bg-surface-muted sm:pe-3"
          >
            <span
              aria-hidden
              className="grid size-9 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-ink"
            >
              {avatarLetter(user.username)}
            </span>
            <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">
              {shownName}
            </span>
          </button>
        </DropdownMenu.Trigger>
        <MenuContent className="min-w-56" sideOffset={8}>
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block truncate text-sm font-semibold">{shownName}</span>
            <span className="block truncate text-xs text-fg-muted">{user.email}</span>
          </DropdownMenu.Label>
          <MenuSeparator />
          <MenuItem onSelect={() => navigate('/profile')}>
            <UserRound className="size-4" aria-hidden />
            {t('account.profile')}
          </MenuItem>
          <MenuItem onSelect={() => navigate('/leads')}>
            <Contact className="size-4" aria-hidden />
            {t('account.leads')}
          </MenuItem>
          {user.isAdmin && (
            <MenuItem onSelect={() => navigate('/admin')}>
              <LayoutDashboard className="size-4" aria-hidden />
              {t('account.admin')}
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem onSelect={() => void signingOut.request()}>
            <LogOut className="size-4" aria-hidden />
            {t('account.signOut')}
          </MenuItem>
        </MenuContent>
      </DropdownMenu.Root>

      <SignOutDialog
        ownerId={user.id}
        asked={signingOut.asked}
        onCancel={signingOut.cancel}
        onConfirm={() => void signingOut.finish()}
      />
    </>
  );
}

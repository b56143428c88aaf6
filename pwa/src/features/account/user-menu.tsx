import { Contact, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { AlertDialog, DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { Button } from '../../ui/button';
import { signOut, unsyncedChanges } from './sign-out';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

/** The avatar letter: the username's first letter in upper case, or 'U'. */
function avatarLetter(username: string): string {
  return username.charAt(0).toUpperCase() || 'U';
}

/** The signed-in user's menu in the header: Profile, Leads, Admin Dashboard (admins), Sign Out. */
export function UserMenu() {
  const { user } = useValue(sessionStore);
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(0);
  if (!user) return null;
  const shownName = user.name || user.username;

  async function finishSignOut() {
    setWaiting(0);
    await signOut();
    navigate('/');
  }

  async function requestSignOut() {
    const count = await unsyncedChanges();
    if (count > 0) setWaiting(count);
    else await finishSignOut();
  }

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label={`Account menu for ${shownName}`}
            className="flex items-center gap-2 rounded-full p-0.5 pr-0.5 hover:bg-surface-muted sm:pr-3"
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
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-56 rounded-xl border border-border bg-surface p-1.5 text-fg shadow-xl"
          >
            <DropdownMenu.Label className="px-2.5 py-2">
              <span className="block truncate text-sm font-semibold">{shownName}</span>
              <span className="block truncate text-xs text-fg-muted">{user.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/profile')}>
              <UserRound className="size-4" aria-hidden />
              Profile
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/leads')}>
              <Contact className="size-4" aria-hidden />
              Leads
            </DropdownMenu.Item>
            {user.isAdmin && (
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/admin')}>
                <LayoutDashboard className="size-4" aria-hidden />
                Admin Dashboard
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item className={itemClass} onSelect={() => void requestSignOut()}>
              <LogOut className="size-4" aria-hidden />
              Sign Out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <AlertDialog.Root open={waiting > 0} onOpenChange={(open) => !open && setWaiting(0)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl">
            <AlertDialog.Title className="text-lg font-semibold">Sign out?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-fg-muted">
              You have {waiting} changes waiting to sync. Signing out now will discard them.
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">Cancel</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant="destructive" onClick={() => void finishSignOut()}>
                  Sign out anyway
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}

import { lazy, type ReactNode, Suspense } from 'react';
import { useT } from '../i18n/i18n';
import { openAuthDialog } from '../state/auth-dialog';
import { useValue } from '../state/external-store';
import { sessionStore } from '../state/session';
import { Button } from '../ui/button';
import { Brand } from './brand';
import { ThemeToggle } from './theme-toggle';

// Sync runs for signed-in users only; visitors on a shared link never download it.
const SyncStatus = lazy(() =>
  import('../features/sync-status/sync-status').then((m) => ({ default: m.SyncStatus })),
);

/**
 * The header of every page; `account` renders the signed-in user's menu, `library` their library
 * switcher (drawn only for someone in a team).
 */
export function Header({ account, library }: { account?: ReactNode; library?: ReactNode }) {
  const { user } = useValue(sessionStore);
  const t = useT();
  return (
    // Opaque rather than a blurred backdrop: without a GPU the blur is redone for every frame under
    // it, and cost a 6-page conversion ~20 ms of its two cores here (npm run bench).
    <header className="sticky top-0 z-40 border-b border-border bg-bg">
      <div className="group/header mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <Brand />
          {user && library}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {user && (
            <Suspense fallback={null}>
              <SyncStatus />
            </Suspense>
          )}
          <ThemeToggle />
          {user ? (
            account
          ) : (
            <Button onClick={() => openAuthDialog('signin')}>{t('header.signIn')}</Button>
          )}
        </div>
      </div>
    </header>
  );
}

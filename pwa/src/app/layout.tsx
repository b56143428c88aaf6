import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { UnverifiedBanner } from '../features/account/unverified-banner';
import { authDialogStore } from '../state/auth-dialog';
import { useValue } from '../state/external-store';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Header, page and footer. The sign-in dialog lives here, inside the router, because it links to
 * /request-reset; toasts are mounted once beside the router in the app.
 */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header
        account={
          <Suspense fallback={<div aria-hidden className="size-9 rounded-full bg-surface-muted" />}>
            <UserMenu />
          </Suspense>
        }
      />
      <UnverifiedBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <AuthDialogWhenNeeded />
    </div>
  );
}

// Signed-in only, so visitors on a shared link do not download its menu.
const UserMenu = lazy(() =>
  import('../features/account/user-menu').then((m) => ({ default: m.UserMenu })),
);

// The dialog's code loads the first time it opens (shared links never need it), then stays
// mounted so its verification step survives the sign-up tab closing.
const AuthDialog = lazy(() =>
  import('../features/auth/auth-dialog').then((m) => ({ default: m.AuthDialog })),
);

function AuthDialogWhenNeeded() {
  const tab = useValue(authDialogStore);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (tab) setNeeded(true);
  }, [tab]);
  return needed ? (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  ) : null;
}

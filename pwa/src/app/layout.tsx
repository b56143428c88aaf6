import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PRODUCT_NAME, PRODUCT_SUBTITLE } from '#core/product';
import { UnverifiedBanner } from '../features/account/unverified-banner';
import { useLocale } from '../i18n/i18n';
import { authDialogStore, verificationDialogStore } from '../state/auth-dialog';
import { useValue } from '../state/external-store';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Header, page and footer. The sign-in dialog lives here, inside the router, because it links to
 * /request-reset; toasts are mounted once beside the router in the app.
 */
export function Layout() {
  useRouteTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header
        account={
          <Suspense fallback={<div aria-hidden className="size-9 rounded-full bg-surface-muted" />}>
            <UserMenu />
          </Suspense>
        }
        library={
          <Suspense fallback={null}>
            <LibrarySwitcher />
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

// Signed-in only too; it reads the device's libraries.
const LibrarySwitcher = lazy(() =>
  import('../features/library/library-switcher').then((m) => ({ default: m.LibrarySwitcher })),
);

// The dialog's code loads the first time it or its verification step opens (shared links never
// need it), then stays mounted so its verification step survives the sign-up tab closing.
const AuthDialog = lazy(() =>
  import('../features/auth/auth-dialog').then((m) => ({ default: m.AuthDialog })),
);

function AuthDialogWhenNeeded() {
  const tab = useValue(authDialogStore);
  const verifying = useValue(verificationDialogStore);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (tab || verifying) setNeeded(true);
  }, [tab, verifying]);
  return needed ? (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  ) : null;
}

/**
 * A document title per route, so tabs, history and screen readers tell pages apart. A shared
 * link's viewer names its flipbook itself (and the server wrote that title into the page), and a
 * kit's screen its kit.
 */
function useRouteTitle() {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  useEffect(() => {
    if (pathname === '/' && new URLSearchParams(search).has('view')) return;
    // An event kit's screen is titled with the kit's name.
    if (pathname.startsWith('/kits/')) return;
    // The home page keeps the landing's title, which the build wrote into the page in English.
    if (pathname === '/') {
      document.title = `${PRODUCT_NAME} — ${PRODUCT_SUBTITLE}`;
      return;
    }
    // Titled again when the page's language changes.
    void locale;
    let current = true;
    void import('./route-titles')
      .then((m) => m.routeTitle(pathname))
      .then((title) => {
        if (current && title) document.title = title;
      });
    return () => {
      current = false;
    };
  }, [pathname, search, locale]);
}

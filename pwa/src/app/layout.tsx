import { Outlet } from 'react-router-dom';
import { UnverifiedBanner } from '../features/account/unverified-banner';
import { UserMenu } from '../features/account/user-menu';
import { AuthDialog } from '../features/auth/auth-dialog';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Header, page and footer. The sign-in dialog lives here, inside the router, because it links to
 * /request-reset; toasts are mounted once beside the router in the app.
 */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header account={<UserMenu />} />
      <UnverifiedBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <AuthDialog />
    </div>
  );
}

import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';

/** Header, page and footer; dialogs and toasts are mounted once beside it in the app. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

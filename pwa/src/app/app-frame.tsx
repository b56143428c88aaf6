import type { ReactNode } from 'react';
import { Toaster } from '../ui/toast';

/**
 * The app's tree under its root: the router with the routes, the toasts, and the service worker's
 * update prompt. The build draws the landing with this same tree (app/landing-markup.tsx), so the
 * page can take over the drawn markup as it is (hydration) instead of drawing it again.
 */
export function AppFrame({ routes, updates }: { routes: ReactNode; updates: ReactNode }) {
  return (
    <>
      {routes}
      <Toaster />
      {updates}
    </>
  );
}

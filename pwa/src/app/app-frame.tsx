import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { directionOf } from '#core/i18n/locales';
import { useLocale } from '../i18n/i18n';
import { Toaster } from '../ui/toast';

/**
 * The app's tree under its root: the router with the routes, the toasts, and the service worker's
 * update prompt. The build draws the landing with this same tree (app/landing-markup.tsx), so the
 * page can take over the drawn markup as it is (hydration) instead of drawing it again. Radix's
 * parts (tabs, menus) read the page's direction from here: on their own they set `dir="ltr"`.
 */
export function AppFrame({ routes, updates }: { routes: ReactNode; updates: ReactNode }) {
  return (
    <Direction.Provider dir={directionOf(useLocale())}>
      {routes}
      <Toaster />
      {updates}
    </Direction.Provider>
  );
}

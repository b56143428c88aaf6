import { PRODUCT_NAME } from '#core/product';
import { t } from '../i18n/i18n';
import { appTextsReady } from '../ui/app-texts';

const ROUTE_TITLES = {
  '/profile': 'routeTitle.profile',
  '/admin': 'routeTitle.admin',
  '/request-reset': 'routeTitle.requestReset',
  '/reset-password': 'routeTitle.resetPassword',
  '/verify-email': 'routeTitle.verifyEmail',
  '/invite': 'routeTitle.invite',
} as const;

/**
 * A route's document title in the page's language ('Profile — Flipfold'), or null for a page that
 * titles itself (the visitor pages, 'Page not found'): set after the app's texts arrive, a title
 * of the layout's would replace theirs. Loaded apart from the page, with the app's texts, so a
 * shared link's reader downloads neither.
 */
export async function routeTitle(pathname: string): Promise<string | null> {
  const id = ROUTE_TITLES[pathname as keyof typeof ROUTE_TITLES];
  if (!id) return null;
  await appTextsReady();
  return titled(t(id));
}

/** A page's document title: its name, then the product's. */
export const titled = (page: string): string =>
  t('routeTitle.page', { page, product: PRODUCT_NAME });

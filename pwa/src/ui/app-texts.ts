import { type Catalogue, domainReady, registerDomain, useT } from '#pwa/i18n/i18n';

// The creator's app's own texts (sign-in, account, sync, sharing, toasts) load with the chunks
// that import this module, English included: a shared link's page never carries them.
registerDomain(
  'app',
  import.meta.glob<Catalogue>('./*.ts', {
    base: '../../../core/i18n/compiled/app',
    import: 'default',
  }),
);

/** `t` for the app's screens: waits (Suspense) until their texts are here. */
export const useAppT = () => useT('app');

/**
 * Resolves once the app's texts are here in the page's language: code outside React (a toast of
 * the sync, of an update) awaits it before calling `t`. A failed load (offline, nothing cached)
 * still resolves, so the toast is shown with what is there.
 */
export const appTextsReady = (): Promise<void> =>
  domainReady('app').then(
    () => undefined,
    () => undefined,
  );

import { type Catalogue, registerDomain, useT } from '#pwa/i18n/i18n';

// The staff's texts of event kits load with the pages that use them, English included: the kit
// list, its form, the kit's screen, and in the kiosk the exit PIN dialog and the refusal of a
// device that could not keep a visitor's address.
registerDomain(
  'kits',
  import.meta.glob<Catalogue>('./*.ts', {
    base: '../../../../core/i18n/compiled/kits',
    import: 'default',
  }),
);

/** `t` for event kits' staff texts: waits (Suspense) until they are here. */
export const useKitsT = () => useT('kits');

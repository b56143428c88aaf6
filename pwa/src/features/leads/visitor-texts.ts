import { type Catalogue, registerDomain, useT } from '#pwa/i18n/i18n';

// The lead form's and the visitor pages' texts load with them, English included.
registerDomain(
  'visitor',
  import.meta.glob<Catalogue>('./*.ts', {
    base: '../../../../core/i18n/compiled/visitor',
    import: 'default',
  }),
);

/** `t` for the lead form and the visitor pages: waits (Suspense) until their texts are here. */
export const useVisitorT = () => useT('visitor');

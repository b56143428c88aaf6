import { type Catalogue, registerDomain, useT } from '#pwa/i18n/i18n';

// The Leads page's texts, the staff's notes and the lead form's switch in Edit load with them.
registerDomain(
  'leads',
  import.meta.glob<Catalogue>('./*.ts', {
    base: '../../../../core/i18n/compiled/leads',
    import: 'default',
  }),
);

/** `t` for the creator's side of leads: waits (Suspense) until their texts are here. */
export const useLeadsT = () => useT('leads');

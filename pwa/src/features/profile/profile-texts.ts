import { type Catalogue, registerDomain, useT } from '#pwa/i18n/i18n';

// Profile's and the admin dashboard's texts load with them, English included.
registerDomain(
  'profile',
  import.meta.glob<Catalogue>('./*.ts', {
    base: '../../../../core/i18n/compiled/profile',
    import: 'default',
  }),
);

/** `t` for Profile and the admin dashboard: waits (Suspense) until their texts are here. */
export const useProfileT = () => useT('profile');

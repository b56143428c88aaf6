import { type Catalogue, registerDomain, useT } from '#pwa/i18n/i18n';

// The creator's library, upload zone, PDF editor and statistics load their texts with them.
registerDomain(
  'library',
  import.meta.glob<Catalogue>('./*.ts', {
    base: '../../../../core/i18n/compiled/library',
    import: 'default',
  }),
);

/** `t` for the library and what it opens: waits (Suspense) until their texts are here. */
export const useLibraryT = () => useT('library');

import type { Locale } from '#core/i18n/locales';
import { type Catalogue, registerDomain, showIn, useT } from '#pwa/i18n/i18n';
// The lead form's texts: a visitor's 'Send me this brochure' shows them in the kiosk's language.
import '../../leads/visitor-texts';
// The staff's texts there (the exit PIN dialog, 'Staff note'): in the kiosk's language too.
import '../../leads/leads-texts';
import '../kits-texts';

// The kiosk's texts load with its chunk, English included.
registerDomain(
  'kiosk',
  import.meta.glob<Catalogue>('./*.ts', {
    base: '../../../../../core/i18n/compiled/kiosk',
    import: 'default',
  }),
);

/**
 * What a visitor reads in the kiosk beside the viewer, its own texts and the lead form's, and what
 * its staff reads there (kits, and the leads' 'Staff note'): all in the language the kiosk shows.
 */
const KIOSK_DOMAINS = ['kiosk', 'visitor', 'kits', 'leads'];

/** Shows the kiosk in `locale` once all a visitor may read there is here, so nothing waits. */
export const showKioskIn = (locale: Locale) => showIn(locale, KIOSK_DOMAINS);

/** `t` for the kiosk's own texts. */
export const useKioskT = () => useT('kiosk');

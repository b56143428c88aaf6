import type { Locale } from '#core/i18n/locales';

/**
 * What changes the kiosk's language (docs/languages.md, "The kiosk"): it starts in its kit's
 * language; a visitor may switch from its language menu; each next visitor (the kiosk started over
 * after its idle period) finds the kit's language again; a kit's language edited on another device
 * while it runs applies unless the visitor in front of it chose another; leaving the kiosk puts the
 * page back in the language it had before.
 */
export type KioskLanguageEvent =
  | { kind: 'start' }
  | { kind: 'next-visitor' }
  | { kind: 'kit-changed'; before: Locale }
  | { kind: 'left'; page: Locale };

/** The language the kiosk shows after `event`, from the one it shows and its kit's. */
export function kioskLanguageAfter(
  event: KioskLanguageEvent,
  shown: Locale,
  kitLanguage: Locale,
): Locale {
  switch (event.kind) {
    case 'start':
    case 'next-visitor':
      return kitLanguage;
    case 'kit-changed':
      return shown === event.before ? kitLanguage : shown;
    case 'left':
      return event.page;
  }
}

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '#core/i18n/locales';
import { currentLocale, showIn } from '#pwa/i18n/i18n';
import { type KioskLanguageEvent, kioskLanguageAfter } from './kiosk-language';
import { showKioskIn } from './kiosk-texts';

/**
 * The page in its kit's language (`language` as the kiosk starts) while the kiosk runs, and back
 * in the language it had once the kiosk is left (kiosk-language.ts). False until the kit's
 * language is shown: the kiosk is drawn in no other before it.
 */
export function useKioskLanguage(language: Locale): boolean {
  const [ready, setReady] = useState(false);
  const atStart = useRef(language);
  useEffect(() => {
    const page = currentLocale();
    let live = true;
    void showKioskIn(kioskLanguageAfter({ kind: 'start' }, page, atStart.current))
      .catch(() => {})
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
      void showIn(kioskLanguageAfter({ kind: 'left', page }, currentLocale(), atStart.current));
    };
  }, []);
  return ready;
}

/**
 * The language of each visitor: the kit's again once the kiosk starts over for the next one (a
 * new `visit`), and the kit's new one when it is edited elsewhere, unless the visitor chose another.
 */
export function useVisitorLanguage(language: Locale, visit: number): void {
  const seen = useRef({ language, visit });
  useEffect(() => {
    const before = seen.current;
    seen.current = { language, visit };
    let event: KioskLanguageEvent | null = null;
    if (visit !== before.visit) event = { kind: 'next-visitor' };
    else if (language !== before.language) event = { kind: 'kit-changed', before: before.language };
    if (event) void showKioskIn(kioskLanguageAfter(event, currentLocale(), language));
  }, [language, visit]);
}

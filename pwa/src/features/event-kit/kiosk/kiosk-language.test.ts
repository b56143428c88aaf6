import { describe, expect, it } from 'vitest';
import { kioskLanguageAfter } from './kiosk-language';

describe("the kiosk's language", () => {
  it("starts in the kit's language, whatever the page spoke before", () => {
    expect(kioskLanguageAfter({ kind: 'start' }, 'en', 'de')).toBe('de');
    expect(kioskLanguageAfter({ kind: 'start' }, 'ja', 'ar')).toBe('ar');
  });

  it("gives the next visitor the kit's language, whichever the last visitor chose", () => {
    expect(kioskLanguageAfter({ kind: 'next-visitor' }, 'ja', 'de')).toBe('de');
    expect(kioskLanguageAfter({ kind: 'next-visitor' }, 'de', 'de')).toBe('de');
  });

  it("follows a kit's language edited elsewhere, unless the visitor chose another", () => {
    expect(kioskLanguageAfter({ kind: 'kit-changed', before: 'de' }, 'de', 'fr')).toBe('fr');
    expect(kioskLanguageAfter({ kind: 'kit-changed', before: 'de' }, 'ja', 'fr')).toBe('ja');
  });

  it('puts the page back in the language it had once the kiosk is left', () => {
    expect(kioskLanguageAfter({ kind: 'left', page: 'en' }, 'ja', 'de')).toBe('en');
    expect(kioskLanguageAfter({ kind: 'left', page: 'pl' }, 'he', 'ar')).toBe('pl');
  });
});

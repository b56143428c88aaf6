import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directionOf, LOCALE_NAMES, LOCALES, negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it('takes the first language of the list Flipfold speaks', () => {
    expect(negotiateLocale(['sv-SE', 'de-AT', 'fr'])).toBe('de');
    expect(negotiateLocale(['ja'])).toBe('ja');
    expect(negotiateLocale(['pt-PT'])).toBe('pt-BR');
    expect(negotiateLocale(['iw-IL'])).toBe('he');
  });

  it('speaks Chinese only in its simplified script', () => {
    expect(negotiateLocale(['zh-CN'])).toBe('zh-Hans');
    expect(negotiateLocale(['zh-Hans-HK'])).toBe('zh-Hans');
    expect(negotiateLocale(['zh-TW', 'fr'])).toBe('fr');
    expect(negotiateLocale(['zh-Hant'])).toBe('en');
  });

  it('falls back to English for an empty list, unknown languages and tags that are not tags', () => {
    expect(negotiateLocale([])).toBe('en');
    expect(negotiateLocale(['sv', 'fi-FI'])).toBe('en');
    expect(negotiateLocale(['', '*', 'not a tag', 'x'])).toBe('en');
  });

  it('always answers a language it speaks, whatever the list', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (tags) => {
        expect(LOCALES).toContain(negotiateLocale(tags));
      }),
    );
  });
});

it('names each language in itself, and mirrors only Arabic and Hebrew', () => {
  expect(new Set(Object.values(LOCALE_NAMES)).size).toBe(LOCALES.length);
  expect(LOCALES.filter((l) => directionOf(l) === 'rtl')).toEqual(['ar', 'he']);
});

import { describe, expect, it } from 'vitest';
import { LOCALES, PSEUDO_LOCALE } from './locales';
import { number } from './number';

const LANGUAGES = [...LOCALES, PSEUDO_LOCALE];
const intl = (locale: string, n: number) => new Intl.NumberFormat(locale).format(n);

describe('a message’s number', () => {
  it.each(LANGUAGES)(
    'writes every whole number to 1,200 in %s as its number formatter does',
    (locale) => {
      for (let n = 0; n <= 1200; n++) expect(number(locale, n, 0)).toBe(intl(locale, n));
    },
  );

  it.each(LANGUAGES)(
    'writes large, negative and fractional numbers in %s as its formatter does',
    (locale) => {
      for (const n of [1000, 1234, 12_345, 1_234_567, -1, -999, -0, 0.5, 2.25, 999.5, 1e21])
        expect(number(locale, n, 0)).toBe(intl(locale, n));
    },
  );

  it('takes the offset away before writing', () => {
    expect(number('en', 12, 2)).toBe('10');
    expect(number('de', 1002, 1)).toBe('1.001');
    expect(number('en', 1, 2)).toBe('-1');
  });
});

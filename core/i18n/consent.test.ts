import { describe, expect, it } from 'vitest';
import { consentIn } from './consent';
import { consentWords } from './consent-words';
import { LOCALES } from './locales';

describe('the consent box’s words', () => {
  it('are in English, word for word, with the creator’s name', () => {
    expect(consentWords('en', 'Grace Hopper')).toBe(
      'Grace Hopper may contact me about this brochure',
    );
  });

  it('are the visitor catalogue’s in the visitor’s language', () => {
    expect(consentWords('de', 'Grace Hopper')).toBe(
      'Grace Hopper darf mich zu dieser Broschüre kontaktieren',
    );
    expect(consentWords('ar', 'Grace Hopper')).toBe(
      'يمكن أن يتواصل معي Grace Hopper بشأن هذا الكتيّب',
    );
  });

  it('name the creator, in words of each language’s own', () => {
    const worded = LOCALES.map((locale) => consentWords(locale, 'Nordlys'));
    for (const words of worded) expect(words).toContain('Nordlys');
    expect(new Set(worded).size).toBe(LOCALES.length);
  });

  it('are what a page’s own lookup of the message gives, by the same rule', () => {
    const asked: unknown[] = [];
    const words = consentIn((id, values) => {
      asked.push([id, values]);
      return 'worded';
    }, 'Grace');
    expect(words).toBe('worded');
    expect(asked).toEqual([['lead.consent', { creator: 'Grace' }]]);
  });
});

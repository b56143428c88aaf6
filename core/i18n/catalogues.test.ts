import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import kioskEnglish from './compiled/kiosk/en';
import readerArabic from './compiled/reader/ar';
import readerEnglish from './compiled/reader/en';
import readerPolish from './compiled/reader/pl';
import visitorEnglish from './compiled/visitor/en';
import { LOCALES, type Locale, pluralLanguageOf } from './locales';

const messagesDir = fileURLToPath(new URL('./messages/', import.meta.url));
const domains = fs.readdirSync(messagesDir);
const read = (domain: string, locale: string): Record<string, string> | null => {
  const file = path.join(messagesDir, domain, `${locale}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

/** The names a message puts in (its arguments) and the tags it marks, whatever its words. */
function slotsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      found.add(token.arg);
      if ('cases' in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  for (const [tag] of message.matchAll(/<\/?\d+>/g)) found.add(tag);
  return [...found].sort();
}

/** The plural categories a message's plural arguments give, per argument. */
function pluralCases(message: string): string[][] {
  const out: string[][] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural') out.push(token.cases.map((c) => c.key).sort());
      if ('cases' in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return out;
}

const pluralRulesOf = (locale: Locale) =>
  new Intl.PluralRules(pluralLanguageOf(locale)).resolvedOptions().pluralCategories;

describe.each(domains)('the %s catalogues', (domain) => {
  const english = read(domain, 'en') ?? {};

  it.each(LOCALES)('%s has every message English has, and no other', (locale) => {
    const catalogue = read(domain, locale);
    expect(catalogue, `core/i18n/messages/${domain}/${locale}.json is missing`).not.toBeNull();
    expect(Object.keys(catalogue ?? {})).toEqual(Object.keys(english));
  });

  it.each(LOCALES)('%s puts in the same values and marks as English, in each message', (locale) => {
    const catalogue = read(domain, locale) ?? {};
    for (const [id, message] of Object.entries(catalogue))
      expect(slotsOf(message), `${locale} ${id}`).toEqual(slotsOf(english[id] ?? ''));
  });

  it.each(LOCALES)('%s gives every plural form its language has', (locale) => {
    const categories = [...pluralRulesOf(locale)].sort();
    for (const [id, message] of Object.entries(read(domain, locale) ?? {}))
      for (const cases of pluralCases(message))
        expect(cases, `${locale} ${id}`).toEqual(expect.arrayContaining(categories));
  });
});

it('says in English, word for word, what each English message says', () => {
  expect(visitorEnglish['privacy.forget']()).toBe(
    "Use 'Forget me' at the end of the e-mail: your address and details are deleted at once. The creator is told only that a lead was forgotten, and when, so they can remove it from lists they exported before.",
  );
  expect(visitorEnglish['lead.thanks']()).toBe("Thanks! We'll e-mail you the link.");
  expect(readerEnglish['landing.tagline']()).toBe(
    'Turn your PDF brochures into interactive flipbooks you can share by link or QR code.',
  );
  expect(readerEnglish['landing.welcome']({ product: 'Flipfold' })).toBe('Welcome to Flipfold');
  expect(readerEnglish['viewer.views']({ count: 1 })).toBe('1 view');
  expect(readerEnglish['viewer.views']({ count: 1234 })).toBe('1,234 views');
  expect(visitorEnglish['lead.consent']({ creator: 'Nordlys' })).toBe(
    'Nordlys may contact me about this brochure',
  );
  expect(kioskEnglish['kiosk.exitHowTo']({ seconds: 2 })).toBe(
    'Press and hold for 2 seconds to exit',
  );
  expect(kioskEnglish['kiosk.leadsWaiting']({ count: 1 })).toBe('1 lead waiting to be sent');
  expect(kioskEnglish['kiosk.leadsWhenOnline']({ count: 3 })).toBe(
    '3 leads will be sent when this device is back online',
  );
});

it('counts views in each language’s own plural forms and number format', () => {
  const polish = (count: number) => readerPolish['viewer.views']({ count });
  // Polish: one (1), few (2–4, 22–24), many (5–21, 25–…): three different words.
  const word = (text: string) => text.replace(/[\d\s\u00a0]/g, '');
  expect(new Set([1, 2, 5].map((n) => word(polish(n)))).size).toBe(3);
  expect(word(polish(22))).toBe(word(polish(2)));
  expect(polish(12000)).toMatch(/^12[\s\u00a0]000 /);
  // Arabic: the dual (two) has a word of its own.
  expect(word(readerArabic['viewer.views']({ count: 2 }))).not.toBe(
    word(readerArabic['viewer.views']({ count: 3 })),
  );
});

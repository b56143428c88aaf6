/**
 * The languages Flipfold speaks (docs/languages.md). English is the spec's own words and the
 * default; each language is named in itself, never by a flag.
 */
export const LOCALES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pl',
  'pt-BR',
  'ja',
  'zh-Hans',
  'ar',
  'he',
] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The journeys' pseudo-language (docs/languages.md): English, each text of the catalogues marked
 * ⟦…⟧ and accented, so a text written into a page instead shows as plain English. No menu offers it.
 */
export const PSEUDO_LOCALE = 'en-XA';
/** A language a page can be shown in: one of Flipfold's, or the pseudo-language. */
export type ShownLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language's name in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  'zh-Hans': '简体中文',
  ar: 'العربية',
  he: 'עברית',
};

/**
 * The language whose plural rules and number format a locale's messages follow: its language
 * alone ('pt-BR' → 'pt', Brazil's rules; 'zh-Hans' → 'zh').
 */
export const pluralLanguageOf = (locale: string): string => locale.split('-')[0] ?? locale;

const RIGHT_TO_LEFT = new Set<Locale>(['ar', 'he']);

export const directionOf = (locale: Locale): 'rtl' | 'ltr' =>
  RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The language of a browser's list (`navigator.languages`, an Accept-Language's tags in order):
 * the first tag Flipfold speaks, matched exactly, then by its language alone ('de-AT' → 'de');
 * Chinese only in its simplified script, Portuguese as Brazil's; English when none matches.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const found = localeOfTag(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

function localeOfTag(tag: string): Locale | null {
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(tag.trim());
  } catch {
    return null;
  }
  const { language } = parsed;
  if (language === 'zh') return simplified(parsed) ? 'zh-Hans' : null;
  if (language === 'pt') return 'pt-BR';
  // 'iw' is Hebrew's old code, which some systems still send.
  if (language === 'iw') return 'he';
  return isLocale(language) ? language : null;
}

/** Chinese written in simplified characters: the script says so, else the region does. */
function simplified(tag: Intl.Locale): boolean {
  const { script, region } = tag.maximize();
  return script === 'Hans' || (script === undefined && (region === 'CN' || region === 'SG'));
}

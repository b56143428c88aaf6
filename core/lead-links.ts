import { DEFAULT_LOCALE, type Locale } from './i18n/locales';

/** The visitor pages a lead's mail links to (their routes and their addresses). */

/** The short privacy notice a lead's mail links from its consent line. */
export const LEAD_PRIVACY_PATH = '/privacy/leads';

/** The page a lead's mail links to, where the visitor deletes what they left ('Forget me'). */
export const FORGET_ME_PATH = '/forget-me';

/**
 * The query parameter that opens a visitor page in the language of the mail that links to it
 * (docs/languages.md). English, the default, goes without it.
 */
export const LANGUAGE_PARAM = 'lang';

const languagePart = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? '' : `${LANGUAGE_PARAM}=${encodeURIComponent(locale)}`;

const pageUrl = (origin: string, path: string, query: string[]) => {
  const parts = query.filter(Boolean);
  return `${origin.replace(/\/+$/, '')}${path}${parts.length > 0 ? `?${parts.join('&')}` : ''}`;
};

export const leadPrivacyUrl = (origin: string, locale: Locale = DEFAULT_LOCALE) =>
  pageUrl(origin, LEAD_PRIVACY_PATH, [languagePart(locale)]);

export function forgetMeUrl(
  origin: string,
  leadId: string,
  token: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return pageUrl(origin, FORGET_ME_PATH, [
    `lead=${encodeURIComponent(leadId)}`,
    `token=${encodeURIComponent(token)}`,
    languagePart(locale),
  ]);
}

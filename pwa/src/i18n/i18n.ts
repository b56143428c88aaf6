import { useSyncExternalStore } from 'react';
import english from '#core/i18n/compiled/reader/en';
import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  type Locale,
  negotiateLocale,
  PSEUDO_LOCALE,
  type ShownLocale,
} from '#core/i18n/locales';
import { FORGET_ME_PATH, LANGUAGE_PARAM, LEAD_PRIVACY_PATH } from '#core/lead-links';
import type appCatalogue from '../../../core/i18n/messages/app/en.json';
import type kioskCatalogue from '../../../core/i18n/messages/kiosk/en.json';
import type kitsCatalogue from '../../../core/i18n/messages/kits/en.json';
import type leadsCatalogue from '../../../core/i18n/messages/leads/en.json';
import type libraryCatalogue from '../../../core/i18n/messages/library/en.json';
import type profileCatalogue from '../../../core/i18n/messages/profile/en.json';
import type readerCatalogue from '../../../core/i18n/messages/reader/en.json';
import type teamsCatalogue from '../../../core/i18n/messages/teams/en.json';
import type visitorCatalogue from '../../../core/i18n/messages/visitor/en.json';
import { createExternalStore } from '../state/external-store';
import { STORAGE_KEYS } from '../state/storage-keys';

/**
 * The page's texts in its language (docs/languages.md): messages of the catalogues, compiled at
 * build time into functions (tooling/catalogues.ts). A domain is a part of the catalogues that
 * loads with the pages that use it: the viewer's `reader` with the page, the lead form's and the
 * visitor pages' `visitor` with them, the kiosk's `kiosk` with it; another language's part loads
 * when it is needed.
 */
export type MessageId =
  | keyof typeof readerCatalogue
  | keyof typeof visitorCatalogue
  | keyof typeof kioskCatalogue
  | keyof typeof appCatalogue
  | keyof typeof libraryCatalogue
  | keyof typeof profileCatalogue
  | keyof typeof teamsCatalogue
  | keyof typeof leadsCatalogue
  | keyof typeof kitsCatalogue;

/**
 * A message of a catalogue with its values, worded where it is shown: what a form's check gives
 * (a kit's, a lead's, a password's) when its rule lives in core and its words in a catalogue.
 */
export interface Worded {
  id: MessageId;
  values?: Record<string, unknown>;
}
type Message = (values?: Record<string, unknown>) => string;
export type Catalogue = Record<string, Message>;
/** A domain's compiled catalogues by file, as `import.meta.glob` finds them. */
type Loaders = Record<string, () => Promise<Catalogue>>;

const domains = new Map<string, Loaders>();

/**
 * Makes a domain's catalogues loadable: called by the module of the pages that use it, so that
 * only their chunk carries the way to them.
 */
export function registerDomain(domain: string, loaders: Loaders): void {
  // Keyed by language ('./de.ts' or a longer path to it: 'de').
  const byLocale = Object.entries(loaders).map(([file, read]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.ts'.length),
    read,
  ]);
  domains.set(domain, Object.fromEntries(byLocale));
}

registerDomain(
  'reader',
  import.meta.glob<Catalogue>(['./*.ts', '!./en.ts'], {
    base: '../../../core/i18n/compiled/reader',
    import: 'default',
  }),
);

const localeStore = createExternalStore<ShownLocale>(DEFAULT_LOCALE);
/** Each language's messages loaded so far, all domains together. */
const messages = new Map<ShownLocale, Catalogue>([[DEFAULT_LOCALE, { ...english }]]);
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>([`reader/${DEFAULT_LOCALE}`]);

/** Loads a domain's messages in `locale` (once: the same promise for every caller). */
function load(domain: string, locale: ShownLocale): Promise<void> {
  const key = `${domain}/${locale}`;
  if (loaded.has(key)) return Promise.resolve();
  let loading = loads.get(key);
  if (!loading) {
    const loaders = domains.get(domain) ?? {};
    const read = loaders[locale];
    if (!read) return Promise.reject(new Error(`No catalogue ${key}`));
    loading = read().then((catalogue) => {
      messages.set(locale, { ...messages.get(locale), ...catalogue });
      loaded.add(key);
    });
    loads.set(key, loading);
  }
  return loading;
}

/**
 * The text of message `id` in the page's language, with its values put in; English where the
 * language's part is not loaded yet (`useT(domain)` waits for it instead).
 */
export function t(id: MessageId, values?: Record<string, unknown>): string {
  const message = messages.get(localeStore.get())?.[id] ?? messages.get(DEFAULT_LOCALE)?.[id];
  return message ? message(values) : id;
}

/** The pseudo-language is English to everything but the texts. */
const spoken = (locale: ShownLocale): Locale =>
  locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;

/** The page's language now: the one a lead is sent with, which its consent and mail are in. */
export const currentLocale = (): Locale => spoken(localeStore.get());

const useShownLocale = (): ShownLocale =>
  useSyncExternalStore(localeStore.subscribe, localeStore.get, localeStore.get);

/** The page's language, re-rendering on a change. */
export const useLocale = (): Locale => spoken(useShownLocale());

/**
 * `t`, for a component that re-renders when the page's language changes; with a `domain` other
 * than the page's own, the component waits (Suspense) until that part is loaded, in English and in
 * the page's language.
 */
export function useT(domain = 'reader'): typeof t {
  const locale = useShownLocale();
  // Thrown, not given to `use`: React replays a component suspended by `use` from where it
  // stopped, matching its hooks and `use` calls by their order. A component whose texts come from
  // two domains, or with hooks after this one, then broke that order on its first render ('Update
  // hook called on initial render', React #467). A thrown promise renders it again from the start.
  if (!loaded.has(`${domain}/${DEFAULT_LOCALE}`) || !loaded.has(`${domain}/${locale}`))
    throw loadWithEnglish(domain, locale);
  return t;
}

const bothLoads = new Map<string, Promise<unknown>>();

/**
 * Resolves once a domain's part is here in the page's language and in English: code outside React
 * (a toast built by the sync) awaits it before calling `t`.
 */
export const domainReady = (domain: string): Promise<unknown> =>
  loadWithEnglish(domain, localeStore.get());

/** The domains a page has used so far: a new language loads their part before it shows. */
const domainsInUse = (): string[] =>
  [...domains.keys()].filter((d) => d !== 'reader' && loaded.has(`${d}/${DEFAULT_LOCALE}`));

/** A domain's part in `locale` and in English, as one promise (the same for every caller). */
function loadWithEnglish(domain: string, locale: ShownLocale): Promise<unknown> {
  const key = `${domain}/${locale}`;
  let both = bothLoads.get(key);
  if (!both) {
    both = Promise.all([load(domain, DEFAULT_LOCALE), load(domain, locale)]);
    bothLoads.set(key, both);
  }
  return both;
}

/** The language this browser's reader chose in a language menu (or Profile), if they did. */
function chosenLocale(): ShownLocale | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.language);
    return isLocale(saved) || saved === PSEUDO_LOCALE ? saved : null;
  } catch {
    return null;
  }
}

/** The visitor pages a lead's mail links to, which open in the mail's language. */
const MAILED_PAGES = new Set([FORGET_ME_PATH, LEAD_PRIVACY_PATH]);

/**
 * The language a lead mail's link opens its page in (`?lang=de`, core/lead-links.ts): the one the
 * mail was written in. It is shown, not kept: the browser's own choice stays for other pages.
 */
function linkedLocale(): Locale | null {
  if (!MAILED_PAGES.has(location.pathname)) return null;
  const asked = new URLSearchParams(location.search).get(LANGUAGE_PARAM);
  return isLocale(asked) ? asked : null;
}

/**
 * The language to start the page in: a mail's link's, on the page it links to; else the one
 * chosen here; else the browser's first we speak.
 */
export const startingLocale = (): ShownLocale =>
  linkedLocale() ?? chosenLocale() ?? negotiateLocale(navigator.languages ?? [navigator.language]);

/** Bumped by each `showIn`: of calls whose catalogues arrive out of order, the last one asked wins. */
let asked = 0;

/**
 * Shows the page in `locale` once the viewer's part of its catalogue is here, and that of the
 * `others` domains the page shows and of those it has used so far (in English too, as `useT` needs
 * them), so that nothing on it waits: the texts, the document's `lang`, and its direction (Arabic and Hebrew mirror the layout).
 */
export async function showIn(locale: ShownLocale, others: readonly string[] = []): Promise<void> {
  const call = ++asked;
  const needed = new Set([...others, ...domainsInUse()]);
  await Promise.all([
    load('reader', locale),
    ...[...needed].map((d) => loadWithEnglish(d, locale)),
  ]);
  if (call !== asked) return;
  localeStore.set(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(spoken(locale));
}

/**
 * Shows the signed-in person's own language (Profile, on any device) and keeps it for this
 * browser's next visits. Nothing changes when it is already the kept one, so a kiosk reloaded in
 * its kit's language stays in it; a journey's pseudo-language is English to an account.
 */
export function followAccountLocale(locale: Locale | null): void {
  const kept = chosenLocale();
  if (locale && (kept === null || spoken(kept) !== locale)) void chooseLocale(locale);
}

/** A language chosen in a language menu: shown now and kept for this browser's next visits. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await showIn(locale);
  try {
    localStorage.setItem(STORAGE_KEYS.language, locale);
  } catch {
    // Private mode may refuse storage; the language still applies for this visit.
  }
}

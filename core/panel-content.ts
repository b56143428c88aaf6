import { CONTENT_LIMITS } from './limits';

/**
 * A link of the brochure on one panel: its area in fractions of the panel (0 to 1, from the top
 * left corner), so it fits the panel at any size the viewer draws it.
 */
export interface PanelLink {
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a panel keeps of its PDF besides the picture: the text on it and the links on it. */
export interface PanelContent {
  text: string;
  links: PanelLink[];
}

/**
 * Panel content by the name of the panel's medium (core/media-names.ts): the name is the panel's
 * identity on both sides, so the content moves with its panel however the panels are reordered.
 */
export type FlipbookContent = Record<string, PanelContent>;

/** The only links a panel keeps: web pages, e-mail and phone numbers. */
export const LINK_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/**
 * Characters a reader cannot see: controls and spaces (browsers drop some as they read a URL,
 * which could make another scheme of it), format characters and the rest of Unicode's default
 * ignorables (zero-width spaces and joiners, bidi controls, the soft hyphen, variation selectors),
 * which make a link go elsewhere than it reads.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Z}\s]/u;

/** Blank "letters" that \p{Cf} and the ignorables miss: Hangul fillers, the blank Braille pattern. */
const BLANK = /[\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * Scripts whose letters pass for one another's ('а' in Cyrillic, 'a' in Latin): a host that mixes
 * them is made to look like another ('аpple.com'), as browsers judge when they show punycode.
 */
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/** The host of an http(s) URL as written (before a browser turns it into punycode). */
const hostOf = (url: string) =>
  /^https?:\/\/(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*)/i.exec(url)?.[1] ?? '';

/**
 * Whether a label of the host has letters of more than one of the scripts that pass for each other
 * (labels apart may differ: a Greek name under .gr is no disguise).
 */
const mixesScripts = (host: string): boolean =>
  host
    .split('.')
    .some((label) => CONFUSABLE_SCRIPTS.filter((script) => script.test(label)).length > 1);

export function isPanelLinkUrl(url: string): boolean {
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (!scheme || url.length > CONTENT_LIMITS.maxUrlChars || INVISIBLE.test(url) || BLANK.test(url))
    return false;
  if (scheme === 'http' || scheme === 'https')
    return /^https?:\/\/[^/?#]/i.test(url) && !mixesScripts(hostOf(url));
  return LINK_SCHEMES.includes(`${scheme}:`) && url.length > scheme.length + 1;
}

/**
 * A link as a reader should judge it: an http(s) URL with its host in ASCII (punycode), as a
 * browser's address bar shows a host it does not trust, so 'xn--' gives a look-alike away.
 */
export function linkAsShown(url: string): string {
  if (!/^https?:/i.test(url)) return url;
  try {
    const parsed = new URL(url);
    const written = hostOf(url);
    return written && written !== parsed.hostname ? url.replace(written, parsed.hostname) : url;
  } catch {
    return url;
  }
}

/** True when the panel has neither text nor links (a PDF without a text layer, say). */
const isEmptyContent = (content: PanelContent) =>
  content.text.length === 0 && content.links.length === 0;

/** The content of the named panels only, panels with nothing on them left out. */
export function contentOf(content: FlipbookContent, names: readonly string[]): FlipbookContent {
  return Object.fromEntries(
    names.flatMap((name) => {
      const found = content[name];
      return found && !isEmptyContent(found) ? [[name, found]] : [];
    }),
  );
}

const sameLink = (a: PanelLink, b: PanelLink) =>
  a.url === b.url && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** Whether two flipbooks' content says the same, whatever the order of keys. */
export function sameContent(a: FlipbookContent, b: FlipbookContent): boolean {
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  return names.every((name) => {
    const [x, y] = [a[name], b[name]];
    return (
      x !== undefined &&
      y !== undefined &&
      x.text === y.text &&
      x.links.length === y.links.length &&
      x.links.every((link, i) => {
        const other = y.links[i];
        return other !== undefined && sameLink(link, other);
      })
    );
  });
}

/**
 * A panel's text in at most `max` characters, cut after its last whole word when there is one
 * (the panel text kept at conversion, the cover's text in a shared link's preview), never through
 * an emoji's two halves.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let head = text.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  if (/\s/.test(text.charAt(max))) return head.trimEnd();
  const lastSpace = head.search(/\s\S*$/);
  return (lastSpace > 0 ? head.slice(0, lastSpace) : head).trimEnd();
}

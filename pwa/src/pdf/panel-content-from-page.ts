import { CONTENT_LIMITS } from '#core/limits';
import { cutAtWord, isPanelLinkUrl, type PanelContent, type PanelLink } from '#core/panel-content';

/** A link on a page: its rectangle in viewport pixels, as two opposite corners in any order. */
export interface PageLink {
  url: string;
  rect: readonly [number, number, number, number];
}

/** A run of text on a page: its box in viewport pixels, from the top left corner. */
export interface PageText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** pdf.js saw a line break after it. */
  hasEOL: boolean;
}

/** What pdf.js reports of one page, placed on the viewport the page is drawn with. */
export interface PageItems {
  links: PageLink[];
  text: PageText[];
}

/** Where a panel lies on its page's viewport: the whole page, or one vertical strip of it. */
export interface PanelBox {
  x: number;
  width: number;
  height: number;
}

/**
 * The panel's box exactly as the worker draws it: the page's rounded size, a strip the floor of
 * an equal share of it (so a few pixels at the right edge of a tri-fold page belong to no strip).
 */
export function panelBox(
  viewport: { width: number; height: number },
  strip: { index: number; of: number } | null,
): PanelBox {
  const pageWidth = Math.round(viewport.width);
  const width = strip ? Math.floor(pageWidth / strip.of) : pageWidth;
  return { x: strip ? strip.index * width : 0, width, height: Math.round(viewport.height) };
}

/** The links and text of the part of a page that one panel shows. */
export function panelContentFromPage(page: PageItems, box: PanelBox): PanelContent {
  return { text: panelText(page.text, box), links: panelLinks(page.links, box) };
}

/**
 * Fractions are kept to 4 decimals as whole steps: an edge rounded once and a width taken as a
 * difference of steps keep x + width within 1 with no floating-point excess.
 */
const STEPS = 10_000;

/** A span [from, to] cut to [start, start + size], as steps of that size; null when nothing is left. */
function stepsOf(from: number, to: number, start: number, size: number) {
  const toSteps = (at: number) =>
    Math.min(STEPS, Math.max(0, Math.round(((at - start) / size) * STEPS)));
  const first = toSteps(Math.min(from, to));
  const last = toSteps(Math.max(from, to));
  return last > first ? { at: first / STEPS, length: (last - first) / STEPS } : null;
}

/**
 * The panel's links, each cut to the panel (a link across a fold is on both strips), as fractions
 * of it. Only web, e-mail and phone links are kept, the first ones in reading order.
 */
function panelLinks(links: readonly PageLink[], box: PanelBox): PanelLink[] {
  if (box.width <= 0 || box.height <= 0) return [];
  const found: PanelLink[] = [];
  for (const { url, rect } of links) {
    if (!rect.every(Number.isFinite) || !isPanelLinkUrl(url)) continue;
    const across = stepsOf(rect[0], rect[2], box.x, box.width);
    const down = stepsOf(rect[1], rect[3], 0, box.height);
    if (!across || !down) continue;
    found.push({ url, x: across.at, y: down.at, width: across.length, height: down.length });
  }
  // Sorting is stable: links at the same place stay in the PDF's order.
  return found.sort((a, b) => a.y - b.y || a.x - b.x).slice(0, CONTENT_LIMITS.maxLinksPerPanel);
}

/**
 * The text of the panel: the runs whose centre is on it, in pdf.js's order (a run across a fold
 * goes to the strip that shows most of it; a run outside the crop box is on no panel).
 */
function panelText(items: readonly PageText[], box: PanelBox): string {
  const parts: string[] = [];
  for (const item of items) {
    const centreX = item.x + item.width / 2;
    const centreY = item.y + item.height / 2;
    if (centreX < box.x || centreX >= box.x + box.width) continue;
    if (centreY < 0 || centreY > box.height) continue;
    parts.push(item.str, item.hasEOL ? '\n' : ' ');
  }
  return cutAtWord(collapseSpaces(parts.join('')), CONTENT_LIMITS.maxTextChars);
}

/**
 * One space for each run of spaces, one line break for a run that holds one. Control characters
 * (what a broken font's text may carry) count as spaces.
 */
const collapseSpaces = (text: string) =>
  text.replace(/[\s\p{Cc}]+/gu, (run) => (run.includes('\n') ? '\n' : ' ')).trim();

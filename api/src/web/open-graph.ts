import { coverImage, coverUrl } from '#core/brochure';
import { displayLine } from '#core/human-text';
import { cutAtWord } from '#core/panel-content';
import { PRODUCT_NAME, viewerUrl } from '#core/product';
import { escapeHtml } from '../escape-html';
import type { FlipbookRecord } from '../store/flipbooks';

/** About what a chat app shows of a link's description. */
const DESCRIPTION_CHARS = 200;

/** The cover panel's own text, cut at a word to a preview's length; null when it has none. */
function coverText(flipbook: FlipbookRecord): string | null {
  const cover = coverImage(flipbook);
  const text = (cover ? flipbook.content[cover]?.text : undefined)?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  // One character kept for the ellipsis that says the text goes on.
  return text.length <= DESCRIPTION_CHARS ? text : `${cutAtWord(text, DESCRIPTION_CHARS - 1)}…`;
}

/**
 * Open Graph and Twitter card tags for a shared flipbook (`/?view={id}`), so chat apps show its
 * title and thumbnail. Every value is escaped: a title cannot inject markup.
 */
export function openGraphTags(flipbook: FlipbookRecord, publicUrl: string): string {
  const image = coverUrl(publicUrl, flipbook);
  // A preview shows the title to strangers: nothing unseen in it (core/human-text.ts).
  const title = displayLine(flipbook.title);
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', coverText(flipbook) ?? `A digital flipbook on ${PRODUCT_NAME}`],
    ['property', 'og:url', viewerUrl(publicUrl, flipbook.id)],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
  ];
  if (image) {
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
}

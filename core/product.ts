import { FLIPBOOK_ID_SOURCE } from './flipbook-id';

/** The names every part of Flipfold shows, and the links and breakpoint they share. */
export const PRODUCT_NAME = 'Flipfold';
export const PRODUCT_SUBTITLE = 'Flipbook Creator';

/** Shown where no SUPPORT_EMAIL is configured; the built page carries it until the server swaps it. */
export const DEFAULT_SUPPORT_EMAIL = 'support@flipfold.app';

export const MOBILE_BREAKPOINT_PX = 768;

/** The viewer link (docs/product-rules.md): origin plus ?view={id}. */
export function viewerUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/?view=${encodeURIComponent(id)}`;
}

/** The page another site may frame (docs/security.md): the viewer alone, at `/embed/{id}`. */
export const EMBED_PATH_PREFIX = '/embed/';

/** The one spelling of the embed page: `/embed/` and the id in lower case, nothing else. */
const EMBED_PATH = new RegExp(`^/embed/(${FLIPBOOK_ID_SOURCE})$`);

/** The embed link (docs/product-rules.md): origin plus /embed/{id}. */
export function embedUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}${EMBED_PATH_PREFIX}${encodeURIComponent(id.toLowerCase())}`;
}

/**
 * The flipbook id of the embed page, from a path exactly as the browser sent it (the request's
 * raw target on the server, `location.pathname` in the page), or null. Only the one spelling
 * `/embed/{lower-case id}` is the embed page, the only page other sites may frame: the server
 * (which headers a page gets) and the page (whether it draws the viewer alone or the whole app)
 * both decide by this function, so they cannot disagree about a path.
 */
export function embedIdOf(rawPath: string): string | null {
  const id = EMBED_PATH.exec(rawPath)?.[1];
  return id !== undefined && id === id.toLowerCase() ? id : null;
}

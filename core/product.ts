/** The names every part of Flipfold shows, and the links and breakpoint they share. */
export const PRODUCT_NAME = 'Flipfold';
export const PRODUCT_SUBTITLE = 'Flipbook Creator';
export const PRODUCT_TAGLINE =
  'Turn your PDF brochures into interactive flipbooks you can share by link or QR code.';

/** Shown where no SUPPORT_EMAIL is configured; the built page carries it until the server swaps it. */
export const DEFAULT_SUPPORT_EMAIL = 'support@flipfold.app';

export const MOBILE_BREAKPOINT_PX = 768;

/** The viewer link (docs/product-rules.md): origin plus ?view={id}. */
export function viewerUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/?view=${encodeURIComponent(id)}`;
}

/** The page another site may frame (docs/security.md): the viewer alone, at `/embed/{id}`. */
export const EMBED_PATH_PREFIX = '/embed/';

const HEX = '[0-9a-fA-F]';
/** Case-sensitive like every route; the id's hex digits in either case. */
const EMBED_PATH = new RegExp(`^/embed/(${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12})$`);

/** The embed link (docs/product-rules.md): origin plus /embed/{id}. */
export function embedUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}${EMBED_PATH_PREFIX}${encodeURIComponent(id)}`;
}

/**
 * The flipbook id of an embed page's path (`/embed/{uuid}`, in lower case), or null for any other
 * path, a malformed id included: only such a path may be framed by other sites.
 */
export function embedIdOf(pathname: string): string | null {
  return EMBED_PATH.exec(pathname)?.[1]?.toLowerCase() ?? null;
}

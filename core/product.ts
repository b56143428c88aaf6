/** The names every part of Flipfold shows, and the links and breakpoint they share. */
export const PRODUCT_NAME = 'Flipfold';
export const PRODUCT_SUBTITLE = 'Flipbook Creator';
export const PRODUCT_TAGLINE =
  'Turn your PDF brochures into interactive flipbooks you can share by link or QR code.';

export const MOBILE_BREAKPOINT_PX = 768;

/** The viewer link (docs/product-rules.md): origin plus ?view={id}. */
export function viewerUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/?view=${encodeURIComponent(id)}`;
}

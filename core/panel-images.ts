import { MEDIA_NAME_PATTERN, MEDIA_URL_PATTERN } from './media-names';
import { MOBILE_BREAKPOINT_PX } from './product';

/**
 * The phone copy of each panel: 480 px wide WebP, served at its original's URL plus the suffix
 * (`/media/<sha256>.jpg.480w.webp`), so the viewer can name it without asking the server.
 */
export const PANEL_VARIANT = { width: 480, quality: 78, suffix: '.480w.webp' } as const;

export function panelVariantUrl(url: string): string {
  return `${url}${PANEL_VARIANT.suffix}`;
}

/** The original's name behind a phone copy's (`<sha256>.<ext>.480w.webp`), or null for any other name. */
export function originalOfPanelVariant(name: string): string | null {
  if (!name.endsWith(PANEL_VARIANT.suffix)) return null;
  const original = name.slice(0, -PANEL_VARIANT.suffix.length);
  return MEDIA_NAME_PATTERN.test(original) ? original : null;
}

/** Panels are rendered 900 px wide (PDF_LIMITS.normalWidth; tri-fold strips are 800). */
const ORIGINAL_WIDTH = 900;

/**
 * The candidates of a panel for `srcset` on larger screens: its phone copy and itself. Phones
 * always get the phone copy (a 390 px slot; zooming shows the original).
 */
export function panelSrcSet(url: string): string {
  return `${panelVariantUrl(url)} ${PANEL_VARIANT.width}w, ${url} ${ORIGINAL_WIDTH}w`;
}

/**
 * How wide a panel shows on larger screens: a third of the brochure, whose height is at most 80vh
 * of an A4-shaped panel. The server's preload uses the same value, so the browser picks the same
 * file for both.
 */
export const PANEL_SIZES = 'min(33vw, 57vh)';

/** The media query of the phone viewer (one panel at a time). */
export const PHONE_MEDIA = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** The `<script type="application/json">` in a shared link's page that holds its flipbook. */
export const INLINE_FLIPBOOK_ID = 'flipfold-flipbook';

/** Server media, which has phone copies; images of this device's library (blob: URLs) have none. */
export const hasPanelVariant = (url: string) => MEDIA_URL_PATTERN.test(url);

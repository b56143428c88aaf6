import { IMAGE_EXTENSIONS, type ImageType } from './limits';
import { PANEL_SLOTS, type PanelSlots } from './panel-layout';

/**
 * Media are named by content: `<sha256>.<ext>`, served at `/media/<name>`. Browser and server
 * name the same bytes alike, so a panel's name is its identity on both sides.
 */
const MEDIA_PREFIX = '/media/';
const EXTENSIONS = Object.values(IMAGE_EXTENSIONS).join('|');

export const MEDIA_NAME_PATTERN = new RegExp(`^([a-f0-9]{64})\\.(${EXTENSIONS})$`);
export const MEDIA_URL_PATTERN = new RegExp(`^${MEDIA_PREFIX}([a-f0-9]{64})\\.(${EXTENSIONS})$`);

export const mediaUrl = (name: string) => `${MEDIA_PREFIX}${name}`;

/** The type a medium is served as, from its name's extension; null for any other name. */
export function mediaTypeOf(name: string): ImageType | null {
  const extension = MEDIA_NAME_PATTERN.exec(name)?.[2];
  const entry = Object.entries(IMAGE_EXTENSIONS).find(([, ext]) => ext === extension);
  return entry ? (entry[0] as ImageType) : null;
}

/** The name behind a `/media/` URL, or null for anything else (a data URL, no image). */
export const mediaNameOfUrl = (url: string | null | undefined): string | null =>
  url?.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null;

/** The panels of a flipbook in slot order, empty slots left out. */
export const panelNames = <T>(slots: PanelSlots<T>): T[] =>
  PANEL_SLOTS.map((s) => slots[s]).filter((n): n is T => n !== null && n !== undefined);

/** Every medium a flipbook uses: its panels and its thumbnail. */
export function mediaNamesOf(flipbook: {
  slots: PanelSlots<string>;
  thumbnail: string | null;
}): string[] {
  const names = panelNames(flipbook.slots);
  if (flipbook.thumbnail) names.push(flipbook.thumbnail);
  return names;
}

import { type FlipbookLayout, type Place, placeOf } from '#core/brochure';
import type { PanelSlot } from '#core/panel-layout';
import type { ReadingDirection } from '#core/reading-direction';
import { type MessageId, t } from './i18n';

const PLACE_NAMES: Record<Place['kind'], MessageId> = {
  cover: 'place.cover',
  inside: 'place.inside',
  insideFlap: 'place.insideFlap',
  backCover: 'place.backCover',
  firstPage: 'place.firstPage',
  page: 'place.page',
};

/**
 * A place named by what the reader sees there, in the page's language: 'Cover', 'Inside 1' …
 * 'Back cover' on a tri-fold, where the direction puts them; 'Page 1 — cover', 'Page 2' … for pages.
 * Said by 'Reorder pages' and the panels' alt texts.
 */
export function placeText(
  layout: FlipbookLayout,
  slot: PanelSlot,
  direction: ReadingDirection = 'ltr',
): string {
  const place = placeOf(layout, slot, direction);
  return t(PLACE_NAMES[place.kind], 'number' in place ? { number: place.number } : undefined);
}

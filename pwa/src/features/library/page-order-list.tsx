import { ArrowDown, ArrowUp } from 'lucide-react';
import { coverSlot, type FlipbookLayout, readingOrder } from '#core/brochure';
import { PANEL_SLOTS, slotsFromSides } from '#core/panel-layout';
import type { ReadingDirection } from '#core/reading-direction';
import { placeText } from '#pwa/i18n/place-text';
import { useMediaUrl } from '../../data/library-hooks';
import { Button } from '../../ui/button';
import { useLibraryT } from './library-texts';

function PageThumb(props: {
  flipbookId: string | null;
  name: string | null;
  alt: string;
  small?: boolean;
}) {
  const url = useMediaUrl(props.flipbookId, props.name);
  const size = props.small ? 'h-16 w-12' : 'h-28 w-20';
  return url ? (
    <img
      src={url}
      alt={props.alt}
      className={`${size} shrink-0 rounded border border-border bg-white object-contain`}
    />
  ) : (
    <div className={`${size} shrink-0 rounded border border-border bg-surface-muted`} />
  );
}

/**
 * The places of a flipbook's pages in reading order (core/brochure.ts): each named by what the
 * reader sees there, its page movable up or down (to the place before or after), with the cover
 * the order makes beside them. `order` lists the pages by slot (front 3, then back 3).
 */
export function PageOrderList({
  flipbookId,
  layout,
  direction,
  order,
  onSwap,
}: {
  flipbookId: string | null;
  layout: FlipbookLayout;
  /** Which way it reads: a right-to-left tri-fold's cover is the sheet's left third. */
  direction: ReadingDirection;
  order: string[];
  /** Swaps the pages at two slot positions. */
  onSwap: (a: number, b: number) => void;
}) {
  const t = useLibraryT();
  const places = readingOrder(layout, direction)
    .map((slot) => PANEL_SLOTS.indexOf(slot))
    .filter((position) => position < order.length);
  const slots = slotsFromSides(order.slice(0, 3), order.slice(3, 6));
  const cover = coverSlot(layout, slots, direction);
  return (
    <div className="mt-2 flex min-h-0 flex-col gap-3">
      <figure className="flex items-center gap-3">
        <PageThumb
          flipbookId={flipbookId}
          name={cover ? slots[cover] : null}
          alt={t('library.pages.coverAlt')}
          small
        />
        <figcaption className="text-sm text-fg-muted">{t('library.pages.cover')}</figcaption>
      </figure>
      {/* Only the pages scroll on a short screen, so Cancel and Save stay in view. */}
      <ol className="grid min-h-0 grid-cols-1 gap-2 overflow-y-auto sm:grid-flow-col sm:grid-cols-2 sm:grid-rows-3">
        {places.map((position, row) => {
          const name = order[position] ?? null;
          const place = placeText(layout, PANEL_SLOTS[position] ?? 'left', direction);
          const before = places[row - 1];
          const after = places[row + 1];
          return (
            <li
              key={name ?? position}
              className="flex items-center gap-3 rounded-lg border border-border p-2"
            >
              {/* The place's name beside it says what it is: the picture adds no words. */}
              <PageThumb flipbookId={flipbookId} name={name} alt="" />
              <span className="min-w-0 flex-1 text-sm font-medium text-fg">{place}</span>
              <Button
                variant="ghost"
                size="icon"
                disabled={before === undefined}
                onClick={() => before !== undefined && onSwap(position, before)}
                aria-label={t('library.pages.moveUp', { place })}
              >
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                disabled={after === undefined}
                onClick={() => after !== undefined && onSwap(position, after)}
                aria-label={t('library.pages.moveDown', { place })}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * Which way a flipbook reads (docs/product-rules.md, "Right-to-left brochures"): left to right, or
 * right to left as Arabic and Hebrew brochures do (the flipbook's `readsRtl`). The next stage lies
 * on the reading side: to the right of a left-to-right brochure, to the left of a right-to-left one.
 */
export type ReadingDirection = 'ltr' | 'rtl';

/** A turn of the viewer: to the next stage or panel, or back to the one before. */
export type Turn = 'forward' | 'backward';

/** The arrow that turns forward points where the next page lies; the other turns back. */
export function arrowTurn(direction: ReadingDirection, key: string): Turn | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const onward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  return key === onward ? 'forward' : 'backward';
}

/**
 * A sideways swipe of `dx` CSS pixels (end less start) turns as a page of the book does: right to
 * left goes forward left to right, and left to right goes forward right to left (an Arabic book's
 * page is turned from left to right).
 */
export function swipeTurn(direction: ReadingDirection, dx: number): Turn {
  const towardsLeft = dx < 0;
  return towardsLeft === (direction === 'ltr') ? 'forward' : 'backward';
}

/** The place `turn` leads to among `count` stages or panels, wrapping around. */
export const turnedTo = (index: number, count: number, turn: Turn): number =>
  count ? (index + (turn === 'forward' ? 1 : -1) + count) % count : 0;

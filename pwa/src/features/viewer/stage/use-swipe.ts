import { useRef } from 'react';
import { type ReadingDirection, swipeTurn } from '#core/reading-direction';

/** The least sideways travel, in CSS pixels, that counts as a swipe rather than a tap. */
const SWIPE_PX = 40;

/**
 * A sideways swipe turns as a page of the book does (core swipeTurn): right to left goes forward,
 * left to right backward; the other way round for a flipbook that reads right to left.
 */
export function useSwipe(forward: () => void, backward: () => void, reading: ReadingDirection) {
  const touchStart = useRef<number | null>(null);
  return {
    onTouchStart: (e: React.TouchEvent) => {
      // A second finger makes it a pinch, not a swipe.
      touchStart.current = e.touches.length === 1 ? (e.touches[0]?.clientX ?? null) : null;
    },
    onTouchEnd: (e: React.TouchEvent) => {
      const start = touchStart.current;
      const end = e.changedTouches[0]?.clientX;
      touchStart.current = null;
      if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
      // No click after a swipe; once the browser has begun to pan, there is none to cancel.
      if (e.cancelable) e.preventDefault();
      if (swipeTurn(reading, end - start) === 'forward') forward();
      else backward();
    },
  };
}

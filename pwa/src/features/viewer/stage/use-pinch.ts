import { useRef } from 'react';

const spread = (touches: React.TouchList) => {
  const [a, b] = [touches[0], touches[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
};

/**
 * A two-finger pinch as touch handlers. `begin` gives the scale a pinch starts from, or null to
 * leave it to someone else; `onScale` gets the scale the fingers ask for as they move.
 */
export function usePinch(begin: () => number | null, onScale: (scale: number) => void) {
  const pinch = useRef<{ spread: number; scale: number } | null>(null);
  const end = (e: React.TouchEvent) => {
    if (e.touches.length < 2) pinch.current = null;
  };
  return {
    onTouchStart: (e: React.TouchEvent) => {
      if (e.touches.length !== 2) return;
      const scale = begin();
      pinch.current = scale === null ? null : { spread: spread(e.touches), scale };
    },
    onTouchMove: (e: React.TouchEvent) => {
      const start = pinch.current;
      if (!start?.spread || e.touches.length !== 2) return;
      onScale((start.scale * spread(e.touches)) / start.spread);
    },
    onTouchEnd: end,
    onTouchCancel: end,
  };
}

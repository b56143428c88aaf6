import { useEffect } from 'react';

/**
 * The page behind the viewer does not scroll while it is open, and a sideways swipe over it turns
 * the flipbook, never the browser's history (Chrome's overscroll swipe back and forward): a swipe
 * from left to right goes back in a flipbook's pages, or forward in a right-to-left one.
 */
export function useScrollLock() {
  useEffect(() => {
    const { body, documentElement: root } = document;
    const previous = body.style.overflow;
    const overscroll = [root, body].map((el) => el.style.overscrollBehaviorX);
    body.style.overflow = 'hidden';
    for (const el of [root, body]) el.style.overscrollBehaviorX = 'none';
    return () => {
      body.style.overflow = previous;
      [root, body].forEach((el, i) => {
        el.style.overscrollBehaviorX = overscroll[i] ?? '';
      });
    };
  }, []);
}

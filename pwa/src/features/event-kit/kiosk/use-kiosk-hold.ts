import { useEffect } from 'react';

/** The elements a visitor types in, where a long-press may still offer paste. */
const TYPED_IN = 'input, textarea';

/**
 * What keeps a visitor in the kiosk whatever they do with a finger: no overscroll (Chrome's
 * swipe back and forward and its pull-to-refresh), and the browser's Back (a gesture, a key, a
 * mouse button) stays in the kiosk. Only Exit leaves. Returns the kiosk root's long-press rule:
 * no menu or callout on panels, covers or the QR, so nothing can be saved, shared or opened.
 */
export function useKioskHold() {
  useEffect(() => {
    const styled = [document.documentElement, document.body];
    const before = styled.map((el) => el.style.overscrollBehavior);
    for (const el of styled) el.style.overscrollBehavior = 'none';
    // A step of history of the kiosk's own: Back lands on it, and it is put back at once.
    const stay = () => history.pushState(history.state, '', location.href);
    stay();
    window.addEventListener('popstate', stay);
    return () => {
      window.removeEventListener('popstate', stay);
      styled.forEach((el, i) => {
        el.style.overscrollBehavior = before[i] ?? '';
      });
    };
  }, []);
  return {
    onContextMenu: (e: React.MouseEvent) => {
      if (!(e.target instanceof Element && e.target.closest(TYPED_IN))) e.preventDefault();
    },
  };
}

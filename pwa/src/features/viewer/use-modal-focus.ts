import { useEffect, useRef } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Focus for a modal view: it moves in on open, stays in, and goes back to what opened it on close.
 * Opened by a control, the view's main button takes it (Space there would press the opener again);
 * opened by a link, the view itself, so no focus ring greets a visitor. Give `root` to the view
 * and `keepFocusIn` to its onKeyDown, `mainButton` to the main button.
 */
export function useModalFocus() {
  const root = useRef<HTMLDivElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    const target = opener && opener !== document.body ? mainButton.current : root.current;
    target?.focus({ preventScroll: true });
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected)
        opener.focus({ preventScroll: true });
    };
  }, []);

  /** Tab and Shift+Tab go round the view's controls, never to the page behind it. */
  const keepFocusIn = (e: React.KeyboardEvent) => {
    if (e.key !== 'Tab' || !root.current) return;
    const items = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (active === root.current || (e.shiftKey ? active === first : active === last)) {
      e.preventDefault();
      (e.shiftKey ? last : first)?.focus();
    }
  };

  return { root, mainButton, keepFocusIn };
}

import { useLayoutEffect, useRef } from 'react';

/**
 * Radix gives focus back only to a Dialog.Trigger; these dialogs open from anywhere (a menu item,
 * the viewer, a link). The element focused when the dialog opens is noted before Radix moves focus
 * (layout effects run first), and gets it back on close; for a menu item, which is gone by then,
 * the button that opened the menu. Pass the result as the content's onCloseAutoFocus.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    let element = document.activeElement;
    const menu = element?.closest('[role="menu"]');
    if (menu?.id) element = document.querySelector(`[aria-controls="${menu.id}"]`) ?? element;
    if (element instanceof HTMLElement && element !== document.body) opener.current = element;
  }, [open]);
  return (event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}

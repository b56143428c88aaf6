import { arrowTurn, type ReadingDirection, type Turn } from '#core/reading-direction';

/** Any control: Space presses or toggles it, so Space never turns the page past it. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [contenteditable]:not([contenteditable="false"]), [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="menuitem"], [role="option"], [role="slider"], [role="spinbutton"], [role="combobox"], [role="textbox"]';

/**
 * Controls that move with the arrows themselves. A plain button or link does not, so the arrows
 * still turn the page after a click on Back, Full screen or QR Code left the focus there.
 */
const ARROW_CONTROLS =
  'input, select, textarea, [contenteditable]:not([contenteditable="false"]), [role="radio"], [role="tab"], [role="menuitem"], [role="option"], [role="slider"], [role="spinbutton"], [role="combobox"], [role="textbox"]';

/**
 * Radix unmounts a closed dialog's content, so any dialog in the document other than the viewer
 * (a modal view itself) is open on top of it.
 */
const OPEN_DIALOG = '[role="dialog"]:not([data-flipbook-viewer]), [role="alertdialog"]';

/** The viewer's own keys beside the page turns. */
export type ViewerCommand = 'zoom-in' | 'zoom-out' | 'reset' | 'close';

/**
 * `+`/`-` zoom, `0` resets the zoom, Escape resets it or else closes the viewer; null when the
 * key belongs to a dialog on top or to a text field.
 */
export function viewerCommand(event: KeyboardEvent): ViewerCommand | null {
  // A dialog on top that took the key (Radix closing on Escape) may be gone from the page already.
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  const command: ViewerCommand | null =
    event.key === '+' || event.key === '='
      ? 'zoom-in'
      : event.key === '-'
        ? 'zoom-out'
        : event.key === '0'
          ? 'reset'
          : event.key === 'Escape'
            ? 'close'
            : null;
  if (!command || document.querySelector(OPEN_DIALOG)) return null;
  const target = event.target instanceof Element ? event.target : null;
  return target?.closest(ARROW_CONTROLS) ? null : command;
}

/**
 * Which way a keystroke turns the flipbook, or null when it belongs to something else: a dialog open
 * over the viewer (the QR modal), or the focused control. Space on the brochure, itself a button,
 * presses it, and its click turns the page. The arrow towards the next page turns forward: right,
 * or left for a flipbook that reads right to left (core/reading-direction.ts).
 */
export function pageTurnKey(event: KeyboardEvent, reading: ReadingDirection = 'ltr'): Turn | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const space = event.key === ' ';
  const direction = space ? 'forward' : arrowTurn(reading, event.key);
  if (!direction || document.querySelector(OPEN_DIALOG)) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return direction;
  return target.closest(space ? CONTROLS : ARROW_CONTROLS) ? null : direction;
}

import { PANEL_SLOTS, type PanelSlots, slotsFromSides } from './panel-layout';

/**
 * A flipbook's page order, kept apart from its panels so that each can change on its own (two
 * devices, one reordering while the other annotates again): which of the panels each slot shows,
 * as an index into the panel list (the panels in the order they were made). An order made for as
 * many panels as the flipbook has now shows them, whichever they are; one made for another number
 * of panels is not shown, and the panels take the layout of a fresh conversion instead.
 */
export type PanelOrder = PanelSlots<number>;

/** Whether the order shows each of `count` panels exactly once. */
export function fitsOrder(order: PanelOrder, count: number): boolean {
  const shown = PANEL_SLOTS.map((s) => order[s]).filter((i) => i !== null);
  return (
    shown.length === count &&
    new Set(shown).size === count &&
    shown.every((i) => Number.isInteger(i) && i >= 0 && i < count)
  );
}

/** The order that shows the panels as the slots hold them now: the slots' own order. */
export function slotOrder(slots: PanelSlots<unknown>): PanelOrder {
  let next = 0;
  return Object.fromEntries(
    PANEL_SLOTS.map((s) => [s, slots[s] === null || slots[s] === undefined ? null : next++]),
  ) as PanelOrder;
}

/** The layout of a fresh conversion for `count` panels: the first three in front, the rest behind. */
export function defaultOrder(count: number): PanelOrder {
  const indexes = Array.from({ length: count }, (_, i) => i);
  return slotsFromSides(indexes.slice(0, 3), indexes.slice(3, 6));
}

/** The slots a flipbook shows: its panels in its order when that fits them, else laid out afresh. */
export const layout = <T>(list: readonly T[], order: PanelOrder): PanelSlots<T> =>
  arrange(list, fitsOrder(order, list.length) ? order : defaultOrder(list.length));

/** The slots the order shows; call it with an order that fits the list. */
export function arrange<T>(list: readonly T[], order: PanelOrder): PanelSlots<T> {
  return Object.fromEntries(
    PANEL_SLOTS.map((s) => {
      const i = order[s];
      return [s, i === null ? null : (list[i] ?? null)];
    }),
  ) as PanelSlots<T>;
}

/** The panel list behind the slots a flipbook shows in `order` (by `layout`). */
export function panelList<T>(slots: PanelSlots<T>, order: PanelOrder): T[] {
  const shown = PANEL_SLOTS.map((s) => slots[s]).filter((p): p is T => p !== null);
  // Laid out afresh, the slots show the list in its own order.
  if (!fitsOrder(order, shown.length)) return shown;
  const list: T[] = [];
  for (const s of PANEL_SLOTS) {
    const i = order[s];
    const panel = slots[s];
    if (i !== null && panel !== null) list[i] = panel;
  }
  return list;
}

/**
 * The order in which `list` shows as `slots` (the page order the user set), or null when the slots
 * are not the list's panels, each once.
 */
export function orderFor(slots: PanelSlots<string>, list: readonly string[]): PanelOrder | null {
  const free = list.map((name, i) => ({ name, i }));
  const order = {} as PanelOrder;
  for (const s of PANEL_SLOTS) {
    const name = slots[s];
    if (name === null) {
      order[s] = null;
      continue;
    }
    const at = free.findIndex((p) => p.name === name);
    if (at < 0) return null;
    order[s] = free[at]?.i ?? null;
    free.splice(at, 1);
  }
  return free.length === 0 ? order : null;
}

export const sameOrder = (a: PanelOrder, b: PanelOrder): boolean =>
  PANEL_SLOTS.every((s) => a[s] === b[s]);

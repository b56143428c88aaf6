/** The six panel slots of a tri-fold brochure and how the front/back lists fill them. */
export const FRONT_SLOTS = ['left', 'middle', 'right'] as const;
export const BACK_SLOTS = ['leftBack', 'middleBack', 'rightBack'] as const;
export const PANEL_SLOTS = [...FRONT_SLOTS, ...BACK_SLOTS] as const;
export type PanelSlot = (typeof PANEL_SLOTS)[number];
export type PanelSlots<T> = Record<PanelSlot, T | null>;

export function slotsFromSides<T>(front: readonly T[], back: readonly T[]): PanelSlots<T> {
  return {
    left: front[0] ?? null,
    middle: front[1] ?? null,
    right: front[2] ?? null,
    leftBack: back[0] ?? null,
    middleBack: back[1] ?? null,
    rightBack: back[2] ?? null,
  };
}

export function sidesFromSlots<T>(slots: PanelSlots<T>): { front: T[]; back: T[] } {
  const present = (v: T | null): v is T => v !== null;
  return {
    front: FRONT_SLOTS.map((s) => slots[s]).filter(present),
    back: BACK_SLOTS.map((s) => slots[s]).filter(present),
  };
}

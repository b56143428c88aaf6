import { mediaUrl } from './media-names';
import {
  BACK_SLOTS,
  FRONT_SLOTS,
  PANEL_SLOTS,
  type PanelSlot,
  type PanelSlots,
} from './panel-layout';
import { STAGES, type Stage } from './reading';
import type { ReadingDirection } from './reading-direction';

/**
 * How a flipbook was made, which decides what a reader sees first (docs/product-rules.md,
 * "The brochure as printed" and "Right-to-left brochures"):
 * - `trifold`: two landscape sheets cut in three. The outside sheet is inside flap | back cover |
 *   front cover (left, middle, right); the inside sheet holds the three inside panels (leftBack,
 *   middleBack, rightBack). The front cover is the right third of the outside sheet. Printed to
 *   read right to left, both sheets are the mirror: front cover | back cover | inside flap, and
 *   inside 3 | 2 | 1. The slots are places on the sheet, so its panels stay in them.
 * - `pages`: one page a panel, in reading order: page 1 is the cover. The slots are pages, not
 *   places: right to left, a side's pages lie the other way on the stage (3 | 2 | 1).
 */
export const FLIPBOOK_LAYOUTS = ['trifold', 'pages'] as const;
export type FlipbookLayout = (typeof FLIPBOOK_LAYOUTS)[number];

/** The layout of a conversion: the tri-fold split makes sheets, everything else pages. */
export const layoutOfConversion = (splitTriFold: boolean): FlipbookLayout =>
  splitTriFold ? 'trifold' : 'pages';

/**
 * A tri-fold strip is a third of a landscape sheet: at most 0.47 as wide as it is tall (A4), or
 * 0.26 for a portrait page cut in three. A page is 0.71 (portrait A4) or wider. Between them.
 */
const STRIP_MAX_RATIO = 0.6;

/**
 * The layout of a flipbook stored before it was recorded, told by its first panel's shape: tall
 * thirds of a sheet, or pages.
 */
export const layoutOfPanelShape = (width: number, height: number): FlipbookLayout =>
  width > 0 && height > 0 && width / height < STRIP_MAX_RATIO ? 'trifold' : 'pages';

/** A tri-fold's slots in reading order: cover, inside 1–3, inside flap, back cover. */
const TRIFOLD_READING: Record<ReadingDirection, readonly PanelSlot[]> = {
  ltr: ['right', 'leftBack', 'middleBack', 'rightBack', 'left', 'middle'],
  rtl: ['left', 'rightBack', 'middleBack', 'leftBack', 'right', 'middle'],
};
/** What a reader sees at each step of a tri-fold's reading order. */
const TRIFOLD_PLACES: readonly Place[] = [
  { kind: 'cover' },
  { kind: 'inside', number: 1 },
  { kind: 'inside', number: 2 },
  { kind: 'inside', number: 3 },
  { kind: 'insideFlap' },
  { kind: 'backCover' },
];

/**
 * The order a reader goes through the panels one at a time (a phone), there or not, begun at the
 * cover. For a tri-fold: the front cover, the three inside panels, then the flap and the back
 * cover (wherever the direction put them on the sheet); pages 1 to 6 either way.
 */
export const readingOrder = (
  layout: FlipbookLayout,
  direction: ReadingDirection = 'ltr',
): readonly PanelSlot[] => (layout === 'trifold' ? TRIFOLD_READING[direction] : PANEL_SLOTS);

/** The panels a phone taps through, in reading order, skipping the slots with nothing in them. */
export const phoneSlots = <T>(
  layout: FlipbookLayout,
  slots: PanelSlots<T>,
  direction: ReadingDirection = 'ltr',
): PanelSlot[] => readingOrder(layout, direction).filter((slot) => slots[slot] !== null);

/** The slot that stands for a flipbook: its cover, else the first panel it has in reading order. */
export function coverSlot<T>(
  layout: FlipbookLayout,
  slots: PanelSlots<T>,
  direction: ReadingDirection = 'ltr',
): PanelSlot | null {
  return phoneSlots(layout, slots, direction)[0] ?? null;
}

/** A flipbook as its cover and stages are told: how it was made, its panels, which way it reads. */
interface BrochureOf<T> {
  layout: FlipbookLayout;
  slots: PanelSlots<T>;
  /** Absent on records from before it existed: left to right. */
  readsRtl?: boolean;
}

/** Which way a flipbook reads: records from before `readsRtl` existed read left to right. */
export const directionOf = (flipbook: { readsRtl?: boolean }): ReadingDirection =>
  flipbook.readsRtl ? 'rtl' : 'ltr';

/** The picture that stands for a flipbook everywhere (its card, the kit's row, a link preview). */
export function coverImage<T>(flipbook: BrochureOf<T>): T | null {
  const slot = coverSlot(flipbook.layout, flipbook.slots, directionOf(flipbook));
  return slot ? flipbook.slots[slot] : null;
}

/** The cover's address from outside (a link preview, a lead's mail), or null without one. */
export function coverUrl(publicUrl: string, flipbook: BrochureOf<string>): string | null {
  const image = coverImage(flipbook);
  return image ? `${publicUrl}${mediaUrl(image)}` : null;
}

/**
 * The front panels as they unfold from the cover: the cover, the panel hinged to it, the last.
 * A tri-fold read left to right unfolds from its right third; read right to left, from its left
 * third. Pages unfold from page 1 (stageRow says on which side it lies).
 */
export const unfoldOrder = (
  layout: FlipbookLayout,
  direction: ReadingDirection = 'ltr',
): PanelSlot[] =>
  layout === 'trifold' && direction === 'ltr' ? [...FRONT_SLOTS].reverse() : [...FRONT_SLOTS];

/**
 * A side's slots as they lie on the stage, left to right. A tri-fold's slots are places on its
 * sheet, either way; pages read right to left lie mirrored, page 1 on the right. Turned over, the
 * back of the panel at place p of the front row is at place 2 - p of the back row.
 */
export function stageRow(
  layout: FlipbookLayout,
  direction: ReadingDirection,
  side: 'front' | 'back',
): PanelSlot[] {
  const row: PanelSlot[] = side === 'front' ? [...FRONT_SLOTS] : [...BACK_SLOTS];
  return layout === 'pages' && direction === 'rtl' ? row.reverse() : row;
}

/**
 * The stages a larger screen turns through, in the spec's order, leaving out those that would
 * show nothing new: half-open needs the panel hinged to the cover, open a second front panel, the
 * back a back panel. A flipbook with no panel at all keeps the cover ('No image').
 */
export function brochureStages<T>(
  layout: FlipbookLayout,
  slots: PanelSlots<T>,
  direction: ReadingDirection = 'ltr',
): Stage[] {
  const [cover, hinged] = unfoldOrder(layout, direction);
  const has = (slot: PanelSlot | undefined) => slot !== undefined && slots[slot] !== null;
  const front = FRONT_SLOTS.filter(has).length;
  const shown: Record<Stage, boolean> = {
    cover: has(cover),
    'half-open': has(cover) && has(hinged),
    open: front >= 2 || (front === 1 && !has(cover)),
    back: BACK_SLOTS.some(has),
  };
  const stages = STAGES.filter((stage) => shown[stage]);
  return stages.length > 0 ? stages : ['cover'];
}

/**
 * The panels lying flat on show at a stage, left to right as on the stage (their links can be
 * used, a keyboard zoom shows the middle one): the cover while folded or half open, a whole side
 * once it lies open.
 */
export function flatSlotsAt<T>(
  layout: FlipbookLayout,
  slots: PanelSlots<T>,
  stage: Stage,
  direction: ReadingDirection = 'ltr',
): PanelSlot[] {
  const present = (list: readonly PanelSlot[]) => list.filter((slot) => slots[slot] !== null);
  if (stage === 'open') return present(stageRow(layout, direction, 'front'));
  if (stage === 'back') return present(stageRow(layout, direction, 'back'));
  const cover = coverSlot(layout, slots, direction);
  return cover ? [cover] : [];
}

/** A place of a flipbook as its reader sees it, whatever the language that names it. */
export type Place =
  | { kind: 'cover' | 'insideFlap' | 'backCover' | 'firstPage' }
  | { kind: 'inside' | 'page'; number: number };

/**
 * Which place of a flipbook a slot is to its reader, the direction's way: its cover, an inside
 * panel, a page. Said by 'Reorder pages' and the panels' alt texts.
 */
export function placeOf(
  layout: FlipbookLayout,
  slot: PanelSlot,
  direction: ReadingDirection = 'ltr',
): Place {
  if (layout === 'trifold')
    return TRIFOLD_PLACES[TRIFOLD_READING[direction].indexOf(slot)] ?? { kind: 'cover' };
  const page = PANEL_SLOTS.indexOf(slot) + 1;
  return page === 1 ? { kind: 'firstPage' } : { kind: 'page', number: page };
}

import { mediaUrl } from './media-names';
import {
  BACK_SLOTS,
  FRONT_SLOTS,
  PANEL_SLOTS,
  type PanelSlot,
  type PanelSlots,
} from './panel-layout';
import { STAGES, type Stage } from './reading';

/**
 * How a flipbook was made, which decides what a reader sees first (docs/product-rules.md,
 * "The brochure as printed"):
 * - `trifold`: two landscape sheets cut in three. The outside sheet is inside flap | back cover |
 *   front cover (left, middle, right); the inside sheet holds the three inside panels (leftBack,
 *   middleBack, rightBack). The front cover is the right third of the outside sheet.
 * - `pages`: one page a panel, in reading order: page 1 is the cover.
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

/** Where the cover lies among the front slots: the sheet's right third, or page 1. */
const COVER_SLOT: Record<FlipbookLayout, PanelSlot> = { trifold: 'right', pages: 'left' };

/**
 * The order a reader goes through the panels one at a time (a phone), there or not: the spec's
 * order (front, then back), begun at the cover and wrapping around. For a tri-fold: the front cover,
 * the three inside panels, then the flap and the back cover.
 */
export function readingOrder(layout: FlipbookLayout): PanelSlot[] {
  const start = PANEL_SLOTS.indexOf(COVER_SLOT[layout]);
  return [...PANEL_SLOTS.slice(start), ...PANEL_SLOTS.slice(0, start)];
}

/** The panels a phone taps through, in reading order, skipping the slots with nothing in them. */
export const phoneSlots = <T>(layout: FlipbookLayout, slots: PanelSlots<T>): PanelSlot[] =>
  readingOrder(layout).filter((slot) => slots[slot] !== null);

/** The slot that stands for a flipbook: its cover, else the first panel it has in reading order. */
export function coverSlot<T>(layout: FlipbookLayout, slots: PanelSlots<T>): PanelSlot | null {
  return phoneSlots(layout, slots)[0] ?? null;
}

/** The picture that stands for a flipbook everywhere (its card, the kit's row, a link preview). */
export function coverImage<T>(flipbook: {
  layout: FlipbookLayout;
  slots: PanelSlots<T>;
}): T | null {
  const slot = coverSlot(flipbook.layout, flipbook.slots);
  return slot ? flipbook.slots[slot] : null;
}

/** The cover's address from outside (a link preview, a lead's mail), or null without one. */
export function coverUrl(
  publicUrl: string,
  flipbook: { layout: FlipbookLayout; slots: PanelSlots<string> },
): string | null {
  const image = coverImage(flipbook);
  return image ? `${publicUrl}${mediaUrl(image)}` : null;
}

/**
 * The front panels as they unfold from the cover: the cover, the panel hinged to it, the last.
 * A tri-fold unfolds leftwards from its right third, pages rightwards from page 1.
 */
export const unfoldOrder = (layout: FlipbookLayout): PanelSlot[] =>
  layout === 'trifold' ? [...FRONT_SLOTS].reverse() : [...FRONT_SLOTS];

/**
 * The stages a larger screen turns through, in the spec's order, leaving out those that would
 * show nothing new: half-open needs the panel hinged to the cover, open a second front panel, the
 * back a back panel. A flipbook with no panel at all keeps the cover ('No image').
 */
export function brochureStages<T>(layout: FlipbookLayout, slots: PanelSlots<T>): Stage[] {
  const [cover, hinged] = unfoldOrder(layout);
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
 * The panels lying flat on show at a stage (their links can be used, a keyboard zoom shows the
 * first): the cover while folded or half open, a whole side once it lies open.
 */
export function flatSlotsAt<T>(
  layout: FlipbookLayout,
  slots: PanelSlots<T>,
  stage: Stage,
): PanelSlot[] {
  const present = (list: readonly PanelSlot[]) => list.filter((slot) => slots[slot] !== null);
  if (stage === 'open') return present(FRONT_SLOTS);
  if (stage === 'back') return present(BACK_SLOTS);
  const cover = coverSlot(layout, slots);
  return cover ? [cover] : [];
}

/** A place of a flipbook as its reader sees it, whatever the language that names it. */
export type Place =
  | { kind: 'cover' | 'insideFlap' | 'backCover' | 'firstPage' }
  | { kind: 'inside' | 'page'; number: number };

/** What a reader sees in each place of a tri-fold, in reading order's terms. */
const TRIFOLD_PLACES: Record<PanelSlot, Place> = {
  right: { kind: 'cover' },
  leftBack: { kind: 'inside', number: 1 },
  middleBack: { kind: 'inside', number: 2 },
  rightBack: { kind: 'inside', number: 3 },
  left: { kind: 'insideFlap' },
  middle: { kind: 'backCover' },
};

/** Which place of a flipbook a slot is to its reader: its cover, an inside panel, a page. */
export function placeOf(layout: FlipbookLayout, slot: PanelSlot): Place {
  if (layout === 'trifold') return TRIFOLD_PLACES[slot];
  const page = PANEL_SLOTS.indexOf(slot) + 1;
  return page === 1 ? { kind: 'firstPage' } : { kind: 'page', number: page };
}

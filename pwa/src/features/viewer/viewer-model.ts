import {
  brochureStages,
  directionOf,
  type FlipbookLayout,
  flatSlotsAt,
  phoneSlots,
  stageRow,
  unfoldOrder,
} from '#core/brochure';
import { mediaNameOfUrl } from '#core/media-names';
import type { FlipbookContent, PanelContent } from '#core/panel-content';
import {
  BACK_SLOTS,
  FRONT_SLOTS,
  PANEL_SLOTS,
  type PanelSlot,
  type PanelSlots,
} from '#core/panel-layout';
import type { Stage } from '#core/reading';
import type { PublicFlipbookReply } from '#core/schemas/flipbooks';
import { placeText } from '#pwa/i18n/place-text';

/** The text and links of the panels, slot by slot. */
export type SlotContent = Partial<Record<PanelSlot, PanelContent>>;

/** What the viewer shows: image URLs per slot, from the server or from this device. */
export interface ViewerFlipbook {
  id: string;
  title: string;
  views: number;
  url: string;
  /** How its panels were made, which decides its cover and the order it is read in. */
  layout: FlipbookLayout;
  /** Read right to left (docs/product-rules.md, "Right-to-left brochures"). */
  readsRtl?: boolean;
  panels: PanelSlots<string>;
  /** Which slots have a panel, before their images are read (Brochure.shape). */
  shape?: PanelSlots<unknown>;
  content: SlotContent;
}

/** The content of each slot, from the names of the slots' images (`<sha256>.<ext>`). */
export function slotContent(
  names: PanelSlots<string>,
  content: FlipbookContent | undefined,
): SlotContent {
  return Object.fromEntries(
    PANEL_SLOTS.flatMap((slot) => {
      const name = names[slot];
      const found = name ? content?.[name] : undefined;
      return found ? [[slot, found]] : [];
    }),
  );
}

/** The content of a server reply, slot by slot. */
export function replyContent(reply: PublicFlipbookReply): SlotContent {
  const names = Object.fromEntries(
    PANEL_SLOTS.map((s) => [s, mediaNameOfUrl(reply[s])]),
  ) as PanelSlots<string>;
  return slotContent(names, reply.content);
}

/**
 * The panels flat on show, whose links can be used: on a phone the one shown; on larger screens
 * the cover while folded or half open, a whole side once it lies open (core flatSlotsAt).
 */
export function flatSlots(
  brochure: Brochure,
  stage: Stage,
  phoneSlot: PanelSlot | null,
  mobile: boolean,
): PanelSlot[] {
  if (mobile) return phoneSlot ? [phoneSlot] : [];
  return flatSlotsAt(brochure.layout, shapeOf(brochure), stage, directionOf(brochure));
}

/** How a flipbook's panels were made and which way it reads: what names its places. */
export interface BrochureForm {
  layout: FlipbookLayout;
  /** Absent: left to right. */
  readsRtl?: boolean;
}

/** A flipbook's panels with how they were made: what every viewer turns through. */
export interface Brochure extends BrochureForm {
  panels: PanelSlots<string>;
  /**
   * Which slots have a panel, known before their images have arrived (a flipbook of this device,
   * whose images are read from IndexedDB): its stages and turns do not wait for them.
   */
  shape?: PanelSlots<unknown>;
}

/** Which slots have a panel: the shape when known, else the images there are. */
const shapeOf = (brochure: Brochure): PanelSlots<unknown> => brochure.shape ?? brochure.panels;

/** The stages a larger screen turns through (core brochureStages). */
export const stagesOf = (brochure: Brochure): Stage[] =>
  brochureStages(brochure.layout, shapeOf(brochure), directionOf(brochure));

/** The panels a phone taps through: from the cover, in reading order, skipping gaps. */
export function availablePanels(brochure: Brochure): Array<{ slot: PanelSlot; url: string }> {
  return phoneSlots(brochure.layout, brochure.panels, directionOf(brochure)).flatMap((slot) => {
    const url = brochure.panels[slot];
    return url ? [{ slot, url }] : [];
  });
}

/** A panel's alt text: its place, as the reader sees it ('Cover', 'Inside 1', 'Page 2'). */
export const panelAlt = (form: BrochureForm, slot: PanelSlot): string =>
  placeText(form.layout, slot, directionOf(form));

/**
 * What a face of the folding brochure shows: its image; 'missing' ('No image') for a gap between
 * panels of its side, or on a flipbook with no panel at all; 'none' (nothing drawn) past the last
 * panel of a side, so a flyer never shows 'No image' beside its pages.
 */
export function faceOf(brochure: Brochure, slot: PanelSlot): { url: string } | 'missing' | 'none' {
  const url = brochure.panels[slot];
  if (url) return { url };
  const shape = shapeOf(brochure);
  // Its image not read yet: nothing drawn rather than 'No image' for a moment.
  if (shape[slot]) return 'none';
  if (PANEL_SLOTS.every((s) => !shape[s])) return slot === 'left' ? 'missing' : 'none';
  const side: readonly PanelSlot[] = (FRONT_SLOTS as readonly PanelSlot[]).includes(slot)
    ? FRONT_SLOTS
    : BACK_SLOTS;
  const present = side.flatMap((s, i) => (shape[s] ? [i] : []));
  const at = side.indexOf(slot);
  return present.some((i) => i < at) && present.some((i) => i > at) ? 'missing' : 'none';
}

/** How the brochure lies at a stage: the hinges' angles, the shift that centres it, its turn. */
export interface Pose {
  /** Degrees of the hinge at the cover and of the one after it; 180 is folded shut. */
  hinges: [number, number];
  /** How far the brochure is moved sideways to centre what is on show, in panel widths. */
  shift: number;
  /** Turned over (the back stage). */
  turned: boolean;
}

/** Half open: the panel hinged to the cover stands this far from flat. */
const HALF_OPEN_DEGREES = 60;

/** The centre of the panels at these places (0 left … 2 right), less the row's centre. */
const offCentre = (places: number[]) =>
  places.length === 0 ? 0 : (Math.min(...places) + Math.max(...places) + 1) / 2 - 1.5;

/**
 * Where a flipbook's panels lie on the stage (core stageRow), left to right: the front side's,
 * the back side's, and the chain of front panels from the cover as they unfold.
 */
export function stagePlaces(brochure: BrochureForm) {
  const direction = directionOf(brochure);
  return {
    front: stageRow(brochure.layout, direction, 'front'),
    back: stageRow(brochure.layout, direction, 'back'),
    chain: unfoldOrder(brochure.layout, direction),
  };
}

/**
 * The pose of each stage, folded as the paper is: the front panels are a chain hinged at the
 * cover (the right third of a tri-fold sheet, page 1 of pages; mirrored right to left), rolled
 * shut behind it; half open swings the next panel out; open lies flat; the back turns it all over.
 */
export function poseOf(brochure: Brochure, stage: Stage): Pose {
  const { front, back, chain } = stagePlaces(brochure);
  const cover = front.indexOf(chain[0] ?? 'left');
  const towards = cover === 0 ? 1 : -1;
  const shown = (slots: readonly PanelSlot[]) =>
    slots.flatMap((slot, i) => (shapeOf(brochure)[slot] ? [i] : []));
  switch (stage) {
    case 'cover':
      return { hinges: [180, 180], shift: -offCentre([cover]), turned: false };
    case 'half-open': {
      // The cover flat, and the hinged panel beside it, foreshortened.
      const beside = Math.cos((HALF_OPEN_DEGREES * Math.PI) / 180) / 2;
      return {
        hinges: [HALF_OPEN_DEGREES, 180],
        shift: -(offCentre([cover]) + towards * beside),
        turned: false,
      };
    }
    case 'open':
      return { hinges: [0, 0], shift: -offCentre(shown(front)), turned: false };
    case 'back':
      // Turned over, the back row lies left to right on the screen (the back of place p is at 2 - p).
      return { hinges: [0, 0], shift: -offCentre(shown(back)), turned: true };
  }
}

/** How a server reply's panels were made; older replies (a kept shared link) do not say: pages. */
export const replyLayout = (reply: PublicFlipbookReply): FlipbookLayout => reply.layout ?? 'pages';

/** The panels of a server reply, slot by slot. */
export function replyPanels(reply: PublicFlipbookReply): PanelSlots<string> {
  return Object.fromEntries(PANEL_SLOTS.map((s) => [s, reply[s]])) as PanelSlots<string>;
}

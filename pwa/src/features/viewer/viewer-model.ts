import { mediaNameOfUrl } from '#core/media-names';
import type { FlipbookContent, PanelContent } from '#core/panel-content';
import {
  BACK_SLOTS,
  FRONT_SLOTS,
  PANEL_SLOTS,
  type PanelSlot,
  type PanelSlots,
} from '#core/panel-layout';
import { STAGES, type Stage } from '#core/reading';
import type { PublicFlipbookReply } from '#core/schemas/flipbooks';

/** The text and links of the panels, slot by slot. */
export type SlotContent = Partial<Record<PanelSlot, PanelContent>>;

/** What the viewer shows: image URLs per slot, from the server or from this device. */
export interface ViewerFlipbook {
  id: string;
  title: string;
  views: number;
  url: string;
  panels: PanelSlots<string>;
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
 * the middle one while the wings are folded or turning, all three of a side once it lies open.
 */
export function flatSlots(stage: Stage, phoneSlot: PanelSlot | null, mobile: boolean): PanelSlot[] {
  if (mobile) return phoneSlot ? [phoneSlot] : [];
  if (stage === 'open') return [...FRONT_SLOTS];
  if (stage === 'back') return [...BACK_SLOTS];
  return ['middle'];
}

export const nextStage = (stage: number) => (stage + 1) % STAGES.length;
export const previousStage = (stage: number) => (stage + STAGES.length - 1) % STAGES.length;

/** The panels a phone taps through: left, middle, right, then the back ones, skipping gaps. */
export function availablePanels(
  panels: PanelSlots<string>,
): Array<{ slot: PanelSlot; url: string }> {
  return PANEL_SLOTS.flatMap((slot) => {
    const url = panels[slot];
    return url ? [{ slot, url }] : [];
  });
}

/** 'Front panel 1 of 3', 'Back panel 2 of 3'. */
export function panelAlt(slot: PanelSlot): string {
  const front = FRONT_SLOTS.indexOf(slot as (typeof FRONT_SLOTS)[number]);
  if (front >= 0) return `Front panel ${front + 1} of 3`;
  return `Back panel ${BACK_SLOTS.indexOf(slot as (typeof BACK_SLOTS)[number]) + 1} of 3`;
}

/** The panels of a server reply, slot by slot. */
export function replyPanels(reply: PublicFlipbookReply): PanelSlots<string> {
  return Object.fromEntries(PANEL_SLOTS.map((s) => [s, reply[s]])) as PanelSlots<string>;
}

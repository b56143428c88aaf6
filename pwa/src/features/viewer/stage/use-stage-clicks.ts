import { useRef } from 'react';
import type { PanelSlot } from '#core/panel-layout';

const slotOf = (target: EventTarget) =>
  (target instanceof Element &&
    (target.closest('[data-slot]')?.getAttribute('data-slot') as PanelSlot)) ||
  null;

/**
 * Clicks on the stage: one turns the page; a double click's first click has turned it already, so
 * it turns back, and the panel it landed on is zoomed.
 */
export function useStageClicks(on: {
  forward: () => void;
  backward: () => void;
  shownSlot: () => PanelSlot | null;
  zoomTo: (slot: PanelSlot | null, scale: number) => void;
}) {
  /** The panel the last single click landed on, before it turned the page. */
  const clickedSlot = useRef<PanelSlot | null>(null);
  return {
    onClick: (e: React.MouseEvent) => {
      if (e.detail > 1) return;
      clickedSlot.current = slotOf(e.target) ?? on.shownSlot();
      on.forward();
    },
    onDoubleClick: () => {
      on.backward();
      on.zoomTo(clickedSlot.current ?? on.shownSlot(), 2);
    },
  };
}

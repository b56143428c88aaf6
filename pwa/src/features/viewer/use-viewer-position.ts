import { useEffect, useState } from 'react';
import type { PanelSlot, PanelSlots } from '#core/panel-layout';
import { STAGES, type Stage } from '#core/reading';
import { availablePanels, nextStage, previousStage } from './viewer-model';

/** The panel a keyboard zoom shows on larger screens: the one in front at each stage. */
const FRONT_PANEL: Record<Stage, PanelSlot> = {
  cover: 'middle',
  'half-open': 'middle',
  open: 'middle',
  back: 'middleBack',
};

/**
 * Where the viewer is: the brochure's stage on larger screens, or the panel on phones. Forward
 * and backward move whichever is shown, wrapping around.
 */
export function useViewerPosition(panels: PanelSlots<string>, mobile: boolean) {
  const [stage, setStage] = useState(0);
  const [index, setIndex] = useState(0);
  const pages = availablePanels(panels);

  // The phone's position starts over whenever the panels change.
  const panelKey = pages.map((p) => p.url).join('|');
  useEffect(() => {
    void panelKey;
    setIndex(0);
  }, [panelKey]);

  const forward = () =>
    mobile ? setIndex((i) => (pages.length ? (i + 1) % pages.length : 0)) : setStage(nextStage);
  const backward = () =>
    mobile
      ? setIndex((i) => (pages.length ? (i + pages.length - 1) % pages.length : 0))
      : setStage(previousStage);

  const stageName = STAGES[stage] ?? 'cover';
  /** The panel on show, which a zoom by key shows at full size. */
  const shownSlot = (): PanelSlot | null =>
    mobile ? (pages[index]?.slot ?? null) : FRONT_PANEL[stageName];

  return { pages, index, stage, stageName, forward, backward, shownSlot };
}

import { useEffect, useState } from 'react';
import type { PanelSlot } from '#core/panel-layout';
import { turnedTo } from '#core/reading-direction';
import { availablePanels, type Brochure, flatSlots, stagesOf } from '../viewer-model';

/**
 * Where the viewer is: the brochure's stage on larger screens (those it has: core
 * brochureStages), or the panel on phones, from the cover. Forward and backward move whichever is
 * shown, wrapping around.
 */
export function useViewerPosition(brochure: Brochure, mobile: boolean) {
  const [stage, setStage] = useState(0);
  const [index, setIndex] = useState(0);
  const pages = availablePanels(brochure);
  const stages = stagesOf(brochure);

  // The phone's position starts over whenever the panels change; the brochure's when its stages
  // do (not when its images merely arrive: a turn made meanwhile stays).
  const panelKey = pages.map((p) => p.url).join('|');
  useEffect(() => {
    void panelKey;
    setIndex(0);
  }, [panelKey]);
  const stageKey = `${brochure.layout}:${stages.join()}`;
  useEffect(() => {
    void stageKey;
    setStage(0);
  }, [stageKey]);

  const turn = (to: 'forward' | 'backward') =>
    mobile
      ? setIndex((i) => turnedTo(i, pages.length, to))
      : setStage((i) => turnedTo(i, stages.length, to));
  const forward = () => turn('forward');
  const backward = () => turn('backward');

  const stageName = stages[stage % stages.length] ?? 'cover';
  /** The panel on show, which a zoom by key shows at full size: the middle one of an open side. */
  const shownSlot = (): PanelSlot | null => {
    const flat = flatSlots(brochure, stageName, pages[index]?.slot ?? null, mobile);
    return flat[Math.floor(flat.length / 2)] ?? null;
  };

  return {
    pages,
    index,
    /** The stage's place among those this brochure has. */
    stage: stage % stages.length,
    stages,
    stageName,
    forward,
    backward,
    shownSlot,
  };
}

import type { PanelSlots } from '#core/panel-layout';
import type { LocalFlipbook } from '#offline/db';
import { useMediaUrl } from '../../data/library-hooks';

/** Object URLs of a local flipbook's six panels (full resolution, so they stay sharp). */
export function useLocalPanels(flipbook: LocalFlipbook | null): PanelSlots<string> {
  const slots = flipbook?.slots;
  return {
    left: useMediaUrl(slots?.left ?? null),
    middle: useMediaUrl(slots?.middle ?? null),
    right: useMediaUrl(slots?.right ?? null),
    leftBack: useMediaUrl(slots?.leftBack ?? null),
    middleBack: useMediaUrl(slots?.middleBack ?? null),
    rightBack: useMediaUrl(slots?.rightBack ?? null),
  };
}

import type { PanelSlots } from '#core/panel-layout';
import type { LocalFlipbook } from '#offline/db';
import { useMediaUrl } from '../../data/library-hooks';

/** Object URLs of a local flipbook's six panels (full resolution, so they stay sharp), for its owner. */
export function useLocalPanels(flipbook: LocalFlipbook | null): PanelSlots<string> {
  const id = flipbook?.id ?? null;
  const slots = flipbook?.slots;
  return {
    left: useMediaUrl(id, slots?.left ?? null),
    middle: useMediaUrl(id, slots?.middle ?? null),
    right: useMediaUrl(id, slots?.right ?? null),
    leftBack: useMediaUrl(id, slots?.leftBack ?? null),
    middleBack: useMediaUrl(id, slots?.middleBack ?? null),
    rightBack: useMediaUrl(id, slots?.rightBack ?? null),
  };
}

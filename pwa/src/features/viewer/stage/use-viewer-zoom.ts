import { useRef, useState } from 'react';
import type { PanelSlot, PanelSlots } from '#core/panel-layout';
import { maxScale, type Zoom } from './zoomed-panel';

/** The zoomed panel, if any: a panel at full size, scaled up to the most its pixels allow. */
export function useViewerZoom(panels: PanelSlots<string>, shownSlot: () => PanelSlot | null) {
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const image = useRef<HTMLImageElement>(null);

  /** A scale of 1 or less leaves the zoom. */
  const zoomTo = (slot: PanelSlot | null, scale: number) => {
    const url = slot && panels[slot];
    setZoom(slot && url && scale > 1 ? { slot, url, scale } : null);
  };
  /** Unzoomed, a step in zooms the panel on show. */
  const zoomBy = (step: number) => {
    if (!zoom) return zoomTo(shownSlot(), 1 + Math.max(step, 0));
    const scale = Math.min(zoom.scale + step, maxScale(image.current));
    zoomTo(zoom.slot, scale);
  };

  /** A pinch's scale, within 1 and the most the panel allows; it zooms the panel on show. */
  const pinchTo = (scale: number) =>
    zoomTo(zoom?.slot ?? shownSlot(), Math.min(scale, maxScale(image.current)));

  return { zoom, image, zoomTo, zoomBy, pinchTo, reset: () => setZoom(null) };
}

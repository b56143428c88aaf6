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

  return { zoom, image, zoomTo, zoomBy, reset: () => setZoom(null) };
}

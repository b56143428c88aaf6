import { useEffect, useRef, useState } from 'react';
import type { FlipbookLayout } from '#core/brochure';
import type { PanelSlot } from '#core/panel-layout';
import { panelAlt } from '../viewer-model';

export interface Zoom {
  slot: PanelSlot;
  url: string;
  scale: number;
}

const MAX_SCALE = 3;

/** 2×, or 3× where the full-size panel has the pixels for it at this screen's density. */
export function maxScale(image: HTMLImageElement | null): number {
  if (!image?.naturalWidth || !image.clientWidth) return 2;
  const pixels = image.naturalWidth / (image.clientWidth * window.devicePixelRatio);
  return pixels >= MAX_SCALE ? MAX_SCALE : 2;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * One panel at full size, scaled up over the stage: drag (or the arrows) to move around it, pinch
 * to zoom, double click to leave. The offset is kept within the panel's edges.
 */
export function ZoomedPanel(props: {
  layout: FlipbookLayout;
  zoom: Zoom;
  onScale: (scale: number) => void;
  onReset: () => void;
  imageRef: React.RefObject<HTMLImageElement | null>;
}) {
  const { layout, zoom, onScale, onReset, imageRef } = props;
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const layer = useRef<HTMLDivElement>(null);

  /** How far the scaled panel may move before an edge comes inside the stage. */
  const bounded = (x: number, y: number, scale = zoom.scale) => {
    const image = imageRef.current;
    const box = layer.current;
    if (!image || !box) return { x: 0, y: 0 };
    const maxX = Math.max(0, (image.clientWidth * scale - box.clientWidth) / 2);
    const maxY = Math.max(0, (image.clientHeight * scale - box.clientHeight) / 2);
    return { x: clamp(x, -maxX, maxX), y: clamp(y, -maxY, maxY) };
  };

  // A smaller scale may leave the panel off-centre beyond its new edges.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new scale re-bounds the offset
  useEffect(() => setOffset((o) => bounded(o.x, o.y)), [zoom.scale]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const step = 80;
      const move = {
        ArrowLeft: [step, 0],
        ArrowRight: [-step, 0],
        ArrowUp: [0, step],
        ArrowDown: [0, -step],
      }[e.key];
      if (!move || e.altKey || e.ctrlKey || e.metaKey) return;
      // While zoomed the arrows move around the panel instead of turning the page.
      e.preventDefault();
      e.stopImmediatePropagation();
      setOffset((o) => bounded(o.x + (move[0] ?? 0), o.y + (move[1] ?? 0)));
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  });

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging and pinching are pointer gestures; keys do the same through the viewer (arrows, +, -, 0)
    <div
      ref={layer}
      className="absolute inset-0 z-10 flex cursor-grab touch-none items-center justify-center overflow-hidden bg-bg p-3 select-none active:cursor-grabbing"
      data-testid="zoomed-panel"
      data-scale={zoom.scale}
      onDoubleClick={onReset}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (pointers.current.size === 2)
          pinch.current = { distance: distance(), scale: zoom.scale };
      }}
      onPointerMove={(e) => {
        const last = pointers.current.get(e.pointerId);
        if (!last) return;
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (pinch.current && pointers.current.size === 2) {
          const start = pinch.current;
          onScale(
            clamp((start.scale * distance()) / start.distance, 1, maxScale(imageRef.current)),
          );
          return;
        }
        setOffset((o) => bounded(o.x + e.clientX - last.x, o.y + e.clientY - last.y));
      }}
      onPointerUp={(e) => {
        pointers.current.delete(e.pointerId);
        if (pointers.current.size < 2) pinch.current = null;
      }}
      onPointerCancel={(e) => {
        pointers.current.delete(e.pointerId);
        pinch.current = null;
      }}
    >
      <img
        ref={imageRef}
        src={zoom.url}
        alt={`${panelAlt(layout, zoom.slot)}, zoomed ${Math.round(zoom.scale * 10) / 10}×`}
        draggable={false}
        className="max-h-full max-w-full bg-white object-contain"
        style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom.scale})` }}
      />
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { PanelSlot } from '#core/panel-layout';
import { useT } from '#pwa/i18n/i18n';
import { type BrochureForm, panelAlt } from '../viewer-model';

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
  form: BrochureForm;
  zoom: Zoom;
  onScale: (scale: number) => void;
  onReset: () => void;
  imageRef: React.RefObject<HTMLImageElement | null>;
}) {
  const { form, zoom, onReset, imageRef } = props;
  const t = useT();
  const { layer, offset, moveBy } = usePanelOffset(zoom.scale, imageRef);
  const gestures = useDragAndPinch(zoom.scale, imageRef, props.onScale, moveBy);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging and pinching are pointer gestures; keys do the same through the viewer (arrows, +, -, 0)
    <div
      ref={layer}
      className="absolute inset-0 z-10 flex cursor-grab touch-none items-center justify-center overflow-hidden bg-bg p-3 select-none active:cursor-grabbing"
      data-testid="zoomed-panel"
      data-scale={zoom.scale}
      onDoubleClick={onReset}
      {...gestures}
    >
      <img
        ref={imageRef}
        src={zoom.url}
        alt={t('viewer.zoomed', {
          place: panelAlt(form, zoom.slot),
          scale: Math.round(zoom.scale * 10) / 10,
        })}
        draggable={false}
        className="max-h-full max-w-full bg-white object-contain"
        style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom.scale})` }}
      />
    </div>
  );
}

/**
 * Where the zoomed panel is moved to within `layer`, the box it is shown in: kept within the
 * panel's edges, and moved by the arrow keys too.
 */
function usePanelOffset(scale: number, imageRef: React.RefObject<HTMLImageElement | null>) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const layer = useRef<HTMLDivElement>(null);

  /** How far the scaled panel may move before an edge comes inside the stage. */
  const bounded = (x: number, y: number) => {
    const image = imageRef.current;
    const box = layer.current;
    if (!image || !box) return { x: 0, y: 0 };
    const maxX = Math.max(0, (image.clientWidth * scale - box.clientWidth) / 2);
    const maxY = Math.max(0, (image.clientHeight * scale - box.clientHeight) / 2);
    return { x: clamp(x, -maxX, maxX), y: clamp(y, -maxY, maxY) };
  };
  const moveBy = (dx: number, dy: number) => setOffset((o) => bounded(o.x + dx, o.y + dy));

  // A smaller scale may leave the panel off-centre beyond its new edges.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new scale re-bounds the offset
  useEffect(() => setOffset((o) => bounded(o.x, o.y)), [scale]);

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
      moveBy(move[0] ?? 0, move[1] ?? 0);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  });
  return { layer, offset, moveBy };
}

/** Pointer handlers: one pointer drags the panel, two pinch its scale (1× to `maxScale`). */
function useDragAndPinch(
  scale: number,
  imageRef: React.RefObject<HTMLImageElement | null>,
  onScale: (scale: number) => void,
  moveBy: (dx: number, dy: number) => void,
) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  return {
    onPointerDown: (e: React.PointerEvent) => {
      e.currentTarget.setPointerCapture(e.pointerId);
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 2) pinch.current = { distance: distance(), scale };
    },
    onPointerMove: (e: React.PointerEvent) => {
      const last = pointers.current.get(e.pointerId);
      if (!last) return;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pinch.current && pointers.current.size === 2) {
        const start = pinch.current;
        onScale(clamp((start.scale * distance()) / start.distance, 1, maxScale(imageRef.current)));
        return;
      }
      moveBy(e.clientX - last.x, e.clientY - last.y);
    },
    onPointerUp: (e: React.PointerEvent) => {
      pointers.current.delete(e.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
    },
    onPointerCancel: (e: React.PointerEvent) => {
      pointers.current.delete(e.pointerId);
      pinch.current = null;
    },
  };
}

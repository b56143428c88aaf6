interface Sized {
  width: number;
  height: number;
}

/**
 * Canvases kept for the next panel of the same size. A new canvas's memory is faulted in when it is
 * first drawn on, which costs more than drawing a flat page: 15-30 ms for a 900 px A4 panel on the
 * bench machine, against about 1 ms to paint one already used (docs/architecture.md). A worker
 * keeps the last few it used, and lets them go after a quiet while so an idle tab holds nothing.
 */
export function createCanvasShelf<C extends Sized>(options: {
  create: (width: number, height: number) => C;
  /** Gives a canvas's memory back (for an OffscreenCanvas: its size set to 0). */
  release: (canvas: C) => void;
  /** How many canvases are kept at most. */
  max: number;
  /** How long the kept canvases outlive the last one given back. */
  keepMs: number;
}) {
  const kept: C[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const releaseAll = () => {
    for (const canvas of kept.splice(0)) options.release(canvas);
  };

  return {
    /** A canvas of this size: a kept one (its pixels are what was last drawn) or a new one. */
    take(width: number, height: number): C {
      const at = kept.findIndex((c) => c.width === width && c.height === height);
      if (at < 0) return options.create(width, height);
      return kept.splice(at, 1)[0] as C;
    },
    /** Keeps a canvas nobody draws on or reads any more; the oldest goes past the limit. */
    giveBack(canvas: C) {
      kept.push(canvas);
      while (kept.length > options.max) options.release(kept.shift() as C);
      clearTimeout(timer);
      timer = setTimeout(releaseAll, options.keepMs);
    },
    get size() {
      return kept.length;
    },
  };
}

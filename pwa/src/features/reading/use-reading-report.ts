import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { ReadingOptions, ReadingPosition, Recorder } from './reading-recorder';

/** Resolves once a panel's picture inside `root` has painted (and the page is no prerender). */
function afterFirstPanel(root: HTMLElement): Promise<unknown> {
  const shown = new Promise<void>((resolve) => {
    const check = () => {
      const image = root.querySelector('img');
      if (!image?.complete || !image.naturalWidth) return;
      root.removeEventListener('load', check, true);
      requestAnimationFrame(() => setTimeout(resolve));
    };
    root.addEventListener('load', check, true);
    check();
  });
  // Chromium's Document.prerendering, not in TypeScript's DOM types yet.
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
  const shownToReader = prerendering
    ? new Promise((resolve) =>
        document.addEventListener('prerenderingchange', resolve, { once: true }),
      )
    : null;
  return Promise.all([shown, shownToReader]);
}

type Early = (recorder: Recorder) => void;

/**
 * Reports the reading of the flipbook on show (reading-recorder.ts). The recorder is a chunk of its
 * own, loaded once the first panel has painted, so a shared link shows its flipbook first and
 * sends nothing before; what the reader did meanwhile is kept with its time and handed over.
 */
export function useReadingReport(
  options: ReadingOptions | undefined,
  position: ReadingPosition | null,
  root: RefObject<HTMLElement | null>,
) {
  const recorder = useRef<Recorder | null>(null);
  const early = useRef<Early[]>([]);
  const { flipbookId, source, ownerId, visitor } = options ?? {};
  // What happens while nothing is reported (a kiosk's attract loop) is nobody's reading: not kept.
  const reporting = useRef(false);
  reporting.current = Boolean(flipbookId && source);
  const note = useCallback((event: Early) => {
    if (recorder.current) event(recorder.current);
    else if (reporting.current) early.current.push(event);
  }, []);
  const current = useRef(position);
  current.current = position;

  useEffect(() => {
    const element = root.current;
    if (!flipbookId || !source || !element) return;
    let started: Recorder | null = null;
    let live = true;
    void afterFirstPanel(element)
      .then(() => import('./reports/reading-start'))
      .then(({ startReading }) => {
        if (!live) return;
        const recording = startReading({ flipbookId, source, ownerId, visitor });
        started = recording;
        // Where the reader went meanwhile, else where they are (a flipbook switched in place).
        if (early.current.length === 0 && current.current) recording.step(current.current);
        for (const event of early.current) event(recording);
        early.current = [];
        recorder.current = started;
      });
    return () => {
      live = false;
      started?.stop();
      recorder.current = null;
      early.current = [];
    };
  }, [flipbookId, source, ownerId, visitor, root]);

  const at = position && JSON.stringify(position);
  useEffect(() => {
    const now = current.current;
    if (!at || !now) return;
    const moment = Date.now();
    note((r) => r.step(now, moment));
  }, [at, note]);

  const click = useCallback(
    (url: string) => {
      const moment = Date.now();
      note((r) => r.click(url, moment));
    },
    [note],
  );
  const zoom = useCallback(() => {
    const moment = Date.now();
    note((r) => r.zoom(moment));
  }, [note]);
  return { click, zoom };
}

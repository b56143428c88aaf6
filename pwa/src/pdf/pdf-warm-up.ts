import { PDF_LIMITS } from '#core/limits';
import { CACHE_PDF_ASSETS_MESSAGE, PDF_READER_READY_MARK } from '#core/pdf-assets';
import { PANEL_QUALITY, PANEL_TYPE, PREVIEW_HEIGHT } from './convert-pdf';
import { convertedHere } from './converted-here';
import { warmPdfWorkers } from './pdf-engine';
import { warmUpPdf } from './warm-up-pdf';

let warming: Promise<void> | null = null;

/**
 * Each worker makes three panels of an A4 page, as it would for a brochure, one of them with the
 * grid's thumbnail: a worker makes up to three panels at once, and keeps their canvases for the next
 * file (pdf-pages.worker.ts). A first A4 brochure then finds them made; other sizes still gain the
 * warm pdf.js.
 */
const WARM_UP_JOBS = [0, 1, 2].map((n) => ({
  page: 0,
  width: PDF_LIMITS.normalWidth,
  strip: null,
  type: PANEL_TYPE,
  quality: PANEL_QUALITY,
  previewHeight: PREVIEW_HEIGHT,
  thumbnailWidth: n === 1 ? PDF_LIMITS.thumbnailWidth : null,
  lastOnPage: n === 2,
}));

/**
 * Gets the PDF reader ready for a signed-in creator, once a session. On a device that has converted
 * a PDF before, the PDF workers start and make panels of an A4 page (so the first file of the
 * session converts like the second); a device that never has (a presenter's tablet, a phone that
 * only shows) spares its battery that work at every start, and its first file converts cold. Then,
 * on every device, the service worker caches the whole PDF assets (so a file can be read, checked
 * and converted offline from now on, on this device). If either fails (offline before the PDF
 * assets were ever cached), the next call tries again.
 */
export function warmUpPdfReader(): Promise<void> {
  warming ??= (async () => {
    try {
      if (convertedHere.isSet()) {
        await warmPdfWorkers(await warmUpPdf(), WARM_UP_JOBS);
        performance.mark(PDF_READER_READY_MARK);
      }
    } finally {
      // The rest of the PDF assets after the workers, which fetch its largest file themselves.
      await cachePdfAssets();
    }
  })().catch((err: unknown) => {
    warming = null;
    console.warn('The PDF reader could not be made ready', err);
  });
  return warming;
}

/** Asks the service worker to cache the PDF assets and waits for its answer. */
async function cachePdfAssets(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return;
  const channel = new MessageChannel();
  const answer = new Promise<{ ok: boolean; error?: string }>((resolve) => {
    channel.port1.onmessage = (event) => resolve(event.data as { ok: boolean; error?: string });
  });
  active.postMessage({ type: CACHE_PDF_ASSETS_MESSAGE }, [channel.port2]);
  const { ok, error } = await answer;
  channel.port1.close();
  if (!ok) throw new Error(error ?? 'The PDF assets was not cached');
}

/// <reference lib="webworker" />
import {
  getDocument,
  type PDFDocumentLoadingTask,
  type PDFPageProxy,
  VerbosityLevel,
} from 'pdfjs-dist';
// pdf.js parses in this same thread (it finds its parser on globalThis): one thread that parses,
// draws and encodes needs no messages between threads, and a second such worker uses the second core.
import 'pdfjs-dist/build/pdf.worker.min.mjs';
import type { PanelContent } from '#core/panel-content';
import { createCanvasShelf } from './canvas-shelf';
import { pageItems, viewportAt } from './page-items';
import { type PageItems, panelBox, panelContentFromPage } from './panel-content-from-page';
import { PdfBinaryData } from './pdf-binary-data';
import type { PagesReply, PagesRequest, PanelJob, RenderedPanel } from './pdf-pages-protocol';

/** Gives a canvas's memory back now rather than whenever this worker next collects garbage. */
function releaseCanvas(canvas: OffscreenCanvas) {
  canvas.width = 0;
  canvas.height = 0;
}

const newCanvas = (width: number, height: number) => new OffscreenCanvas(width, height);

/** Canvases for pdf.js's own scratch drawing (masks, patterns): a worker has no document. */
class OffscreenCanvasFactory {
  create(width: number, height: number) {
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }
  reset(target: { canvas: OffscreenCanvas }, width: number, height: number) {
    target.canvas.width = width;
    target.canvas.height = height;
  }
  destroy(target: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (target.canvas) releaseCanvas(target.canvas);
    target.canvas = null;
    target.context = null;
  }
  /**
   * pdf.js paints every page opaque white first, so an alpha channel changes no pixel; Chromium
   * encodes a canvas with one ~15% faster to JPEG than an opaque one (measured in a worker here).
   */
  getNoAlphaContext(canvas: OffscreenCanvas) {
    return canvas.getContext('2d', { willReadFrequently: true });
  }
}

/** SVG filters need a document; like pdf.js's own renderer worker, draw without them. */
class NoFilterFactory {
  addFilter() {
    return 'none';
  }
  addHCMFilter() {
    return 'none';
  }
  addAlphaFilter() {
    return 'none';
  }
  addLuminosityFilter() {
    return 'none';
  }
  addKnockoutFilter() {
    return 'none';
  }
  addHighlightHCMFilter() {
    return 'none';
  }
  addSelectionHCMFilter() {
    return 'none';
  }
  addSelectionFilter() {
    return 'none';
  }
  createSelectionStyle() {
    return '';
  }
  destroy() {}
}

interface OpenDocument {
  task: PDFDocumentLoadingTask;
  pages: Map<number, Promise<PDFPageProxy>>;
  /** Each page's links and text, by page and width: read once for the three strips of a page. */
  items: Map<string, Promise<PageItems>>;
}
const documents = new Map<number, Promise<OpenDocument>>();

/** Each worker reads the file itself: the page's main thread, busy showing it, is not in the way. */
async function open(file: Blob): Promise<OpenDocument> {
  const data = new Uint8Array(await file.arrayBuffer());
  const task = getDocument({
    data,
    // All in the PDF assets the service worker caches (scripts/pdfjs-assets-plugin.ts, vite.config.ts).
    standardFontDataUrl: '/pdfjs/standard_fonts/',
    // The folder of the CMaps' pack (pdf-binary-data.ts).
    cMapUrl: '/pdfjs/',
    iccUrl: '/pdfjs/iccs/',
    wasmUrl: '/pdfjs/wasm/',
    // Said outright: with all four URLs given, pdf.js would decide by reading document.baseURI,
    // which a worker does not have. Either way it is this thread that fetches them, through
    // PdfBinaryData, which reads the CMaps out of the one file the build packs them into.
    useWorkerFetch: false,
    BinaryDataFactory: PdfBinaryData,
    // The in-thread parser is this design, not a fallback worth a console warning.
    verbosity: VerbosityLevel.ERRORS,
    // Fonts are loaded into this worker's own font set (self.fonts), as pdf.js's renderer worker
    // does; its typings only know a document.
    ownerDocument: self as unknown as Document,
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilterFactory,
  });
  // A broken file is reported to whoever asks about it, not as an unhandled rejection.
  task.promise.catch(() => {});
  return { task, pages: new Map(), items: new Map() };
}

async function opened(doc: number) {
  const open = await documents.get(doc);
  if (!open) throw new Error('The PDF is not open');
  return open;
}

async function pageOf(doc: number, n: number): Promise<PDFPageProxy> {
  const open = await opened(doc);
  let page = open.pages.get(n);
  if (!page) {
    page = open.task.promise.then((pdf) => pdf.getPage(n + 1));
    open.pages.set(n, page);
  }
  return page;
}

async function inspect(doc: number, pages: number) {
  const pdf = await (await opened(doc)).task.promise;
  const first = Array.from({ length: Math.min(pdf.numPages, pages) }, (_, i) => i);
  const sizes = await Promise.all(
    first.map(async (n) => {
      const { width, height } = (await pageOf(doc, n)).getViewport({ scale: 1 });
      return { width, height };
    }),
  );
  // A PDF made to read right to left says so in its catalog (/ViewerPreferences /Direction /R2L).
  const preferences = await pdf.getViewerPreferences();
  return { numPages: pdf.numPages, sizes, readsRtl: preferences?.get('Direction') === 'R2L' };
}

const NO_CONTENT: PanelContent = { text: '', links: [] };

/**
 * The panel and thumbnail canvases of the last conversion: a brochure's panels share a size, and so
 * do the next file's (the previews are handed over whole, so they are always new).
 */
const canvases = createCanvasShelf({
  create: newCanvas,
  release: releaseCanvas,
  max: 4,
  keepMs: 5 * 60_000,
});

/**
 * A kept canvas still holds its last picture, which the next one paints over whole (pdf.js fills a
 * page white first, a thumbnail is an opaque panel scaled to fit). Where the browser can, its
 * drawing state is also reset, as nothing else (a failed render's, say) can leak into the next.
 */
function blankCanvas(width: number, height: number) {
  const canvas = canvases.take(width, height);
  canvas.getContext('2d', { willReadFrequently: true })?.reset?.();
  return canvas;
}

/**
 * Draws a panel straight onto its own canvas: a strip is the page shifted left, nothing is cut.
 * The page's text and links are read once it is drawn, while the panel is encoded and the next
 * one drawn, so they never hold up the picture.
 */
async function draw(
  doc: number,
  job: PanelJob,
): Promise<{ canvas: OffscreenCanvas; content: Promise<PanelContent> }> {
  const held = await opened(doc);
  const page = await pageOf(doc, job.page);
  const viewport = viewportAt(page, job.width);
  const box = panelBox(viewport, job.strip);
  const canvas = blankCanvas(box.width, box.height);
  // pdf.js takes any canvas with a 2D context; its typings name only HTMLCanvasElement.
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    viewport,
    transform: [1, 0, 0, 1, -box.x, 0],
  }).promise;
  const key = `${job.page}@${job.width}`;
  let items = held.items.get(key);
  if (!items) {
    items = pageItems(page, viewport);
    held.items.set(key, items);
  }
  // A panel without its text and links is still the panel: an unreadable text layer costs only those.
  const content = items.then((found) => panelContentFromPage(found, box)).catch(() => NO_CONTENT);
  // `content` never rejects (caught above); the page is let go once it has been read.
  if (job.lastOnPage)
    void content.then(() => {
      held.pages.delete(job.page);
      held.items.delete(key);
      page.cleanup();
    });
  return { canvas, content };
}

/** `source` scaled to `width` × `height` on a canvas from `canvasOf` (a kept one, or a new one). */
function shrink(
  source: OffscreenCanvas,
  width: number,
  height: number,
  canvasOf: (width: number, height: number) => OffscreenCanvas,
) {
  const canvas = canvasOf(Math.max(1, width), Math.max(1, height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw in a worker');
  context.imageSmoothingQuality = 'medium';
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

async function encode(canvas: OffscreenCanvas, job: PanelJob) {
  const blob = await canvas.convertToBlob({ type: job.type, quality: job.quality });
  // Browsers write PNG for types they cannot encode: the server takes only what a blob really is.
  if (blob.type !== job.type && blob.type !== 'image/png') throw new Error('Encoding failed');
  canvases.giveBack(canvas);
  return blob;
}

async function encodePanel(
  canvas: OffscreenCanvas,
  job: PanelJob,
): Promise<Omit<RenderedPanel, 'content'>> {
  const preview = shrink(
    canvas,
    Math.round((canvas.width * job.previewHeight) / canvas.height),
    job.previewHeight,
    // The preview's picture is handed over whole (transferToImageBitmap): its canvas is never kept.
    newCanvas,
  );
  const thumbnail = job.thumbnailWidth
    ? shrink(
        canvas,
        job.thumbnailWidth,
        Math.round((canvas.height * job.thumbnailWidth) / canvas.width),
        blankCanvas,
      )
    : null;
  const [panel, thumbnailBlob] = await Promise.all([
    encode(canvas, job),
    thumbnail ? encode(thumbnail, job) : null,
  ]);
  return { panel, preview: preview.transferToImageBitmap(), thumbnail: thumbnailBlob };
}

const reply = (message: PagesReply) =>
  self.postMessage(message, 'preview' in message ? [message.preview] : []);
const failed = (id: number) => (err: unknown) =>
  reply({ id, ok: false, error: err instanceof Error ? err.message : String(err) });

/**
 * Panels are drawn one after another; each one's encoding is left to the browser to run when the
 * thread is free, so a worker never waits on an encoder while there is a panel to draw.
 */
let drawing: Promise<unknown> = Promise.resolve();

self.onmessage = (event: MessageEvent<PagesRequest>) => {
  const request = event.data;
  switch (request.type) {
    case 'open': {
      const opening = open(request.file);
      opening.catch(() => {});
      documents.set(request.doc, opening);
      break;
    }
    case 'inspect':
      inspect(request.doc, request.pages)
        .then((found) => reply({ id: request.id, ok: true, ...found }))
        .catch(failed(request.id));
      break;
    case 'render': {
      const drawn = drawing.then(() => draw(request.doc, request.job));
      drawing = drawn.catch(() => {});
      drawn
        .then(async ({ canvas, content }) => {
          const [panel, found] = await Promise.all([encodePanel(canvas, request.job), content]);
          reply({ id: request.id, ok: true, ...panel, content: found });
        })
        .catch(failed(request.id));
      break;
    }
    case 'close': {
      const opening = documents.get(request.doc);
      documents.delete(request.doc);
      opening?.then(({ task }) => task.destroy()).catch(() => {});
      break;
    }
  }
};

import type {
  PageSize,
  PagesReply,
  PagesRequest,
  PanelJob,
  RenderedPanel,
} from './pdf-pages-protocol';

/**
 * Up to two PDF workers, each with its own pdf.js that parses, draws and encodes in one thread:
 * a brochure's panels are shared between them, so both cores of a modest laptop work and the
 * page's main thread only hands out jobs. They start the first time someone uploads, so the
 * shared-link viewer never loads pdf.js.
 */
const POOL_SIZE = Math.max(1, Math.min(2, navigator.hardwareConcurrency || 1));

type Pending = { resolve: (reply: PagesReply) => void; reject: (err: Error) => void };

interface PdfWorker {
  worker: Worker;
  waiting: Map<number, Pending>;
  /** Why it was stopped; a stopped worker would never answer. */
  stopped: string | null;
}

let pool: PdfWorker[] | null = null;
let nextId = 0;
let nextDoc = 0;

function startWorker(): PdfWorker {
  const worker = new Worker(new URL('./pdf-pages.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, Pending>();
  worker.onmessage = (event: MessageEvent<PagesReply>) => {
    const reply = event.data;
    // pdf.js's parser, loaded into the worker, also greets the page ("ready") as it would from a
    // worker of its own; only replies to requests carry an id.
    if (typeof reply?.id !== 'number') return;
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) pending?.resolve(reply);
    else pending?.reject(new Error(reply.error));
  };
  return { worker, waiting, stopped: null };
}

/** The PDF workers could not start or stopped: nothing is known about the file itself. */
export class PdfReaderUnavailable extends Error {}

/**
 * A worker that fails (its script could not load, say, offline before pdf.js was ever cached)
 * fails what it was asked, and the pool is started afresh for the next file rather than kept
 * broken until the page is reloaded.
 */
function stopPool(workers: PdfWorker[], reason: string) {
  if (pool === workers) pool = null;
  for (const target of workers) {
    target.stopped = reason;
    for (const pending of target.waiting.values()) pending.reject(new PdfReaderUnavailable(reason));
    target.waiting.clear();
    target.worker.terminate();
  }
}

function workers() {
  if (!pool) {
    const started = Array.from({ length: POOL_SIZE }, startWorker);
    for (const { worker } of started)
      worker.onerror = (event) => stopPool(started, event.message || 'The PDF worker stopped');
    pool = started;
  }
  return pool;
}

/**
 * Starts the workers ahead of the first file, when someone opens the file picker or drags over the
 * zone: loading and compiling pdf.js then happens while they choose.
 */
export function startPdfWorkers() {
  workers();
}

/**
 * Starts the workers and has each make `jobs` of `file` as a conversion would (side by side, in
 * order), so pdf.js is loaded, compiled and has run its parser, fonts, drawing and encoder, and
 * each worker keeps those panels' canvases, before the first real file (see pdf-warm-up.ts).
 */
export async function warmPdfWorkers(file: Blob, jobs: PanelJob[]): Promise<void> {
  await withPdf(file, (pdf) =>
    Promise.all(
      Array.from({ length: pdf.lanes }, (_, lane) =>
        Promise.all(
          jobs.map(async (job) => {
            const { preview } = await pdf.render(job, lane);
            preview.close();
          }),
        ),
      ),
    ),
  );
}

function ask(target: PdfWorker, request: PagesRequest & { id: number }): Promise<PagesReply> {
  return new Promise((resolve, reject) => {
    if (target.stopped) return reject(new PdfReaderUnavailable(target.stopped));
    target.waiting.set(request.id, { resolve, reject });
    target.worker.postMessage(request);
  });
}

/** An open PDF: each worker holds its own copy of the document. */
export interface PdfHandle {
  /**
   * The number of pages and the sizes of the first `pages` pages, rotation and crop box applied,
   * and whether the PDF reads right to left (its viewer preferences' Direction).
   */
  inspect(pages: number): Promise<{ numPages: number; sizes: PageSize[]; readsRtl: boolean }>;
  /** Makes one panel in worker `lane` (jobs of one lane run in order, lanes side by side). */
  render(job: PanelJob, lane: number): Promise<RenderedPanel>;
  lanes: number;
}

/** Opens a PDF in every worker, lets `use` read it, then closes it there (the workers stay). */
export async function withPdf<T>(file: Blob, use: (pdf: PdfHandle) => Promise<T>): Promise<T> {
  const doc = nextDoc++;
  const lanes = workers();
  for (const lane of lanes)
    lane.worker.postMessage({ type: 'open', doc, file } satisfies PagesRequest);
  const handle: PdfHandle = {
    lanes: lanes.length,
    async inspect(pages) {
      const [first] = lanes as [PdfWorker];
      const reply = await ask(first, { type: 'inspect', doc, id: nextId++, pages });
      if (!('numPages' in reply)) throw new Error('Unexpected reply from the PDF worker');
      return { numPages: reply.numPages, sizes: reply.sizes, readsRtl: reply.readsRtl };
    },
    async render(job, lane) {
      const target = lanes[lane % lanes.length] as PdfWorker;
      const reply = await ask(target, { type: 'render', doc, id: nextId++, job });
      if (!('panel' in reply)) throw new Error('Unexpected reply from the PDF worker');
      return {
        panel: reply.panel,
        preview: reply.preview,
        thumbnail: reply.thumbnail,
        content: reply.content,
      };
    },
  };
  try {
    return await use(handle);
  } finally {
    for (const lane of lanes)
      lane.worker.postMessage({ type: 'close', doc } satisfies PagesRequest);
  }
}

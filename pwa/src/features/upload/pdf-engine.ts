import rendererUrl from 'pdfjs-dist/build/pdf.renderer.min.mjs?url';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type PdfJs = typeof import('pdfjs-dist');

let engine: Promise<{ pdfjs: PdfJs; worker: InstanceType<PdfJs['PDFWorker']> }> | null = null;

/**
 * pdf.js, loaded only when someone uses the upload zone. Its workers, fonts and WebAssembly
 * decoders are served from the app's own origin (see vite.config.ts). Pages are drawn in pdf.js's
 * renderer worker, so the page stays responsive. One parser worker and one renderer worker serve
 * every document: starting them costs more than opening a brochure in them.
 */
function loadPdfJs() {
  engine ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    pdfjs.GlobalWorkerOptions.rendererSrc = rendererUrl;
    pdfjs.GlobalWorkerOptions.rendererPorts = [new Worker(rendererUrl, { type: 'module' })];
    return { pdfjs, worker: new pdfjs.PDFWorker() };
  });
  return engine;
}

/** Opens a PDF; `forRendering` connects the renderer worker, which reading sizes does not need. */
export async function openPdf(file: Blob, { forRendering }: { forRendering: boolean }) {
  const { pdfjs, worker } = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    worker,
    disableWorkerRendering: !forRendering,
    standardFontDataUrl: '/pdfjs/standard_fonts/',
    wasmUrl: '/pdfjs/wasm/',
  });
  return { task, document: await task.promise };
}

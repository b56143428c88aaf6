import type { PDFDocumentProxy } from 'pdfjs-dist';
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

/**
 * Opens a PDF, lets `use` read it, then releases it (the workers stay for the next file). One
 * document serves both the checks and the conversion: parsing it twice cost a second open.
 */
export async function withPdf<T>(file: Blob, use: (pdf: PDFDocumentProxy) => Promise<T>) {
  const { pdfjs, worker } = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    worker,
    standardFontDataUrl: '/pdfjs/standard_fonts/',
    wasmUrl: '/pdfjs/wasm/',
  });
  try {
    return await use(await task.promise);
  } finally {
    await task.destroy();
  }
}

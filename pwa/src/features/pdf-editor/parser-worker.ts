import { GlobalWorkerOptions, PDFWorker } from 'pdfjs-dist';
// pdf.js's own parser worker, as a file of the build: the upload workers bundle the same parser
// in-thread, which a page's PDFViewer cannot use.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

let parser: PDFWorker | null = null;

/**
 * One pdf.js parser worker for every opening of the editor: starting one (1.2 MB of script) costs
 * more than drawing a page, and a document's destroy leaves a worker it was given running.
 */
export function parserWorker(): PDFWorker {
  if (!parser || parser.destroyed) parser = new PDFWorker();
  return parser;
}

/**
 * The PDF kit: everything reading, checking and converting a PDF needs (the PDF workers with
 * pdf.js in them, and the fonts, CMaps, ICC profile and WebAssembly decoders pdf.js fetches). The
 * service worker keeps it out of the app shell, which every visitor downloads, and caches it when
 * a signed-in creator's page asks.
 */

/** The page's message to its service worker: cache the PDF kit now (answered on the port given). */
export const CACHE_PDF_KIT_MESSAGE = 'flipfold-cache-pdf-kit';

/** The service worker's cache for the kit, one entry per file and revision. */
export const PDF_KIT_CACHE = 'flipfold-pdf-kit';

/**
 * True for a URL path of the kit: the PDF workers, pdf.js's worker, the annotation editor, pdf.js's
 * viewer components and pdf.js's files under /pdfjs/. Named one by one: a chunk the app shell
 * imports (pdf-engine, which only starts the workers) must stay in the shell, or the app cannot
 * start offline once the browser drops the kit.
 */
export function isPdfKitPath(pathname: string): boolean {
  return (
    /^\/assets\/(pdf-pages\.worker|pdf\.worker|pdf_viewer|pdf-editor-dialog)[.-]/.test(pathname) ||
    pathname.startsWith('/pdfjs/')
  );
}

/**
 * A performance mark the page sets when its PDF workers have loaded pdf.js and drawn a first page:
 * the first real file of the session then converts as fast as the next (npm run bench waits on it).
 */
export const PDF_READER_READY_MARK = 'flipfold:pdf-reader-ready';

/**
 * The PDF assets: everything reading, checking and converting a PDF needs (the PDF workers with
 * pdf.js in them, and the fonts, CMaps, ICC profile and WebAssembly decoders pdf.js fetches). The
 * service worker keeps them out of the app shell, which every visitor downloads, and caches them when
 * a signed-in creator's page asks.
 */

/**
 * The page's message to its service worker: cache the PDF assets now (answered on the port given).
 * It and the cache keep their first names ('pdf-kit'): devices already hold a cache of that name.
 */
export const CACHE_PDF_ASSETS_MESSAGE = 'flipfold-cache-pdf-kit';

/** The service worker's cache for the PDF assets, one entry per file and revision. */
export const PDF_ASSETS_CACHE = 'flipfold-pdf-kit';

/**
 * True for a URL path of the PDF assets: the PDF workers, pdf.js's worker, the annotation editor, pdf.js's
 * viewer components and pdf.js's files under /pdfjs/. Named one by one: a chunk the app shell
 * imports (pdf-engine, which only starts the workers) must stay in the shell, or the app cannot
 * start offline once the browser drops the PDF assets.
 */
export function isPdfAssetPath(pathname: string): boolean {
  return (
    /^\/assets\/(pdf-pages\.worker|pdf\.worker|pdf_viewer|pdf-editor-dialog)[.-]/.test(pathname) ||
    pathname.startsWith('/pdfjs/')
  );
}

/**
 * pdf.js's CMaps, 169 small files, as one pack (core/file-pack.ts) in the folder given to pdf.js as
 * its CMaps' (`cMapUrl`): `/pdfjs/`. A creator's device caches one file instead of 169.
 */
export const CMAP_PACK_FILE = 'cmaps.pack';

/**
 * A performance mark the page sets when its PDF workers have loaded pdf.js and drawn a first page:
 * the first real file of the session then converts as fast as the next (npm run bench waits on it).
 */
export const PDF_READER_READY_MARK = 'flipfold:pdf-reader-ready';

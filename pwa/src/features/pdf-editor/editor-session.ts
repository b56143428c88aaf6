import 'pdfjs-dist/web/pdf_viewer.css';
import {
  AnnotationEditorType,
  type AnnotationEditorUIManager,
  getDocument,
  type PDFDocumentProxy,
  VerbosityLevel,
} from 'pdfjs-dist';
import type { PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { PdfBinaryData } from '../../pdf/pdf-binary-data';
import { TOOLS } from './editor-tools';
import { parserWorker } from './parser-worker';

/** An open editor: pdf.js's viewer with the document and the annotation editor it announced. */
export interface EditorSession {
  viewer: PDFViewer;
  ui: AnnotationEditorUIManager;
  pdf: PDFDocumentProxy;
  /** Sends an event on the viewer's bus, as pdf.js's own toolbar does. */
  dispatch(name: string, data: object): void;
}

/** pdf.js's `editingstateschanged` details: only the changed ones are present. */
export type EditingStates = Partial<
  Record<'hasSomethingToUndo' | 'hasSomethingToRedo' | 'hasSelectedEditor', boolean>
>;

/**
 * Opens `file` in pdf.js's viewer (PDFViewer, EventBus, PDFLinkService) and annotation editor on
 * `host`, which pdf.js requires to be absolutely positioned with a `.pdfViewer` child. It resolves
 * once the editor is there, in the Select tool. Aborting `signal` tears everything down: the
 * document, the viewer's observers and the editor's listeners on window and document, whose
 * keydown handler would otherwise outlive the dialog and cancel Backspace and Delete in every
 * text box of the page.
 */
export async function openEditorSession(
  file: Blob,
  host: HTMLDivElement,
  signal: AbortSignal,
  onEditing: (states: EditingStates) => void,
): Promise<EditorSession> {
  const pages = host.firstElementChild;
  if (!(pages instanceof HTMLDivElement)) throw new Error('The editor has no .pdfViewer element');
  // The viewer reads pdf.js from globalThis.pdfjsLib, which importing pdfjs-dist set.
  const { EventBus, PDFLinkService, PDFViewer } = await import('pdfjs-dist/web/pdf_viewer.mjs');
  const { pdf, stopLoading } = await loadDocument(file, signal);

  const eventBus = new EventBus();
  const linkService = new PDFLinkService({ eventBus });
  // `abortSignal` (absent from pdf.js's typings) stops the viewer's resize and scroll watchers.
  const options = {
    container: host,
    viewer: pages,
    eventBus,
    linkService,
    annotationEditorMode: AnnotationEditorType.NONE,
    abortSignal: signal,
  };
  const viewer = new PDFViewer(options);
  linkService.setViewer(viewer);
  const fitWidth = fitWidthOnResize(viewer, host);
  signal.addEventListener(
    'abort',
    () => {
      fitWidth.disconnect();
      // Destroys the annotation editor's manager, which removes its window and document listeners.
      viewer.setDocument(null);
      linkService.setDocument(null);
      stopLoading();
    },
    { once: true },
  );
  eventBus.on('pagesinit', () => {
    viewer.currentScaleValue = 'page-width';
  });
  eventBus.on('editingstateschanged', ({ details }: { details: EditingStates }) =>
    onEditing(details),
  );
  const ui = new Promise<AnnotationEditorUIManager>((resolve, reject) => {
    eventBus.on('annotationeditoruimanager', (e: { uiManager: AnnotationEditorUIManager }) =>
      resolve(e.uiManager),
    );
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  viewer.setDocument(pdf);
  linkService.setDocument(pdf);
  const session: EditorSession = {
    viewer,
    ui: await ui,
    pdf,
    dispatch: (name, payload) => eventBus.dispatch(name, { source: null, ...payload }),
  };
  viewer.annotationEditorMode = { mode: TOOLS.select };
  return session;
}

/**
 * Loads `file` in pdf.js. Aborting `signal` while it loads destroys the loading task; after that,
 * `stopLoading` does, with the document.
 */
async function loadDocument(file: Blob, signal: AbortSignal) {
  const data = new Uint8Array(await file.arrayBuffer());
  signal.throwIfAborted();
  const task = getDocument({
    data,
    worker: parserWorker(),
    standardFontDataUrl: '/pdfjs/standard_fonts/',
    wasmUrl: '/pdfjs/wasm/',
    // The CMaps too (the text of Chinese, Japanese and Korean fonts a file does not embed), read
    // out of their pack as the PDF workers read them; so this page fetches all three.
    cMapUrl: '/pdfjs/',
    useWorkerFetch: false,
    BinaryDataFactory: PdfBinaryData,
    verbosity: VerbosityLevel.ERRORS,
  });
  // Destroying the loading task destroys its document too.
  const stopLoading = () => void task.destroy();
  signal.addEventListener('abort', stopLoading, { once: true });
  const pdf = await task.promise;
  signal.removeEventListener('abort', stopLoading);
  signal.throwIfAborted();
  return { pdf, stopLoading };
}

/**
 * Pages fit to the width stay fitted when the editor's width changes (a phone turned, a window
 * resized); pdf.js itself keeps the scale it computed at the start.
 */
function fitWidthOnResize(viewer: PDFViewer, host: HTMLDivElement): ResizeObserver {
  let width = host.clientWidth;
  const observer = new ResizeObserver(() => {
    if (host.clientWidth === width) return;
    width = host.clientWidth;
    if (viewer.currentScaleValue === 'page-width') viewer.currentScaleValue = 'page-width';
  });
  observer.observe(host);
  return observer;
}

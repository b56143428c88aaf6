import 'pdfjs-dist/web/pdf_viewer.css';
import {
  AnnotationEditorParamsType,
  AnnotationEditorType,
  type AnnotationEditorUIManager,
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  PDFWorker,
  VerbosityLevel,
} from 'pdfjs-dist';
// pdf.js's own parser worker, as a file of the build: the upload workers bundle the same parser
// in-thread, which a page's PDFViewer cannot use.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { viewerErrorMessage } from '#core/pdf-editor-errors';

GlobalWorkerOptions.workerSrc = workerUrl;

let parser: PDFWorker | null = null;
/**
 * One pdf.js parser worker for every opening of the editor: starting one (1.2 MB of script) costs
 * more than drawing a page, and a document's destroy leaves a worker it was given running.
 */
function parserWorker(): PDFWorker {
  if (!parser || parser.destroyed) parser = new PDFWorker();
  return parser;
}

const TOOLS = {
  select: AnnotationEditorType.STAMP,
  text: AnnotationEditorType.FREETEXT,
  draw: AnnotationEditorType.INK,
} as const;
export type Tool = keyof typeof TOOLS;

export interface EditorState {
  /** null while loading; the viewer's own text (core/pdf-editor-errors.ts) when the PDF cannot be opened. */
  status: 'loading' | 'ready' | { error: string };
  tool: Tool;
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
}

/** What the editor layer offers beyond pdf.js's typings (its `currentLayer` is typed `any`). */
interface EditorLayer {
  pasteEditor(options: { mode: number }, params: { bitmapFile: File }): Promise<void>;
  /** Ends a drawing in progress (an ink mark becomes an editor only then); true if there was one. */
  commitOrRemove(): boolean;
}

/**
 * pdf.js's own viewer (PDFViewer, EventBus, PDFLinkService) and annotation editor on `container`,
 * which pdf.js requires to be absolutely positioned with a `.pdfViewer` child.
 */
export function usePdfEditor(file: Blob, container: RefObject<HTMLDivElement | null>) {
  const [state, setState] = useState<EditorState>({
    status: 'loading',
    tool: 'select',
    canUndo: false,
    canRedo: false,
    hasSelection: false,
  });
  const viewer = useRef<PDFViewer | null>(null);
  const ui = useRef<AnnotationEditorUIManager | null>(null);
  const pdf = useRef<PDFDocumentProxy | null>(null);
  const dispatch = useRef<(name: string, data: object) => void>(() => {});

  useEffect(() => {
    const host = container.current;
    const pages = host?.firstElementChild;
    if (!host || !(pages instanceof HTMLDivElement)) return;
    let closed = false;
    let destroy = () => {};
    void (async () => {
      try {
        // The viewer reads pdf.js from globalThis.pdfjsLib, which importing pdfjs-dist set above.
        const { EventBus, PDFLinkService, PDFViewer } = await import(
          'pdfjs-dist/web/pdf_viewer.mjs'
        );
        const data = new Uint8Array(await file.arrayBuffer());
        const task = getDocument({
          data,
          worker: parserWorker(),
          standardFontDataUrl: '/pdfjs/standard_fonts/',
          wasmUrl: '/pdfjs/wasm/',
          verbosity: VerbosityLevel.ERRORS,
        });
        destroy = () => void task.destroy();
        if (closed) return destroy();
        const doc = await task.promise;
        if (closed) return;
        const eventBus = new EventBus();
        const linkService = new PDFLinkService({ eventBus });
        const pdfViewer = new PDFViewer({
          container: host,
          viewer: pages,
          eventBus,
          linkService,
          annotationEditorMode: AnnotationEditorType.NONE,
        });
        linkService.setViewer(pdfViewer);
        dispatch.current = (name, payload) => eventBus.dispatch(name, { source: null, ...payload });
        eventBus.on('pagesinit', () => {
          pdfViewer.currentScaleValue = 'page-width';
        });
        eventBus.on(
          'annotationeditoruimanager',
          ({ uiManager }: { uiManager: AnnotationEditorUIManager }) => {
            ui.current = uiManager;
            pdfViewer.annotationEditorMode = { mode: TOOLS.select };
            setState((s) => ({ ...s, status: 'ready' }));
          },
        );
        eventBus.on(
          'editingstateschanged',
          ({ details }: { details: Record<string, boolean | undefined> }) =>
            setState((s) => ({
              ...s,
              canUndo: details.hasSomethingToUndo ?? s.canUndo,
              canRedo: details.hasSomethingToRedo ?? s.canRedo,
              hasSelection: details.hasSelectedEditor ?? s.hasSelection,
            })),
        );
        pdfViewer.setDocument(doc);
        linkService.setDocument(doc);
        viewer.current = pdfViewer;
        pdf.current = doc;
      } catch (err) {
        if (!closed)
          setState((s) => ({ ...s, status: { error: viewerErrorMessage(errName(err)) } }));
      }
    })();
    return () => {
      closed = true;
      viewer.current = null;
      ui.current = null;
      pdf.current = null;
      destroy();
    };
  }, [file, container]);

  const setTool = useCallback((tool: Tool) => {
    if (!viewer.current || !ui.current) return;
    viewer.current.annotationEditorMode = { mode: TOOLS[tool] };
    setState((s) => ({ ...s, tool }));
  }, []);

  const setParam = useCallback(
    (type: keyof typeof AnnotationEditorParamsType, value: string | number) =>
      dispatch.current('switchannotationeditorparams', {
        type: AnnotationEditorParamsType[type],
        value,
      }),
    [],
  );

  /** Adds an already checked image as a stamp, centred on the page in view, and selects it. */
  const addStamp = useCallback(async (image: File) => {
    const layer = ui.current?.currentLayer as EditorLayer | undefined;
    if (!layer || !viewer.current) return;
    await layer.pasteEditor({ mode: AnnotationEditorType.STAMP }, { bitmapFile: image });
    setState((s) => ({ ...s, tool: 'select' }));
  }, []);

  const zoom = useCallback((how: 'in' | 'out' | 'width') => {
    const v = viewer.current;
    if (!v) return;
    if (how === 'in') v.increaseScale();
    else if (how === 'out') v.decreaseScale();
    else v.currentScaleValue = 'page-width';
  }, []);

  /**
   * Finishes what is under way, as Escape does in pdf.js's own viewer: a text being typed or a
   * drawing is committed and a selection dropped. True when there was something to finish.
   */
  const settle = useCallback((): boolean => {
    const manager = ui.current;
    if (!manager) return false;
    const drew = (manager.currentLayer as EditorLayer | undefined)?.commitOrRemove() ?? false;
    const active = !!manager.hasSomethingToControl();
    if (active) {
      manager.commitOrRemove();
      manager.unselectAll();
    }
    return drew || active;
  }, []);

  /** Whether the document holds marks now (after settling): undoing them all leaves none. */
  const hasMarks = useCallback(() => {
    settle();
    return (pdf.current?.annotationStorage.size ?? 0) > 0;
  }, [settle]);

  /** The PDF with its marks written in. */
  const save = useCallback(async (): Promise<Uint8Array | null> => {
    settle();
    return pdf.current ? pdf.current.saveDocument() : null;
  }, [settle]);

  return {
    state,
    setTool,
    setParam,
    addStamp,
    zoom,
    settle,
    hasMarks,
    save,
    undo: () => ui.current?.undo(),
    redo: () => ui.current?.redo(),
    remove: () => ui.current?.delete(),
  };
}

function errName(err: unknown): string | undefined {
  return err && typeof err === 'object' && 'name' in err ? String(err.name) : undefined;
}

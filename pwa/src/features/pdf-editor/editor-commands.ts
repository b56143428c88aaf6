import { AnnotationEditorParamsType, AnnotationEditorType } from 'pdfjs-dist';
import type { EditorSession } from './editor-session';
import { TOOLS, type Tool } from './editor-tools';

/** What the editor layer offers beyond pdf.js's typings (its `currentLayer` is typed `any`). */
interface EditorLayer {
  pasteEditor(options: { mode: number }, params: { bitmapFile: File }): Promise<void>;
  /** Ends a drawing in progress (an ink mark becomes an editor only then); true if there was one. */
  commitOrRemove(): boolean;
}

const layerOf = (session: EditorSession) =>
  session.ui.currentLayer as EditorLayer | null | undefined;

/**
 * What the toolbar and the dialog ask of the open editor (`current()`); each does nothing while
 * none is open. `onTool` hears of the tool in use when a command changes it.
 */
export function editorCommands(current: () => EditorSession | null, onTool: (tool: Tool) => void) {
  /**
   * Finishes what is under way, as Escape does in pdf.js's own viewer: a text being typed or a
   * drawing is committed and a selection dropped. True when there was something to finish.
   */
  const settle = (): boolean => {
    const session = current();
    if (!session) return false;
    const drew = layerOf(session)?.commitOrRemove() ?? false;
    const active = !!session.ui.hasSomethingToControl();
    if (active) {
      session.ui.commitOrRemove();
      session.ui.unselectAll();
    }
    return drew || active;
  };

  return {
    settle,
    setTool(tool: Tool) {
      const session = current();
      if (!session) return;
      session.viewer.annotationEditorMode = { mode: TOOLS[tool] };
      onTool(tool);
    },
    setParam(type: keyof typeof AnnotationEditorParamsType, value: string | number) {
      current()?.dispatch('switchannotationeditorparams', {
        type: AnnotationEditorParamsType[type],
        value,
      });
    },
    /** Adds an already checked image as a stamp, centred on the page in view, and selects it. */
    async addStamp(image: File) {
      const session = current();
      const layer = session && layerOf(session);
      if (!layer) return;
      await layer.pasteEditor({ mode: AnnotationEditorType.STAMP }, { bitmapFile: image });
      onTool('select');
    },
    zoom(how: 'in' | 'out' | 'width') {
      const viewer = current()?.viewer;
      if (how === 'in') viewer?.increaseScale();
      else if (how === 'out') viewer?.decreaseScale();
      else if (viewer) viewer.currentScaleValue = 'page-width';
    },
    /** Whether the document holds marks now (after settling): undoing them all leaves none. */
    hasMarks(): boolean {
      settle();
      return (current()?.pdf.annotationStorage.size ?? 0) > 0;
    },
    /** The PDF with its marks written in. */
    async save(): Promise<Uint8Array | null> {
      settle();
      return current()?.pdf.saveDocument() ?? null;
    },
    undo: () => current()?.ui.undo(),
    redo: () => current()?.ui.redo(),
    remove: () => current()?.ui.delete(),
  };
}

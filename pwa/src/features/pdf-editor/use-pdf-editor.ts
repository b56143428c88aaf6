import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { type ViewerError, viewerError } from '#core/pdf-editor-errors';
import { editorCommands } from './editor-commands';
import { type EditingStates, type EditorSession, openEditorSession } from './editor-session';
import type { Tool } from './editor-tools';

export interface EditorState {
  /** Why the PDF cannot be opened (core/pdf-editor-errors.ts), for the pages to word. */
  status: 'loading' | 'ready' | { error: ViewerError };
  tool: Tool;
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
}

const OPENING: EditorState = {
  status: 'loading',
  tool: 'select',
  canUndo: false,
  canRedo: false,
  hasSelection: false,
};

const withEditingStates = (state: EditorState, states: EditingStates): EditorState => ({
  ...state,
  canUndo: states.hasSomethingToUndo ?? state.canUndo,
  canRedo: states.hasSomethingToRedo ?? state.canRedo,
  hasSelection: states.hasSelectedEditor ?? state.hasSelection,
});

/**
 * The editor on `container` for as long as the component using it is mounted (closing tears it
 * down, editor-session.ts): its state for the toolbar, and its commands.
 */
export function usePdfEditor(file: Blob, container: RefObject<HTMLDivElement | null>) {
  const [state, setState] = useState<EditorState>(OPENING);
  const session = useRef<EditorSession | null>(null);

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const closing = new AbortController();
    openEditorSession(file, host, closing.signal, (states) =>
      setState((s) => withEditingStates(s, states)),
    ).then(
      (opened) => {
        if (closing.signal.aborted) return;
        session.current = opened;
        setState((s) => ({ ...s, status: 'ready' }));
      },
      (err) => {
        if (!closing.signal.aborted)
          setState((s) => ({ ...s, status: { error: viewerError(errName(err)) } }));
      },
    );
    return () => {
      session.current = null;
      closing.abort();
    };
  }, [file, container]);

  const commands = useMemo(
    () =>
      editorCommands(
        () => session.current,
        (tool) => setState((s) => ({ ...s, tool })),
      ),
    [],
  );
  return { state, ...commands };
}

function errName(err: unknown): string | undefined {
  return err && typeof err === 'object' && 'name' in err ? String(err.name) : undefined;
}

import { Loader2 } from 'lucide-react';
import type { RefObject } from 'react';
import { useLibraryT } from '../library/library-texts';
import type { EditorState } from './use-pdf-editor';

/** The scrolling area pdf.js draws the pages into, with the opening and error notes over it. */
export function EditorPages({
  container,
  state,
}: {
  container: RefObject<HTMLDivElement | null>;
  state: EditorState;
}) {
  const t = useLibraryT();
  return (
    <div className="relative min-h-0 flex-1 bg-surface-muted">
      <div
        ref={container}
        data-testid="pdf-editor-pages"
        className={
          // pdf.js wants its container absolutely positioned. While drawing, a finger or pen
          // draws instead of scrolling the page. Alt text is left out: panels are pictures.
          `absolute inset-0 overflow-auto [&_.altText]:hidden ${state.tool === 'draw' ? '[&_.annotationEditorLayer]:touch-none' : ''}`
        }
      >
        <div className="pdfViewer" />
      </div>
      {state.status === 'loading' && (
        <p className="absolute inset-0 flex items-center justify-center gap-2 text-fg-muted">
          <Loader2 className="size-5 animate-spin" aria-hidden /> {t('library.editor.opening')}
        </p>
      )}
      {typeof state.status === 'object' && (
        <p
          role="alert"
          className="absolute inset-x-4 top-8 mx-auto max-w-md rounded-xl border border-border bg-surface p-4 text-center font-medium text-red-700 dark:text-red-400"
        >
          {t(`library.pdf.viewer.${state.status.error}`)}
        </p>
      )}
    </div>
  );
}

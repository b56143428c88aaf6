import { lazy, type RefObject, Suspense, useId, useRef, useState } from 'react';
import { PDF_LIMITS } from '#core/limits';
import type { LocalLibrary } from '#offline/db';
import { useCurrentLibrary } from '../../data/libraries';
import { openAuthDialog } from '../../state/auth-dialog';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { useLibraryT } from '../library/library-texts';
import { CreatingOverlay } from './creating-overlay';
import { DropZone } from './drop-zone';
import { UploadList } from './upload-list';
import { useCreateFlipbooks } from './use-create-flipbooks';
import { usePdfReaderWarmUp } from './use-pdf-reader-warm-up';
import { type UploadFile, useUploadFiles } from './use-upload-files';

// The editor (pdf.js's viewer and annotation editor) is its own chunk, loaded on first 'Annotate'.
const AnnotateDialog = lazy(() => import('../pdf-editor/pdf-editor-dialog'));

/** The upload zone: pick or drop PDFs, check them, preview panels, and create flipbooks. */
export function UploadZone() {
  const { user } = useValue(sessionStore);
  const { files, add, replace, remove, setTriFold, clear } = useUploadFiles();
  const library = useCurrentLibrary();
  const { creating, create, anyInvalid, ready } = useCreateFlipbooks(user, library, files, clear);
  const { annotating, editorUsed, annotate, stopAnnotating } = useAnnotating();
  const warm = usePdfReaderWarmUp(user?.id);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const busy = creating || files.some((f) => f.progress !== null || !f.validation);

  const accept = (list: FileList | null) => {
    if (!user) {
      openAuthDialog('signin');
      return;
    }
    if (list && list.length > 0) void add([...list]);
  };
  const browse = () => {
    warm();
    input.current?.click();
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="relative rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <UploadHeading id={`${inputId}-title`} library={library} />
      <PdfInput input={input} id={inputId} onPick={accept} />
      <DropZone disabled={creating} onBrowse={browse} onDragOver={warm} onDrop={accept} />
      <PdfHint />
      <UploadList
        files={files}
        ready={ready.length}
        creating={creating}
        canCreate={!(busy || anyInvalid || ready.length === 0)}
        onRemove={(item) => remove(item.id)}
        onTriFold={setTriFold}
        onAnnotate={annotate}
        onCreate={() => void create()}
      />

      {editorUsed && (
        // Stays mounted after first use: Radix gives focus back only when a dialog closes itself.
        <Suspense fallback={null}>
          <AnnotateDialog
            file={annotating?.file ?? null}
            onDone={(annotated) => {
              if (annotating) void replace(annotating.id, annotated);
            }}
            onClose={stopAnnotating}
          />
        </Suspense>
      )}

      {creating && <CreatingOverlay />}
    </section>
  );
}

/** The file picker Browse Files and Upload PDF open, hidden: the drop area is what is seen. */
function PdfInput(props: {
  input: RefObject<HTMLInputElement | null>;
  id: string;
  onPick: (list: FileList | null) => void;
}) {
  const t = useLibraryT();
  return (
    <input
      ref={props.input}
      id={props.id}
      type="file"
      aria-label={t('library.upload.files')}
      accept="application/pdf,.pdf"
      className="sr-only"
      tabIndex={-1}
      onChange={(e) => {
        props.onPick(e.target.files);
        e.target.value = '';
      }}
    />
  );
}

/** What the zone takes (docs/product-rules.md, "PDF files"). */
function PdfHint() {
  const t = useLibraryT();
  return (
    <p className="mt-3 text-center text-xs text-fg-muted">
      {t('library.upload.hint', { max: PDF_LIMITS.maxPages })}
    </p>
  );
}

/** The zone's heading, and in a team's library the library its flipbooks go into. */
function UploadHeading({ id, library }: { id: string; library: LocalLibrary | null }) {
  const t = useLibraryT();
  return (
    <>
      <h2 id={id} className="text-lg font-semibold">
        {t('library.upload.heading')}
      </h2>
      {library?.teamId && (
        <p className="mt-0.5 text-sm break-words text-fg-muted">
          {t('library.upload.into', { library: library.name })}
        </p>
      )}
    </>
  );
}

/** The file the PDF editor is open on, and whether it was ever opened (it stays mounted after). */
function useAnnotating() {
  const [annotating, setAnnotating] = useState<{ id: string; file: File } | null>(null);
  const [editorUsed, setEditorUsed] = useState(false);
  const annotate = (item: UploadFile) => {
    setEditorUsed(true);
    setAnnotating({ id: item.id, file: item.file });
  };
  return { annotating, editorUsed, annotate, stopAnnotating: () => setAnnotating(null) };
}

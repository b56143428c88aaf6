import { Loader2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { EditorToolbar } from './editor-toolbar';
import { prepareStamp } from './prepare-stamp';
import { usePdfEditor } from './use-pdf-editor';

export interface AnnotateDialogProps {
  /** The PDF to annotate; null when the dialog is closed. */
  file: File | null;
  /** Gets the annotated PDF (same name); the dialog closes once it has been taken. */
  onDone: (annotated: File) => Promise<void> | void;
  onClose: () => void;
}

/** The full-screen editor: pdf.js's viewer with free text, ink and image stamps. */
export default function AnnotateDialog({ file, onDone, onClose }: AnnotateDialogProps) {
  return (
    <Dialog.Root open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        {file && <EditorContent file={file} onDone={onDone} onClose={onClose} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditorContent({ file, onDone, onClose }: AnnotateDialogProps & { file: File }) {
  const container = useRef<HTMLDivElement>(null);
  // Radix gives focus back only to a Dialog.Trigger; the editor opens from a row's button.
  const opener = useRef(document.activeElement as HTMLElement | null);
  const editor = usePdfEditor(file, container);
  const { state } = editor;
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);

  const addImage = async (image: File) => {
    const prepared = await prepareStamp(image);
    if (!prepared.ok) return setMessage(prepared.message);
    setMessage(null);
    await editor.addStamp(prepared.file);
  };

  // Pasted and dropped images go through the same check as picked ones: pdf.js would take them
  // by their stated type alone.
  useEffect(() => {
    const intercept = (event: ClipboardEvent | DragEvent) => {
      const files =
        'clipboardData' in event ? event.clipboardData?.files : event.dataTransfer?.files;
      if (event.type === 'dragover') return event.preventDefault();
      const image = files?.[0];
      if (!image) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void addImage(image);
    };
    window.addEventListener('paste', intercept, { capture: true });
    window.addEventListener('drop', intercept, { capture: true });
    window.addEventListener('dragover', intercept, { capture: true });
    return () => {
      window.removeEventListener('paste', intercept, { capture: true });
      window.removeEventListener('drop', intercept, { capture: true });
      window.removeEventListener('dragover', intercept, { capture: true });
    };
  });

  const requestClose = () => (editor.hasMarks() ? setConfirming(true) : onClose());

  const done = async () => {
    if (!editor.hasMarks()) return onClose();
    setSaving(true);
    try {
      const bytes = await editor.save();
      if (bytes)
        await onDone(
          new File([bytes as Uint8Array<ArrayBuffer>], file.name, { type: 'application/pdf' }),
        );
      onClose();
    } catch (err) {
      console.error('Saving the annotated PDF failed', err);
      setMessage('The marks could not be saved into the PDF. Please try again.');
      setSaving(false);
    }
  };

  return (
    <Dialog.Content
      className="fixed inset-0 z-50 flex flex-col bg-bg text-fg"
      aria-describedby={undefined}
      onEscapeKeyDown={(event) => {
        event.preventDefault();
        // Escape first finishes a text being typed, a drawing or a selection; then it closes.
        if (confirming) setConfirming(false);
        else if (!editor.settle()) requestClose();
      }}
      onInteractOutside={(event) => event.preventDefault()}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-border bg-surface px-3 py-2 sm:px-4">
        <Dialog.Title className="min-w-0 flex-1 truncate text-base font-semibold">
          Annotate {file.name}
        </Dialog.Title>
        <Button variant="outline" size="sm" onClick={requestClose} disabled={saving}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => void done()} disabled={saving || state.status !== 'ready'}>
          {saving && <Loader2 className="size-4 animate-spin" aria-hidden />} Done
        </Button>
      </header>
      <EditorToolbar editor={editor} onImage={(image) => void addImage(image)} />
      {message && (
        <p
          role="alert"
          className="border-b border-border bg-red-50 px-4 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {message}
        </p>
      )}
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
            <Loader2 className="size-5 animate-spin" aria-hidden /> Opening PDF…
          </p>
        )}
        {typeof state.status === 'object' && (
          <p
            role="alert"
            className="absolute inset-x-4 top-8 mx-auto max-w-md rounded-xl border border-border bg-surface p-4 text-center font-medium text-red-700 dark:text-red-400"
          >
            {state.status.error}
          </p>
        )}
      </div>
      {confirming && (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
          <div
            role="alertdialog"
            aria-labelledby="discard-title"
            className="w-full max-w-sm rounded-2xl border border-border bg-surface p-6 shadow-xl"
          >
            <h3 id="discard-title" className="font-semibold">
              Discard your marks?
            </h3>
            <p className="mt-2 text-sm text-fg-muted">The file stays as it was.</p>
            <div className="mt-5 flex justify-end gap-2">
              <Button variant="outline" autoFocus onClick={() => setConfirming(false)}>
                Keep editing
              </Button>
              <Button variant="destructive" onClick={onClose}>
                Discard
              </Button>
            </div>
          </div>
        </div>
      )}
    </Dialog.Content>
  );
}

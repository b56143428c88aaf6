import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { useLibraryT } from '../library/library-texts';
import { DiscardMarksDialog } from './discard-marks-dialog';
import { EditorHeader } from './editor-header';
import { EditorPages } from './editor-pages';
import { EditorToolbar } from './editor-toolbar';
import { prepareStamp } from './prepare-stamp';
import { useEditorClosing } from './use-editor-closing';
import { useInterceptedImages } from './use-intercepted-images';
import { usePdfEditor } from './use-pdf-editor';
import { useSaveMarks } from './use-save-marks';

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
  const t = useLibraryT();
  const container = useRef<HTMLDivElement>(null);
  // Radix gives focus back only to a Dialog.Trigger; the editor opens from a row's button.
  const opener = useRef(document.activeElement as HTMLElement | null);
  const editor = usePdfEditor(file, container);
  const [message, setMessage] = useState<string | null>(null);
  const closing = useEditorClosing(editor, onClose);
  const { saving, done } = useSaveMarks(editor, file, onDone, onClose, setMessage);

  const addImage = async (image: File) => {
    const prepared = await prepareStamp(image);
    if (!prepared.ok)
      return setMessage(
        prepared.problem === 'refused'
          ? t('library.editor.stampRefused', { name: image.name })
          : t('library.editor.stampUnreadable', { name: image.name }),
      );
    setMessage(null);
    await editor.addStamp(prepared.file);
  };
  useInterceptedImages((image) => void addImage(image));

  return (
    <Dialog.Content
      className="fixed inset-0 z-50 flex flex-col bg-bg text-fg"
      aria-describedby={undefined}
      onEscapeKeyDown={(event) => {
        event.preventDefault();
        closing.escape();
      }}
      onInteractOutside={(event) => event.preventDefault()}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
    >
      <EditorHeader
        fileName={file.name}
        saving={saving}
        ready={editor.state.status === 'ready'}
        onCancel={closing.requestClose}
        onDone={() => void done()}
      />
      <EditorToolbar editor={editor} onImage={(image) => void addImage(image)} />
      {message && (
        <p
          role="alert"
          className="border-b border-border bg-red-50 px-4 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {message}
        </p>
      )}
      <EditorPages container={container} state={editor.state} />
      {closing.confirming && (
        <DiscardMarksDialog onKeep={closing.keepEditing} onDiscard={onClose} />
      )}
    </Dialog.Content>
  );
}

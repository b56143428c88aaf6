import { useState } from 'react';
import { useLibraryT } from '../library/library-texts';
import type { usePdfEditor } from './use-pdf-editor';

type Editor = ReturnType<typeof usePdfEditor>;

/**
 * Done: the PDF with its marks written in goes to `onDone` (same name), then the editor closes;
 * with no marks it just closes. A failed save keeps the editor open with `onError`'s message.
 */
export function useSaveMarks(
  editor: Editor,
  file: File,
  onDone: (annotated: File) => Promise<void> | void,
  onClose: () => void,
  onError: (message: string) => void,
) {
  const t = useLibraryT();
  const [saving, setSaving] = useState(false);

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
      onError(t('library.editor.saveFailed'));
      setSaving(false);
    }
  };

  return { saving, done };
}

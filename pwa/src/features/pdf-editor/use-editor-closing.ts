import { useState } from 'react';
import type { usePdfEditor } from './use-pdf-editor';

type Editor = ReturnType<typeof usePdfEditor>;

/** Closing the editor: with marks on the PDF it first asks whether to discard them. */
export function useEditorClosing(editor: Editor, onClose: () => void) {
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (editor.hasMarks() ? setConfirming(true) : onClose());
  return {
    confirming,
    requestClose,
    keepEditing: () => setConfirming(false),
    /** Escape first finishes a text being typed, a drawing or a selection; then it closes. */
    escape() {
      if (confirming) setConfirming(false);
      else if (!editor.settle()) requestClose();
    },
  };
}

import { useState } from 'react';
import { db, type LocalFlipbook } from '#offline/db';
import { replaceLocalPanels } from '../../data/library';
import { useKeptPdf } from '../../data/library-hooks';
import { panelsFromPdf } from '../../pdf/panels-from-pdf';
import { toastNotSaved } from '../../ui/not-saved-toast';
import { toast } from '../../ui/toast';
import { useLibraryT } from './library-texts';

/**
 * Annotating a flipbook's kept PDF again: the file the editor has open, and the new panels made
 * from its result, saved with it and synced as an edit (with the title typed meanwhile).
 */
export function useReannotation(
  flipbook: LocalFlipbook | null,
  panelCount: number,
  title: string,
  onSaved: () => void,
) {
  const t = useLibraryT();
  const kept = useKeptPdf(flipbook?.id ?? null);
  const [annotating, setAnnotating] = useState<File | null>(null);
  const [editorUsed, setEditorUsed] = useState(false);
  const [remaking, setRemaking] = useState(false);

  const open = () => {
    if (!kept) return;
    setEditorUsed(true);
    setAnnotating(new File([kept.pdf], kept.name, { type: 'application/pdf' }));
  };

  const annotated = async (pdf: File) => {
    if (!flipbook) return;
    setRemaking(true);
    try {
      const made = await panelsFromPdf(pdf, panelCount);
      // Told only in the console: the toast says the new version was not saved.
      if (!made.ok) throw new Error(`The annotated PDF was refused: ${made.problem.code}`);
      const { front, back, layout, thumbnail, content } = made.panels;
      // The title typed meanwhile goes in the same write: saved together, or not at all.
      await replaceLocalPanels(db, flipbook.id, {
        front,
        back,
        layout,
        thumbnail,
        content,
        pdf,
        ...(title.trim() ? { title: title.trim() } : {}),
      });
      toast({ title: t('library.edit.saved'), description: t('library.edit.savedWithPdf') });
      onSaved();
    } catch (err) {
      toastNotSaved(
        err,
        `the new version of “${flipbook.title}”`,
        t('library.annotateAgain.failed'),
      );
    } finally {
      setRemaking(false);
    }
  };

  return {
    kept,
    annotating,
    editorUsed,
    remaking,
    open,
    annotated,
    close: () => setAnnotating(null),
  };
}

import { useState } from 'react';
import { db, type LocalFlipbook } from '#offline/db';
import { useKeptPdf } from '../../data/kept-pdfs';
import { replaceLocalPanels, updateLocalFlipbook } from '../../data/library';
import { panelsFromPdf } from '../../pdf/panels-from-pdf';
import { toast } from '../../ui/toast';

const isQuotaError = (err: unknown) =>
  (err as Error)?.name === 'QuotaExceededError' ||
  (err as { inner?: Error })?.inner?.name === 'QuotaExceededError';

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
      if (!made.ok) throw new Error(made.error);
      const { front, back, thumbnail, content } = made.panels;
      await replaceLocalPanels(db, flipbook.id, { front, back, thumbnail, content, pdf });
      const fresh = await db.flipbooks.get(flipbook.id);
      if (fresh && title.trim() && title.trim() !== fresh.title)
        await updateLocalFlipbook(db, flipbook.id, { title: title.trim(), slots: fresh.slots });
      toast({ title: 'Changes saved', description: 'Title and PDF have been updated.' });
      onSaved();
    } catch (err) {
      toast({
        title: 'Error',
        description: isQuotaError(err)
          ? 'This device is out of storage space, so the new panels were not saved. Free some space and try again.'
          : 'The new panels could not be made. Please try again.',
        variant: 'destructive',
      });
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

import { ArrowDown, ArrowUp, Loader2, PenLine } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { panelNames } from '../../../../core/media-names';
import { slotsFromSides } from '../../../../core/panel-layout';
import { db, type LocalFlipbook } from '../../../../shared/db';
import { useKeptPdf } from '../../data/kept-pdfs';
import { replaceLocalPanels, updateLocalFlipbook } from '../../data/library';
import { useMediaUrl } from '../../data/library-hooks';
import { panelsFromPdf } from '../../pdf/panels-from-pdf';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { useFocusReturn } from '../../ui/use-focus-return';

// The editor and pdf.js load only when 'Annotate PDF' is used.
const PdfEditorDialog = lazy(() => import('../pdf-editor/pdf-editor-dialog'));

const isQuotaError = (err: unknown) =>
  (err as Error)?.name === 'QuotaExceededError' ||
  (err as { inner?: Error })?.inner?.name === 'QuotaExceededError';

function PageThumb({ name, position }: { name: string; position: number }) {
  const url = useMediaUrl(name);
  return url ? (
    <img
      src={url}
      alt={`Page ${position}`}
      className="h-16 w-12 rounded border border-border bg-white object-contain"
    />
  ) : (
    <div className="h-16 w-12 rounded border border-border bg-surface-muted" />
  );
}

/** Edit: the title and the order of the pages (front is the first 3, back the next 3). */
export function EditDialog({
  flipbook,
  onClose,
}: {
  flipbook: LocalFlipbook | null;
  onClose: () => void;
}) {
  const [title, setTitle] = useState('');
  const [order, setOrder] = useState<string[]>([]);
  useEffect(() => {
    if (!flipbook) return;
    setTitle(flipbook.title);
    setOrder(panelNames(flipbook.slots));
  }, [flipbook]);

  const kept = useKeptPdf(flipbook?.id ?? null);
  const [annotating, setAnnotating] = useState<File | null>(null);
  const [editorUsed, setEditorUsed] = useState(false);
  const [remaking, setRemaking] = useState(false);

  /** New panels from the re-annotated PDF, saved with it and synced as an edit (with the title). */
  const annotated = async (pdf: File) => {
    if (!flipbook) return;
    setRemaking(true);
    try {
      const made = await panelsFromPdf(pdf, order.length);
      if (!made.ok) throw new Error(made.error);
      const { front, back, thumbnail } = made.panels;
      await replaceLocalPanels(db, flipbook.id, { front, back, thumbnail, pdf });
      const fresh = await db.flipbooks.get(flipbook.id);
      if (fresh && title.trim() && title.trim() !== fresh.title)
        await updateLocalFlipbook(db, flipbook.id, { title: title.trim(), slots: fresh.slots });
      toast({ title: 'Changes saved', description: 'Title and PDF have been updated.' });
      onClose();
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

  const move = (from: number, to: number) =>
    setOrder((list) => {
      const next = [...list];
      const [page] = next.splice(from, 1);
      if (page !== undefined) next.splice(to, 0, page);
      return next;
    });

  const save = async () => {
    if (!flipbook || !title.trim()) return;
    const original = panelNames(flipbook.slots);
    const reordered = order.some((name, i) => original[i] !== name);
    await updateLocalFlipbook(db, flipbook.id, {
      title: title.trim(),
      slots: slotsFromSides(order.slice(0, 3), order.slice(3, 6)),
    });
    toast({
      title: 'Changes saved',
      description: reordered ? 'Title and PDF have been updated.' : 'Flipbook updated.',
    });
    onClose();
  };

  const returnFocus = useFocusReturn(flipbook !== null);
  return (
    <Dialog.Root open={flipbook !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-border bg-surface p-6 text-fg shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">Edit Flipbook</Dialog.Title>
          <Dialog.Description className="sr-only">
            Change the title and the order of the pages
          </Dialog.Description>
          <label className="mt-4 grid gap-1.5 text-sm font-medium">
            Title
            <input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={200}
              className="h-10 rounded-lg border border-border bg-surface px-3 font-normal"
            />
          </label>
          <h3 className="mt-5 text-sm font-medium">Reorder pages</h3>
          {/* Only the pages scroll on a short screen, so Cancel and Save stay in view. */}
          <ol className="mt-2 grid min-h-0 gap-2 overflow-y-auto">
            {order.map((name, i) => (
              <li
                key={name}
                className="flex items-center gap-3 rounded-lg border border-border p-2"
              >
                <span className="w-5 text-center text-sm font-semibold text-fg-muted">{i + 1}</span>
                <PageThumb name={name} position={i + 1} />
                <span className="flex-1 text-sm text-fg-muted">{i < 3 ? 'Front' : 'Back'}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move page ${i + 1} up`}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={i === order.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move page ${i + 1} down`}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
          {kept ? (
            <Button
              variant="outline"
              className="mt-4 self-start"
              disabled={remaking}
              onClick={() => {
                setEditorUsed(true);
                setAnnotating(new File([kept.pdf], kept.name, { type: 'application/pdf' }));
              }}
            >
              {remaking ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : (
                <PenLine className="size-4" aria-hidden />
              )}
              {remaking ? 'Making new panels…' : 'Annotate PDF'}
            </Button>
          ) : (
            kept === null && (
              <p className="mt-4 text-xs text-fg-muted">
                The PDF can be annotated again only on the device that annotated it: PDFs never
                leave their device.
              </p>
            )
          )}
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={remaking}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button onClick={() => void save()} disabled={!title.trim() || remaking}>
              Save
            </Button>
          </div>
          {editorUsed && (
            // Stays mounted after first use: Radix gives focus back only when a dialog closes itself.
            <Suspense fallback={null}>
              <PdfEditorDialog
                file={annotating}
                onDone={(pdf) => void annotated(pdf)}
                onClose={() => setAnnotating(null)}
              />
            </Suspense>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

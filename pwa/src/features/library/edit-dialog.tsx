import { Dialog } from 'radix-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasUnseen } from '#core/human-text';
import { panelNames } from '#core/media-names';
import { slotsFromSides } from '#core/panel-layout';
import { db, type LocalFlipbook } from '#offline/db';
import { updateLocalFlipbook } from '../../data/library';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { toastNotSaved } from '../../ui/not-saved-toast';
import { SettingSwitch } from '../../ui/setting-switch';
import { toast } from '../../ui/toast';
import { LeadFormSwitch } from '../leads/lead-form-switch';
import { AnnotateAgain } from './annotate-again';
import { useLibraryT } from './library-texts';
import { PageOrderList } from './page-order-list';
import { useReannotation } from './use-reannotation';

// The editor and pdf.js load only when 'Annotate PDF' is used.
const PdfEditorDialog = lazy(() => import('../pdf-editor/pdf-editor-dialog'));

/**
 * Edit: the title, the order of the pages (or new panels from the PDF annotated again), whether
 * the shared link and the embed page ask readers for their e-mail, and whether it reads right to
 * left.
 */
export function EditDialog({
  flipbook,
  onClose,
}: {
  flipbook: LocalFlipbook | null;
  onClose: () => void;
}) {
  const t = useLibraryT();
  const draft = useEditDraft(flipbook);
  const { title, setTitle, order, swap } = draft;
  const again = useReannotation(flipbook, order.length, title, onClose);

  // The server's rule for titles (core/human-text.ts), said before anything is saved.
  const titleProblem = hasUnseen(title.trim()) ? t('library.edit.titleUnseen') : null;
  const save = async () => {
    if (!flipbook || !title.trim() || titleProblem) return;
    const { leadForm, readsRtl } = draft;
    if (await saveEdit(flipbook, { title: title.trim(), order, leadForm, readsRtl }, t)) onClose();
  };

  return (
    <Modal
      open={flipbook !== null}
      onClose={onClose}
      className="flex max-h-[90dvh] max-w-md flex-col sm:max-w-xl"
    >
      <Dialog.Title className="text-lg font-semibold">{t('library.edit.title')}</Dialog.Title>
      <Dialog.Description className="sr-only">{t('library.edit.description')}</Dialog.Description>
      <TitleField title={title} problem={titleProblem} onChange={setTitle} />
      <h3 className="mt-5 text-sm font-medium">{t('library.edit.reorder')}</h3>
      <PageOrderList
        flipbookId={flipbook?.id ?? null}
        layout={flipbook?.layout ?? 'pages'}
        direction={draft.readsRtl ? 'rtl' : 'ltr'}
        order={order}
        onSwap={swap}
      />
      <AnnotateAgain kept={again.kept} remaking={again.remaking} onOpen={again.open} />
      <LeadFormSwitch checked={draft.leadForm} onChange={draft.setLeadForm} />
      <SettingSwitch
        label={t('library.edit.rtl')}
        hint={t('library.edit.rtlHint')}
        checked={draft.readsRtl}
        onChange={draft.setReadsRtl}
      />
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={again.remaking}>
            {t('library.cancel')}
          </Button>
        </Dialog.Close>
        <Button
          onClick={() => void save()}
          disabled={!title.trim() || titleProblem !== null || again.remaking}
        >
          {t('library.edit.save')}
        </Button>
      </div>
      {again.editorUsed && (
        // Stays mounted after first use: Radix gives focus back only when a dialog closes itself.
        <Suspense fallback={null}>
          <PdfEditorDialog
            file={again.annotating}
            onDone={(pdf) => void again.annotated(pdf)}
            onClose={again.close}
          />
        </Suspense>
      )}
    </Modal>
  );
}

/** The edit as the dialog has it, started again from the flipbook each time one is opened. */
function useEditDraft(flipbook: LocalFlipbook | null) {
  const [title, setTitle] = useState('');
  const [order, setOrder] = useState<string[]>([]);
  const [leadForm, setLeadForm] = useState(false);
  const [readsRtl, setReadsRtl] = useState(false);
  useEffect(() => {
    if (!flipbook) return;
    setTitle(flipbook.title);
    setOrder(panelNames(flipbook.slots));
    setLeadForm(flipbook.leadForm ?? false);
    setReadsRtl(flipbook.readsRtl ?? false);
  }, [flipbook]);

  const swap = (a: number, b: number) =>
    setOrder((list) => {
      const next = [...list];
      [next[a], next[b]] = [list[b] as string, list[a] as string];
      return next;
    });
  return { title, setTitle, order, swap, leadForm, setLeadForm, readsRtl, setReadsRtl };
}

/** Saves the edit on this device and says so; false when it could not (and said why). */
async function saveEdit(
  flipbook: LocalFlipbook,
  edit: { title: string; order: string[]; leadForm: boolean; readsRtl: boolean },
  t: ReturnType<typeof useLibraryT>,
): Promise<boolean> {
  const { title, order, leadForm, readsRtl } = edit;
  const original = panelNames(flipbook.slots);
  const reordered = order.some((name, i) => original[i] !== name);
  try {
    await updateLocalFlipbook(db, flipbook.id, {
      title,
      slots: slotsFromSides(order.slice(0, 3), order.slice(3, 6)),
      leadForm,
      readsRtl,
    });
  } catch (err) {
    // Nothing of the edit was saved; the dialog stays open with it, to try again.
    toastNotSaved(err, `the edit of “${flipbook.title}”`, t('library.edit.failed'));
    return false;
  }
  toast({
    title: t('library.edit.saved'),
    description: reordered ? t('library.edit.savedWithPdf') : t('library.edit.savedFlipbook'),
  });
  return true;
}

/** The title, with what keeps it from being saved. */
function TitleField(props: {
  title: string;
  problem: string | null;
  onChange: (title: string) => void;
}) {
  const { title, problem } = props;
  const t = useLibraryT();
  return (
    <>
      <label className="mt-4 grid gap-1.5 text-sm font-medium">
        {t('library.edit.titleField')}
        <input
          value={title}
          onChange={(e) => props.onChange(e.target.value)}
          maxLength={200}
          className="h-10 rounded-lg border border-border bg-surface px-3 font-normal"
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'edit-title-problem' : undefined}
        />
      </label>
      {problem && (
        <p
          id="edit-title-problem"
          role="alert"
          className="mt-1 text-sm text-red-700 dark:text-red-400"
        >
          {problem}
        </p>
      )}
    </>
  );
}

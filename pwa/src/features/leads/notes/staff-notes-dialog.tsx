import { Dialog } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import type { StaffNotesItem } from '#core/schemas/leads';
import {
  LEAD_RATINGS,
  type LeadRating,
  STAFF_NOTE_LIMITS,
  type StaffNotes,
  tagsFromText,
} from '#core/staff-notes';
import { db } from '#offline/db';
import { serverNow } from '../../../data/server-clock';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { FormField, inputClass } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { toast } from '../../../ui/toast';
import { editStaffNotes, type NotedLead } from '../data/staff-notes';
import { useLeadsT } from '../leads-texts';
import { RATING_MESSAGES } from './staff-notes-summary';

/** The fields as typed: the note, a rating or none, and the tags as one line. */
interface Typed {
  staffNote: string;
  rating: LeadRating | null;
  tags: string;
}

const typedOf = (notes: StaffNotesItem): Typed => ({
  staffNote: notes.staffNote ?? '',
  rating: notes.rating,
  tags: notes.tags.join(', '),
});

/** The fields whose typed value differs from the notes shown: only those are edited. */
function changesOf(typed: Typed, shown: StaffNotesItem): Partial<StaffNotes> {
  const note = typed.staffNote.trim() || null;
  const tags = tagsFromText(typed.tags);
  return {
    ...(note !== shown.staffNote ? { staffNote: note } : {}),
    ...(typed.rating !== shown.rating ? { rating: typed.rating } : {}),
    ...(tags.join('\n') !== shown.tags.join('\n') ? { tags } : {}),
  };
}

/**
 * The staff's notes on a lead: a note, a rating and tags, kept on this device at once and sent
 * whenever it is online (each field merged with edits from the account's other devices).
 * `about` says which lead it is: the kiosk names no visitor, for the next one may be looking.
 */
export function StaffNotesDialog(props: {
  lead: NotedLead | null;
  ownerId: string;
  shown: StaffNotesItem;
  about: string;
  onClose: () => void;
}) {
  const { lead, shown } = props;
  const [typed, setTyped] = useState<Typed>(() => typedOf(shown));
  const noteId = useId();
  const t = useLeadsT();
  const ratings: Array<{ value: LeadRating | null; label: string }> = [
    ...LEAD_RATINGS.map((value) => ({ value, label: t(RATING_MESSAGES[value]) })),
    { value: null, label: t('leads.notes.notRated') },
  ];
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts from the notes each time it opens
  useEffect(() => setTyped(typedOf(shown)), [lead?.id]);

  async function save() {
    if (!lead) return;
    const changes = changesOf(typed, shown);
    if (Object.keys(changes).length > 0) {
      const input = { ownerId: props.ownerId, lead, changes, seen: shown.staffStamps };
      await editStaffNotes(db, { ...input, now: serverNow() });
      toast({
        title: t('leads.notes.saved'),
        description: navigator.onLine ? undefined : t('leads.notes.savedOffline'),
      });
    }
    props.onClose();
  }

  return (
    <Modal
      open={lead !== null}
      onClose={props.onClose}
      className="max-h-[90dvh] max-w-lg overflow-y-auto"
    >
      <Dialog.Title className="text-lg font-semibold">{t('leads.notes.title')}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm break-words text-fg-muted">
        {props.about} {t('leads.notes.private')}
      </Dialog.Description>
      <form
        className="mt-5 grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <SegmentedChoice
          legend={t('leads.notes.rating')}
          choices={ratings}
          value={typed.rating}
          onChange={(rating) => setTyped({ ...typed, rating })}
          stretch
        />
        <FormField
          label={t('leads.notes.tags')}
          hint={t('leads.notes.tagsHint')}
          value={typed.tags}
          maxLength={STAFF_NOTE_LIMITS.maxTags * (STAFF_NOTE_LIMITS.tagMaxChars + 2)}
          onChange={(e) => setTyped({ ...typed, tags: e.target.value })}
        />
        <div className="grid gap-1.5">
          <label htmlFor={noteId} className="text-sm font-medium">
            {t('leads.notes.note')}
          </label>
          <textarea
            id={noteId}
            rows={4}
            maxLength={STAFF_NOTE_LIMITS.noteMaxChars}
            value={typed.staffNote}
            aria-describedby={`${noteId}-count`}
            onChange={(e) => setTyped({ ...typed, staffNote: e.target.value })}
            className={cn(inputClass, 'h-auto resize-y py-2')}
          />
          <p id={`${noteId}-count`} className="text-end text-xs text-fg-muted">
            {typed.staffNote.length} / {STAFF_NOTE_LIMITS.noteMaxChars}
          </p>
        </div>
        <div className="flex justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="outline">{t('leads.notes.cancel')}</Button>
          </Dialog.Close>
          <Button type="submit">{t('leads.notes.save')}</Button>
        </div>
      </form>
    </Modal>
  );
}

import type { StaffNotesItem, StaffNotesReply } from '#core/schemas/leads';
import { mergeStaffNotes, STAFF_NOTE_FIELDS, type StaffNoteEdits } from '#core/staff-notes';
import { editRaceLost } from '../../http-errors';
import type { LeadRecord } from '../../store/leads';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { handledLead } from './lead-access';

/** The staff's notes of a lead and when each field was last edited. */
export const toStaffNotesItem = (lead: LeadRecord): StaffNotesItem => ({
  staffNote: lead.staffNote,
  rating: lead.rating,
  tags: lead.tags,
  staffStamps: lead.staffStamps,
});

/** Tries of an edit whose lead another edit wrote in between, before the caller is asked again. */
const EDIT_RACE_ATTEMPTS = 10;

/**
 * The staff's notes on a lead the caller handles (lead-access.ts; docs/product-rules.md, "Staff
 * notes"): each field sent takes the edit's value when its stamp is later than the stored one's
 * (core/staff-notes.ts). Read, merge and write again when another edit of the lead landed in
 * between.
 */
export function staffNotesEditor(store: Store) {
  const { leads } = store;
  return async function editNotes(
    user: UserRecord,
    leadId: string,
    edits: StaffNoteEdits,
  ): Promise<StaffNotesReply> {
    for (let attempt = 0; attempt < EDIT_RACE_ATTEMPTS; attempt++) {
      const lead = await handledLead(store, user, leadId);
      const held = { staffNote: lead.staffNote, rating: lead.rating, tags: lead.tags };
      const { notes, stamps, kept } = mergeStaffNotes(
        { notes: held, stamps: lead.staffStamps },
        edits,
      );
      const changed = STAFF_NOTE_FIELDS.some((f) => stamps[f] !== lead.staffStamps[f]);
      if (changed && !(await leads.updateStaffNotes(lead.id, notes, stamps, lead.staffStamps)))
        continue;
      return { id: lead.id, ...toStaffNotesItem({ ...lead, ...notes, staffStamps: stamps }), kept };
    }
    throw editRaceLost('lead');
  };
}

import { nextStamp } from '#core/edit-stamps';
import { libraryOf } from '#core/library-key';
import type { StaffNotesItem } from '#core/schemas/leads';
import {
  mergeStaffNotes,
  NO_STAFF_NOTES,
  STAFF_NOTE_FIELDS,
  type StaffNoteEdits,
  type StaffNoteStamps,
  type StaffNotes,
} from '#core/staff-notes';
import type { FlipfoldDb, LocalStaffNotes } from '#offline/db';
import { pendingEntry } from '#offline/sync/entries';
import { randomNode } from '#offline/sync/fields';

/** The lead a note is about, as the device names it. */
export interface NotedLead {
  id: string;
  flipbookId: string;
  email: string;
  flipbookTitle: string;
}

/**
 * The staff's edit of a lead's notes: kept on this device with its stamp (after every stamp seen
 * for the lead, at `now` on the server's clock) and queued in the same transaction, so it reaches
 * the server whenever the network allows. Edits waiting for the same lead ride in one entry until
 * it is sent; after that, a later edit gets an entry of its own.
 */
export async function editStaffNotes(
  db: FlipfoldDb,
  input: {
    ownerId: string;
    lead: NotedLead;
    changes: Partial<StaffNotes>;
    /** The stamps of the notes as the page shows them (the server's, or none for a new lead). */
    seen: StaffNoteStamps;
    now: number;
  },
): Promise<void> {
  const { lead, changes } = input;
  // The person's, as their leads are, whichever library the kiosk presents.
  const { userId: ownerId } = libraryOf(input.ownerId);
  await db.transaction('rw', db.staffNotes, db.outbox, async () => {
    const local = await db.staffNotes.get(lead.id);
    const held = Object.values(local?.edits ?? {}).map((edit) => edit.stamp);
    const stamp = nextStamp([...Object.values(input.seen), ...held], input.now, randomNode());
    const edits: StaffNoteEdits = { ...local?.edits };
    for (const field of STAFF_NOTE_FIELDS)
      if (changes[field] !== undefined)
        Object.assign(edits, { [field]: { value: changes[field], stamp } });
    const record: LocalStaffNotes = {
      leadId: lead.id,
      ownerId,
      flipbookId: lead.flipbookId,
      email: lead.email,
      flipbookTitle: lead.flipbookTitle,
      edits,
    };
    await db.staffNotes.put(record);
    const unsent = await db.outbox
      .where('flipbookId')
      .equals(lead.flipbookId)
      .filter((e) => e.kind === 'staff-notes' && e.leadId === lead.id && e.sentAt === undefined)
      .count();
    if (unsent > 0) return;
    await db.outbox.add({
      ...pendingEntry(ownerId, lead.flipbookId, 'staff-notes'),
      leadId: lead.id,
    });
  });
}

/** A lead's notes as this device shows them: the server's, with the edits made here merged in. */
export function notesShown(
  server: StaffNotesItem | null,
  local: LocalStaffNotes | undefined,
): StaffNotesItem {
  const current = {
    notes: server ?? NO_STAFF_NOTES,
    stamps: server?.staffStamps ?? {},
  };
  const merged = local ? mergeStaffNotes(current, local.edits) : current;
  return { ...merged.notes, staffStamps: merged.stamps };
}

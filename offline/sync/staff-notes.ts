import type { StaffNotesReply } from '#core/schemas/leads';
import { STAFF_NOTE_FIELDS, type StaffNoteEdits } from '#core/staff-notes';
import type { FlipfoldDb, OutboxEntry } from '../db';
import type { SyncRequest } from './transport';

/**
 * A lead's staff notes edited on this device (core/staff-notes.ts): the edits go as they are, each
 * field with its stamp, and stay here until the server holds them or a later edit of the field.
 */

/** The call that sends the edits waiting for a lead, or null when none wait. */
export async function staffNotesRequest(
  db: FlipfoldDb,
  entry: OutboxEntry,
  token: string,
): Promise<SyncRequest | null> {
  const local = entry.leadId ? await db.staffNotes.get(entry.leadId) : undefined;
  if (!local || Object.keys(local.edits).length === 0) return null;
  return { method: 'PUT', path: `/api/leads/${local.leadId}/notes`, body: local.edits, token };
}

const isNotesReply = (body: unknown): body is Pick<StaffNotesReply, 'staffStamps'> =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { staffStamps?: unknown }).staffStamps === 'object';

/**
 * The server's notes after a send: an edit here the server now holds (or holds a later edit of)
 * is done; one made after the send still waits, in an entry of its own.
 */
export async function settleStaffNotes(db: FlipfoldDb, leadId: string, body: unknown) {
  const local = await db.staffNotes.get(leadId);
  if (!local || !isNotesReply(body)) return;
  const waiting: StaffNoteEdits = {};
  for (const field of STAFF_NOTE_FIELDS) {
    const edit = local.edits[field];
    const held = body.staffStamps[field];
    if (edit && (held === undefined || held < edit.stamp))
      Object.assign(waiting, { [field]: edit });
  }
  if (Object.keys(waiting).length === 0) await db.staffNotes.delete(leadId);
  else await db.staffNotes.update(leadId, { edits: waiting });
}

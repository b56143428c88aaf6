import type Database from 'better-sqlite3';
import { DEFAULT_LOCALE, isLocale } from '#core/i18n/locales';
import type { LeadSource } from '#core/leads';
import { type LeadRating, STAFF_NOTE_FIELDS, type StaffNoteStamps } from '#core/staff-notes';
import { MissingOwnerError } from '../flipbooks';
import type { LeadForgetter, LeadRecord, LeadStore } from '../leads';

interface LeadRow {
  id: string;
  owner_id: string;
  flipbook_id: string;
  email: string;
  name: string | null;
  company: string | null;
  note: string | null;
  source: LeadSource;
  event: string | null;
  device: string | null;
  consent: string | null;
  locale: string;
  captured_at: string;
  created_at: string;
  captured_by: string | null;
  sent_after_removal: number;
  deleted_at: string | null;
  forgotten_by: LeadForgetter | null;
  staff_note: string | null;
  rating: LeadRating | null;
  tags: string;
  staff_stamps: string;
}

/**
 * The stamps as stored: JSON in the fields' own order (a field never edited left out), so that
 * equal stamps are equal text.
 */
const stampsJson = (stamps: StaffNoteStamps): string =>
  JSON.stringify(Object.fromEntries(STAFF_NOTE_FIELDS.map((f) => [f, stamps[f]])));

const toRecord = (row: LeadRow): LeadRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  flipbookId: row.flipbook_id,
  email: row.email,
  name: row.name,
  company: row.company,
  note: row.note,
  source: row.source,
  event: row.event,
  device: row.device,
  consent: row.consent,
  locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
  capturedAt: row.captured_at,
  createdAt: row.created_at,
  capturedBy: row.captured_by,
  sentAfterRemoval: row.sent_after_removal === 1,
  deletedAt: row.deleted_at,
  forgottenBy: row.forgotten_by,
  staffNote: row.staff_note,
  rating: row.rating,
  tags: JSON.parse(row.tags) as string[],
  staffStamps: JSON.parse(row.staff_stamps) as StaffNoteStamps,
});

const lower = (id: string) => id.toLowerCase();

/** A new lead as the insert's parameters. */
const insertParams = (record: LeadRecord) => ({
  id: lower(record.id),
  ownerId: record.ownerId,
  flipbookId: lower(record.flipbookId),
  email: record.email,
  name: record.name,
  company: record.company,
  note: record.note,
  source: record.source,
  event: record.event,
  device: record.device,
  consent: record.consent,
  locale: record.locale,
  capturedAt: record.capturedAt,
  createdAt: record.createdAt,
  capturedBy: record.capturedBy,
  sentAfterRemoval: record.sentAfterRemoval ? 1 : 0,
  staffNote: record.staffNote,
  rating: record.rating,
  tags: JSON.stringify(record.tags),
  staffStamps: stampsJson(record.staffStamps),
});

function leadReads(
  db: Database.Database,
): Pick<
  LeadStore,
  | 'get'
  | 'findByEmail'
  | 'listByOwner'
  | 'listByTeam'
  | 'countByFlipbook'
  | 'listForgottenByOwner'
  | 'listForgottenByTeam'
> {
  const get = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?');
  const byOwner = db.prepare<[string], LeadRow>(
    'SELECT * FROM leads WHERE owner_id = ? AND deleted_at IS NULL ORDER BY captured_at DESC, id',
  );
  // A team's leads are those of its library's flipbooks, deleted ones included.
  const byTeam = db.prepare<[string], LeadRow>(
    `SELECT leads.* FROM flipbooks JOIN leads ON leads.flipbook_id = flipbooks.id
     WHERE flipbooks.team_id = ? AND leads.deleted_at IS NULL ORDER BY leads.captured_at DESC, leads.id`,
  );
  const forgottenByTeam = db.prepare<[string], LeadRow>(
    `SELECT leads.* FROM flipbooks JOIN leads ON leads.flipbook_id = flipbooks.id
     WHERE flipbooks.team_id = ? AND leads.forgotten_by = 'visitor'
     ORDER BY leads.deleted_at DESC, leads.id`,
  );
  const count = db.prepare<[string], { count: number }>(
    'SELECT COUNT(*) AS count FROM leads WHERE flipbook_id = ? AND deleted_at IS NULL',
  );
  const countAt = db.prepare<[string, string], { count: number }>(
    'SELECT COUNT(*) AS count FROM leads WHERE flipbook_id = ? AND event = ? AND deleted_at IS NULL',
  );
  const forgottenByOwner = db.prepare<[string], LeadRow>(
    `SELECT * FROM leads WHERE owner_id = ? AND forgotten_by = 'visitor'
     ORDER BY deleted_at DESC, id`,
  );
  const byEmail = db.prepare<[string, string], LeadRow>(
    `SELECT * FROM leads WHERE flipbook_id = ? AND lower(email) = lower(?) AND deleted_at IS NULL
     ORDER BY captured_at DESC, id LIMIT 1`,
  );
  return {
    get: async (id) => {
      const row = get.get(lower(id));
      return row ? toRecord(row) : null;
    },
    findByEmail: async (flipbookId, email) => {
      const row = byEmail.get(lower(flipbookId), email);
      return row ? toRecord(row) : null;
    },
    listByOwner: async (ownerId) => byOwner.all(ownerId).map(toRecord),
    listByTeam: async (teamId) => byTeam.all(teamId).map(toRecord),
    countByFlipbook: async (flipbookId, event) =>
      (event === undefined ? count.get(lower(flipbookId)) : countAt.get(lower(flipbookId), event))
        ?.count ?? 0,
    listForgottenByOwner: async (ownerId) => forgottenByOwner.all(ownerId).map(toRecord),
    listForgottenByTeam: async (teamId) => forgottenByTeam.all(teamId).map(toRecord),
  };
}

function leadWrites(
  db: Database.Database,
): Pick<LeadStore, 'create' | 'update' | 'updateStaffNotes' | 'forget' | 'purgeOwner' | 'passOn'> {
  const insert = db.prepare(
    `INSERT INTO leads (id, owner_id, flipbook_id, email, name, company, note, source, event, device, consent, locale, captured_at, created_at, captured_by, sent_after_removal, deleted_at, staff_note, rating, tags, staff_stamps)
     VALUES (@id, @ownerId, @flipbookId, @email, @name, @company, @note, @source, @event, @device, @consent, @locale, @capturedAt, @createdAt, @capturedBy, @sentAfterRemoval, NULL, @staffNote, @rating, @tags, @staffStamps)
     ON CONFLICT (id) DO NOTHING`,
  );
  const forget = db.prepare<[string, LeadForgetter, string]>(
    `UPDATE leads SET email = '', name = NULL, company = NULL, note = NULL, deleted_at = ?, forgotten_by = ?,
       staff_note = NULL, rating = NULL, tags = '[]', staff_stamps = '{}'
     WHERE id = ? AND deleted_at IS NULL`,
  );
  const purge = db.prepare<[string]>('DELETE FROM leads WHERE owner_id = ?');
  const ofFlipbooks = 'flipbook_id IN (SELECT value FROM json_each(@ids))';
  const pass = db.prepare<{ ids: string; from: string; to: string }>(
    `UPDATE leads SET owner_id = @to WHERE owner_id = @from AND ${ofFlipbooks}`,
  );
  const passed = db.prepare<{ ids: string; to: string }, { id: string }>(
    `SELECT id FROM leads WHERE owner_id = @to AND ${ofFlipbooks}`,
  );
  const update = db.prepare(
    `UPDATE leads SET name = @name, company = @company, note = @note, event = @event,
       device = @device, consent = @consent, locale = @locale, captured_at = @capturedAt,
       captured_by = @capturedBy, sent_after_removal = @sentAfterRemoval
     WHERE id = @id AND deleted_at IS NULL`,
  );
  const updateNotes = db.prepare(
    `UPDATE leads SET staff_note = @staffNote, rating = @rating, tags = @tags, staff_stamps = @stamps
     WHERE id = @id AND deleted_at IS NULL AND staff_stamps = @expected`,
  );
  return {
    create: async (record) => {
      try {
        return insert.run(insertParams(record)).changes === 1;
      } catch (err) {
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
          throw new MissingOwnerError();
        throw err;
      }
    },
    update: async (id, changes) =>
      update.run({
        ...changes,
        sentAfterRemoval: changes.sentAfterRemoval ? 1 : 0,
        id: lower(id),
      }).changes === 1,
    updateStaffNotes: async (id, notes, stamps, expected) =>
      updateNotes.run({
        id: lower(id),
        staffNote: notes.staffNote,
        rating: notes.rating,
        tags: JSON.stringify(notes.tags),
        stamps: stampsJson(stamps),
        expected: stampsJson(expected),
      }).changes === 1,
    forget: async (id, deletedAt, by) => forget.run(deletedAt, by, lower(id)).changes === 1,
    purgeOwner: async (ownerId) => {
      purge.run(ownerId);
    },
    passOn: async (flipbookIds, from, to) => {
      const ids = JSON.stringify(flipbookIds.map(lower));
      pass.run({ ids, from, to });
      return passed.all({ ids, to }).map((row) => row.id);
    },
  };
}

export function sqliteLeadStore(db: Database.Database): LeadStore {
  return { ...leadReads(db), ...leadWrites(db) };
}

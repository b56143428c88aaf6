import type Database from 'better-sqlite3';
import { MissingOwnerError } from '../flipbooks';
import type { MailOutboxEntry, MailOutboxStore, MailOutcome } from '../mail-outbox';

interface EntryRow {
  key: string;
  lead_id: string;
  owner_id: string;
  created_at: number;
  not_before: number;
  lease_until: number | null;
  attempts: number;
  sent_at: number | null;
}

const toEntry = (row: EntryRow): MailOutboxEntry => ({
  key: row.key,
  leadId: row.lead_id,
  ownerId: row.owner_id,
  createdAt: row.created_at,
  notBefore: row.not_before,
  leaseUntil: row.lease_until,
  attempts: row.attempts,
  sentAt: row.sent_at,
});

export function sqliteMailOutboxStore(db: Database.Database): MailOutboxStore {
  const insert = db.prepare(
    `INSERT INTO mail_outbox (key, lead_id, owner_id, created_at, not_before)
     VALUES (@key, @leadId, @ownerId, @createdAt, @notBefore)
     ON CONFLICT (key) DO NOTHING`,
  );
  // One statement: SQLite runs one writer at a time, so two claims never take the same entry.
  const claim = db.prepare<[{ now: number; leaseUntil: number; skip: string }], EntryRow>(
    `UPDATE mail_outbox SET lease_until = @leaseUntil, attempts = attempts + 1
     WHERE key = (
       SELECT key FROM mail_outbox
       WHERE sent_at IS NULL AND not_before <= @now
         AND (lease_until IS NULL OR lease_until <= @now)
         AND key NOT IN (SELECT value FROM json_each(@skip))
       ORDER BY created_at, key LIMIT 1)
     RETURNING *`,
  );
  const sent = db.prepare<[number, MailOutcome, string]>(
    'UPDATE mail_outbox SET sent_at = ?, outcome = ?, held = 0, lease_until = NULL WHERE key = ?',
  );
  const release = db.prepare<[number, number, string]>(
    `UPDATE mail_outbox SET not_before = ?, held = ?, lease_until = NULL
     WHERE key = ? AND sent_at IS NULL`,
  );
  const limited = db.prepare<[string], { lead_id: string }>(
    `SELECT DISTINCT lead_id FROM mail_outbox o
     WHERE owner_id = ? AND (outcome = 'daily-limit' OR (sent_at IS NULL AND held = 1))
       AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.lead_id = o.lead_id AND m.outcome = 'mailed')`,
  );
  const purge = db.prepare<[string]>('DELETE FROM mail_outbox WHERE owner_id = ?');
  const pass = db.prepare<{ ids: string; from: string; to: string }>(
    `UPDATE mail_outbox SET owner_id = @to
     WHERE owner_id = @from AND lead_id IN (SELECT value FROM json_each(@ids))`,
  );
  return {
    enqueue: async (entry) => {
      try {
        return insert.run(entry).changes === 1;
      } catch (err) {
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
          throw new MissingOwnerError();
        throw err;
      }
    },
    claimNext: async (now, leaseUntil, skip) => {
      const row = claim.get({ now, leaseUntil, skip: JSON.stringify(skip) });
      return row ? toEntry(row) : null;
    },
    markSent: async (key, sentAt, outcome) => {
      sent.run(sentAt, outcome, key);
    },
    release: async (key, notBefore, held) => {
      release.run(notBefore, held ? 1 : 0, key);
    },
    limitedLeads: async (ownerId) => limited.all(ownerId).map((row) => row.lead_id),
    purgeOwner: async (ownerId) => {
      purge.run(ownerId);
    },
    passOn: async (leadIds, from, to) => {
      pass.run({ ids: JSON.stringify(leadIds), from, to });
    },
  };
}

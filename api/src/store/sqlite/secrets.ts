import type Database from 'better-sqlite3';
import type { SecretKind, SecretRecord, SecretStore } from '../secrets';

interface SecretRow {
  user_id: string;
  kind: SecretKind;
  hash: string;
  expires_at: number;
  attempts: number;
}

const toSecret = (row: SecretRow): SecretRecord => ({
  userId: row.user_id,
  kind: row.kind,
  hash: row.hash,
  expiresAt: row.expires_at,
  attempts: row.attempts,
});

export function sqliteSecretStore(db: Database.Database): SecretStore {
  const upsert = db.prepare(
    `INSERT INTO secrets (user_id, kind, hash, expires_at, attempts) VALUES (@userId, @kind, @hash, @expiresAt, @attempts)
     ON CONFLICT (user_id, kind) DO UPDATE SET hash = excluded.hash, expires_at = excluded.expires_at, attempts = excluded.attempts`,
  );
  const get = db.prepare<[string, string], SecretRow>(
    'SELECT * FROM secrets WHERE user_id = ? AND kind = ?',
  );
  const consume = db.prepare<[string, string, number], SecretRow>(
    'DELETE FROM secrets WHERE kind = ? AND hash = ? AND expires_at > ? RETURNING *',
  );
  const attempt = db.prepare<[string, string], { attempts: number }>(
    'UPDATE secrets SET attempts = attempts + 1 WHERE user_id = ? AND kind = ? RETURNING attempts',
  );
  const remove = db.prepare<[string, string]>('DELETE FROM secrets WHERE user_id = ? AND kind = ?');
  return {
    put: async (secret) => {
      upsert.run(secret);
    },
    get: async (userId, kind) => {
      const row = get.get(userId, kind);
      return row ? toSecret(row) : null;
    },
    consume: async (kind, hash, now) => {
      const row = consume.get(kind, hash, now);
      return row ? toSecret(row) : null;
    },
    addAttempt: async (userId, kind) => attempt.get(userId, kind)?.attempts ?? 0,
    delete: async (userId, kind) => {
      remove.run(userId, kind);
    },
  };
}

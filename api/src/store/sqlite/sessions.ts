import type Database from 'better-sqlite3';
import type { SessionStore } from '../sessions';

export function sqliteSessionStore(db: Database.Database): SessionStore {
  const insert = db.prepare<[string, number]>(
    'INSERT INTO revoked_sessions (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING',
  );
  // Once a token has expired it is refused anyway, so its revocation can go.
  const forget = db.prepare<[number]>('DELETE FROM revoked_sessions WHERE expires_at <= ?');
  const find = db.prepare<[string, number], { id: string }>(
    'SELECT id FROM revoked_sessions WHERE id = ? AND expires_at > ?',
  );
  return {
    revoke: async (id, expiresAt) => {
      db.transaction(() => {
        forget.run(Date.now());
        insert.run(id, expiresAt);
      })();
    },
    isRevoked: async (id, now) => find.get(id, now) !== undefined,
  };
}

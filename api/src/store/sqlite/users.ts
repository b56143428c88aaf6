import type Database from 'better-sqlite3';
import { DuplicateUserError, type UserPatch, type UserRecord, type UserStore } from '../users';

interface UserRow {
  id: string;
  username: string;
  email: string;
  name: string;
  account_type: UserRecord['accountType'];
  password_hash: string;
  is_verified: number;
  is_admin: number;
  token_version: number;
  locale: UserRecord['locale'];
  created_at: string;
}

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  username: row.username,
  email: row.email,
  name: row.name,
  accountType: row.account_type,
  passwordHash: row.password_hash,
  isVerified: row.is_verified === 1,
  isAdmin: row.is_admin === 1,
  tokenVersion: row.token_version,
  locale: row.locale,
  createdAt: row.created_at,
});

const COLUMNS: Record<keyof UserPatch, string> = {
  passwordHash: 'password_hash',
  isVerified: 'is_verified',
  isAdmin: 'is_admin',
  tokenVersion: 'token_version',
  name: 'name',
  locale: 'locale',
};

/** Users' display names by id: the ids go as one JSON array, one statement for any number. */
function userNames(db: Database.Database): Pick<UserStore, 'namesOf'> {
  const names = db.prepare<[string], { id: string; name: string }>(
    'SELECT id, name FROM users WHERE id IN (SELECT value FROM json_each(?))',
  );
  return {
    namesOf: async (ids) =>
      new Map(
        ids.length === 0 ? [] : names.all(JSON.stringify(ids)).map((row) => [row.id, row.name]),
      ),
  };
}

export function sqliteUserStore(db: Database.Database): UserStore {
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const byUsername = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const insert = db.prepare(
    `INSERT INTO users (id, username, email, name, account_type, password_hash, is_verified, is_admin, token_version, locale, created_at)
     VALUES (@id, @username, @email, @name, @accountType, @passwordHash, @isVerified, @isAdmin, @tokenVersion, @locale, @createdAt)`,
  );
  const bump = db.prepare<[string], { token_version: number }>(
    'UPDATE users SET token_version = token_version + 1 WHERE id = ? RETURNING token_version',
  );
  const remove = db.prepare<[string]>('DELETE FROM users WHERE id = ?');

  return {
    ...userNames(db),
    async create(user) {
      try {
        insert.run({ ...user, isVerified: user.isVerified ? 1 : 0, isAdmin: user.isAdmin ? 1 : 0 });
      } catch (err) {
        const message = (err as Error).message;
        if (message.includes('users.email')) throw new DuplicateUserError('email');
        if (message.includes('users.username')) throw new DuplicateUserError('username');
        throw err;
      }
    },
    findById: async (id) => {
      const row = byId.get(id);
      return row ? toUser(row) : null;
    },
    findByEmail: async (email) => {
      const row = byEmail.get(email.toLowerCase());
      return row ? toUser(row) : null;
    },
    findByUsername: async (username) => {
      const row = byUsername.get(username.toLowerCase());
      return row ? toUser(row) : null;
    },
    takenUsernames: async (candidates) => {
      if (candidates.length === 0) return new Set();
      const rows = db
        .prepare<string[], { username: string }>(
          `SELECT username FROM users WHERE username IN (${candidates.map(() => '?').join(',')})`,
        )
        .all(...candidates);
      return new Set(rows.map((r) => r.username));
    },
    async update(id, patch) {
      const entries = Object.entries(patch).filter(([, v]) => v !== undefined) as Array<
        [keyof UserPatch, unknown]
      >;
      if (entries.length === 0) return (await this.findById(id)) !== null;
      const sets = entries.map(([key]) => `${COLUMNS[key]} = @${key}`).join(', ');
      const values = Object.fromEntries(
        entries.map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 1 : 0) : v]),
      );
      return (
        db.prepare(`UPDATE users SET ${sets} WHERE id = @id`).run({ ...values, id }).changes === 1
      );
    },
    bumpTokenVersion: async (id) => bump.get(id)?.token_version ?? null,
    delete: async (id) => remove.run(id).changes === 1,
  };
}

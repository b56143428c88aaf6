import type { Migration } from './migrations';

/** Every migration of the SQLite store, in order. Features append theirs. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'store metadata',
    up: (db) => {
      db.exec(`CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT`);
    },
  },
];

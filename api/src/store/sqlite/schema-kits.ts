import type { Migration } from './migrations';

/** The accounts' event kits (store/kits.ts); they go with their account. */
export const KITS_MIGRATION: Migration = {
  version: 19,
  name: 'event kits',
  up: (db) => {
    // `flipbooks` and `versions` are JSON (versions with their fields always in one order, since
    // an update compares the column with what it read); `deleted_at` marks a tombstone.
    db.exec(`
      CREATE TABLE kits (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        flipbooks TEXT NOT NULL,
        idle_seconds INTEGER NOT NULL,
        versions TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        deleted_at TEXT
      ) STRICT;
      CREATE INDEX kits_by_owner ON kits (owner_id, deleted_at, created_at);`);
  },
};

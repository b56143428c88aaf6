import type { Migration } from './migrations';

/**
 * Who changed each field of a flipbook (docs/teams.md, "Who changed it"): a JSON object of user
 * ids by field, null on every flipbook stored before (nothing was recorded of them).
 */
export const CHANGED_BY_MIGRATION: Migration = {
  version: 22,
  name: 'who changed each field',
  up: (db) => {
    db.exec('ALTER TABLE flipbooks ADD COLUMN changed_by TEXT;');
  },
};

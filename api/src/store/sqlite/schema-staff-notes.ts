import type { Migration } from './migrations';

/** The sales team's notes on a lead (store/leads.ts): leads stored before have none. */
export const STAFF_NOTES_MIGRATION: Migration = {
  version: 18,
  name: 'staff notes on leads',
  up: (db) => {
    // Tags and the fields' edit stamps as JSON; the stamps' text is compared whole by the
    // compare-and-set of an edit, so it is always written in one key order.
    db.exec(`
      ALTER TABLE leads ADD COLUMN staff_note TEXT;
      ALTER TABLE leads ADD COLUMN rating TEXT;
      ALTER TABLE leads ADD COLUMN tags TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE leads ADD COLUMN staff_stamps TEXT NOT NULL DEFAULT '{}';`);
  },
};

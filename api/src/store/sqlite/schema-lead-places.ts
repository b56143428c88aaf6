import type { Migration } from './migrations';

/** Where a lead was left, the consent's words, and who had it forgotten (store/leads.ts). */
export const LEAD_PLACES_MIGRATION: Migration = {
  version: 16,
  name: 'where a lead was left, and who forgot it',
  up: (db) => {
    // A kiosk's event (its kit's name) and device, the consent box's words, and who had a
    // forgotten lead forgotten ('visitor' or 'owner'; NULL for those forgotten before).
    db.exec(`
      ALTER TABLE leads ADD COLUMN event TEXT;
      ALTER TABLE leads ADD COLUMN device TEXT;
      ALTER TABLE leads ADD COLUMN consent TEXT;
      ALTER TABLE leads ADD COLUMN forgotten_by TEXT;
      CREATE INDEX leads_forgotten_by_owner ON leads (owner_id, deleted_at) WHERE forgotten_by = 'visitor';`);
  },
};

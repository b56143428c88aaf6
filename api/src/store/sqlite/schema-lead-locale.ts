import type { Migration } from './migrations';

/**
 * The language a visitor read the lead form in (store/leads.ts): its consent's words and its mail
 * are in it. Leads stored before were all taken and mailed in English.
 */
export const LEAD_LOCALE_MIGRATION: Migration = {
  version: 26,
  name: 'the language a lead was left in',
  up: (db) => {
    db.exec("ALTER TABLE leads ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';");
  },
};

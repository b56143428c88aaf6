import type { Migration } from './migrations';

/**
 * The language of a person's app and of the mails Flipfold sends them (Profile). Accounts made
 * before have none: their app follows the browser, their mails are English.
 */
export const ACCOUNT_LOCALE_MIGRATION: Migration = {
  version: 28,
  name: "an account's language",
  up: (db) => {
    db.exec('ALTER TABLE users ADD COLUMN locale TEXT;');
  },
};

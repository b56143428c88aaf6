import { KIT_FIELDS, type KitVersions, storedKitLanguage } from '#core/event-kit-fields';
import { versionsJson } from './kits';
import type { Migration } from './migrations';

/**
 * A kit's language, the one its kiosk starts in (docs/languages.md): the kits stored before are
 * English, and their versions gain the language's, as old as the kit (core/event-kit-fields.ts),
 * written in the column's one order of fields, which an update compares with what it read.
 */
export const KIT_LANGUAGE_MIGRATION: Migration = {
  version: 27,
  name: 'kit language',
  up: (db) => {
    db.exec(`ALTER TABLE kits ADD COLUMN language TEXT NOT NULL DEFAULT 'en'`);
    const rows = db
      .prepare<[], { id: string; versions: string; created_at: string }>(
        'SELECT id, versions, created_at FROM kits',
      )
      .all();
    const write = db.prepare<[string, string]>('UPDATE kits SET versions = ? WHERE id = ?');
    for (const row of rows) {
      const stored = JSON.parse(row.versions) as Partial<KitVersions>;
      // A row without versions (written before they existed) gets them all with its first edit.
      if (KIT_FIELDS.some((field) => field !== 'language' && !stored[field])) continue;
      const { versions } = storedKitLanguage({
        versions: stored as KitVersions,
        createdAt: row.created_at,
      });
      write.run(versionsJson(versions), row.id);
    }
  },
};

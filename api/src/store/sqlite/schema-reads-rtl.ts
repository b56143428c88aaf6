import { type FieldVersions, FLIPBOOK_FIELDS, withAllVersions } from '#core/flipbook-fields';
import { versionsJson } from './flipbook-rows';
import type { Migration } from './migrations';

/**
 * 'Reads right to left', a fifth field of a flipbook (core/flipbook-fields.ts): false on every
 * flipbook stored before, its version the one of a field never edited, written into each row's
 * versions so that an edit's compare-and-set (the versions' whole text) matches what is read.
 */
export const READS_RTL_MIGRATION: Migration = {
  version: 25,
  name: 'flipbooks that read right to left',
  up: (db) => {
    db.exec('ALTER TABLE flipbooks ADD COLUMN reads_rtl INTEGER NOT NULL DEFAULT 0');
    const rows = db.prepare('SELECT id, versions FROM flipbooks').all() as Array<{
      id: string;
      versions: string;
    }>;
    const write = db.prepare('UPDATE flipbooks SET versions = ? WHERE id = ?');
    for (const row of rows) {
      const versions = JSON.parse(row.versions) as Partial<FieldVersions>;
      // A row without versions (stored before they existed) gets them all with its first edit.
      if (FLIPBOOK_FIELDS.some((field) => field !== 'readsRtl' && !versions[field])) continue;
      write.run(versionsJson(withAllVersions(versions as FieldVersions)), row.id);
    }
  },
};

import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sqliteBeforeMigration } from '#api-test/sqlite-before';
import { nextStamp, stampAt } from '#core/edit-stamps';
import { createSqliteStore } from './open';

const databaseBefore = sqliteBeforeMigration();
const CREATED = '2026-03-02T09:00:00.000Z';

/** A database as the app left it just before migration 27, with one kit of one account. */
function databaseWithOldKit() {
  const { dir, db } = databaseBefore(27);
  const userId = crypto.randomUUID();
  db.prepare(
    `INSERT INTO users (id, username, email, name, account_type, password_hash, created_at)
     VALUES (?, 'ada', 'ada@example.com', 'Ada', 'individual', 'h', ?)`,
  ).run(userId, CREATED);
  const kitId = crypto.randomUUID();
  const version = { stamp: nextStamp([], Date.parse(CREATED), 'tab'), base: null };
  const versions = { name: version, flipbooks: version, idleSeconds: version };
  db.prepare(
    `INSERT INTO kits (id, owner_id, name, flipbooks, idle_seconds, versions, created_at, updated_at)
     VALUES (?, ?, 'Spring Fair', '[]', 30, ?, ?, ?)`,
  ).run(kitId, userId, JSON.stringify(versions), CREATED, CREATED);
  db.close();
  return { dir, kitId };
}

describe('migration 27: a kit’s language', () => {
  it('makes the kits stored before English, their language as old as the kit, and lets an edit change it', async () => {
    const { dir, kitId } = databaseWithOldKit();
    const store = createSqliteStore(dir);
    try {
      const kit = await store.kits.get(kitId);
      expect(kit).toMatchObject({
        language: 'en',
        versions: { language: { stamp: stampAt(CREATED), base: null } },
      });
      if (!kit) return;
      const stamp = nextStamp([kit.versions.language.stamp], Date.now(), 'laptop');
      const versions = { ...kit.versions, language: { stamp, base: kit.versions.language.stamp } };
      const patch = { ...kit, language: 'de' as const, versions };
      expect(await store.kits.update(kitId, patch, kit.versions)).toBe(true);
      expect(await store.kits.get(kitId)).toMatchObject({ language: 'de', versions });
    } finally {
      await store.close();
    }
  });
});

import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { newTestDatabase } from '#api-test/mongo/test-database';
import { testUserRecord } from '#api-test/users';
import { nextStamp, stampAt } from '#core/edit-stamps';
import { createMongoStore } from './open';

const CREATED = '2026-03-02T09:00:00.000Z';

describe('the MongoDB store reading a kit stored before kits had a language', () => {
  it('reads it as English, its language as old as the kit, and lets an edit change it once', async () => {
    const owner = testUserRecord();
    const version = { stamp: nextStamp([], Date.parse(CREATED), 'tab'), base: null };
    const old = {
      _id: crypto.randomUUID(),
      ownerId: owner.id,
      teamId: null,
      name: 'Spring Fair',
      flipbooks: [],
      idleSeconds: 30,
      versions: { name: version, flipbooks: version, idleSeconds: version },
      createdAt: CREATED,
      updatedAt: CREATED,
      deletedAt: null,
    };
    const database = newTestDatabase('flipfold_before_kit_language');
    const connection = await mongoose.createConnection(database.uri).asPromise();
    await connection.collection<{ _id: string }>('kits').insertOne(old);
    await connection.close();
    const store = await createMongoStore(database.uri);
    try {
      await store.users.create(owner);
      const kit = await store.kits.get(old._id);
      expect(kit).toMatchObject({
        language: 'en',
        versions: { language: { stamp: stampAt(CREATED), base: null } },
      });
      if (!kit) return;
      expect(await store.kits.listByOwner(owner.id)).toEqual([kit]);
      const stamp = nextStamp([kit.versions.language.stamp], Date.now(), 'laptop');
      const versions = { ...kit.versions, language: { stamp, base: kit.versions.language.stamp } };
      const patch = { ...kit, language: 'he' as const, versions };
      expect(await store.kits.update(old._id, patch, kit.versions)).toBe(true);
      expect(await store.kits.get(old._id)).toMatchObject({ language: 'he', versions });
      // The edit read the kit without a language's version: now that it has one, it is stale.
      const again = { ...patch, language: 'ar' as const };
      expect(await store.kits.update(old._id, again, kit.versions)).toBe(false);
      expect((await store.kits.get(old._id))?.language).toBe('he');
    } finally {
      await store.close();
      await database.drop();
    }
  });
});

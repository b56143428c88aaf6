import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { KitRecord } from '#api/store/kits';
import type { Store } from '#api/store/port';
import { nextStamp } from '#core/edit-stamps';
import { createdKitVersions, type KitVersions } from '#core/event-kit-fields';
import { contractStore } from './contract-store';

/**
 * What the kit service relies on of the kits, run against each adapter like store-contract.ts:
 * SQLite in the vitest project "api", MongoDB in "mongo".
 */
export function kitStoreContract(name: string, open: () => Promise<Store>) {
  describe(`the ${name} store's event kits`, () => {
    const kit = contractStore(open);
    const record = (ownerId: string, over: Partial<KitRecord> = {}): KitRecord => ({
      id: crypto.randomUUID(),
      ownerId,
      teamId: null,
      name: 'Spring Fair',
      flipbooks: [crypto.randomUUID(), crypto.randomUUID()],
      idleSeconds: 30,
      language: 'en',
      versions: createdKitVersions(undefined, Date.UTC(2026, 11, 1)),
      createdAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-01T10:00:00.000Z',
      deletedAt: null,
      ...over,
    });
    const renamedVersions = (versions: KitVersions): KitVersions => ({
      ...versions,
      name: {
        stamp: nextStamp([versions.name.stamp], Date.now(), 'tab'),
        base: versions.name.stamp,
      },
    });

    it('stores a kit once per id, whoever sends the id again, and gives it back as stored', async () => {
      const me = await kit.owner();
      const first = record(me);
      expect(await kit.store.kits.create(first)).toBe(true);
      expect(await kit.store.kits.create({ ...first, name: 'Other' })).toBe(false);
      expect(await kit.store.kits.create({ ...first, ownerId: await kit.owner() })).toBe(false);
      expect(await kit.store.kits.get(first.id)).toEqual(first);
      expect(await kit.store.kits.get(crypto.randomUUID())).toBeNull();
    });

    it("lists an owner's live kits oldest first, and no one else's", async () => {
      const me = await kit.owner();
      const older = record(me, { createdAt: '2026-12-01T09:00:00.000Z' });
      const newer = record(me, { createdAt: '2026-12-02T09:00:00.000Z' });
      const gone = record(me);
      for (const k of [newer, older, gone, record(await kit.owner())])
        await kit.store.kits.create(k);
      await kit.store.kits.softDelete(gone.id, '2026-12-03T00:00:00.000Z');
      expect(await kit.store.kits.listByOwner(me)).toEqual([older, newer]);
    });

    it('changes a kit only while its versions are the ones read, and never a tombstone', async () => {
      const me = await kit.owner();
      const stored = record(me);
      await kit.store.kits.create(stored);
      const versions = renamedVersions(stored.versions);
      const patch = {
        name: 'Autumn Fair',
        flipbooks: [stored.flipbooks[1] ?? ''],
        idleSeconds: 45,
        language: 'fr' as const,
        versions,
        updatedAt: '2026-12-02T00:00:00.000Z',
      };
      expect(await kit.store.kits.update(stored.id, patch, versions)).toBe(false);
      expect(await kit.store.kits.update(stored.id, patch, stored.versions)).toBe(true);
      expect(await kit.store.kits.get(stored.id)).toEqual({ ...stored, ...patch });
      expect(await kit.store.kits.softDelete(stored.id, '2026-12-03T00:00:00.000Z')).toBe(true);
      expect(await kit.store.kits.softDelete(stored.id, '2026-12-04T00:00:00.000Z')).toBe(false);
      expect(await kit.store.kits.update(stored.id, { ...patch, name: 'Back' }, versions)).toBe(
        false,
      );
      expect(await kit.store.kits.get(stored.id)).toMatchObject({
        name: 'Autumn Fair',
        deletedAt: '2026-12-03T00:00:00.000Z',
      });
    });

    it("keeps a kit's language, and changes it with its version as the other fields change", async () => {
      const me = await kit.owner();
      const stored = record(me, { language: 'ar' });
      await kit.store.kits.create(stored);
      expect(await kit.store.kits.get(stored.id)).toMatchObject({ language: 'ar' });
      const versions = {
        ...stored.versions,
        language: {
          stamp: nextStamp([stored.versions.language.stamp], Date.now(), 'tab'),
          base: stored.versions.language.stamp,
        },
      };
      const { name, flipbooks, idleSeconds } = stored;
      const patch = {
        name,
        flipbooks,
        idleSeconds,
        language: 'ja' as const,
        versions,
        updatedAt: '2026-12-02T00:00:00.000Z',
      };
      expect(await kit.store.kits.update(stored.id, patch, stored.versions)).toBe(true);
      expect(await kit.store.kits.get(stored.id)).toEqual({ ...stored, ...patch });
      expect(await kit.store.kits.listByOwner(me)).toEqual([{ ...stored, ...patch }]);
      const stale = { ...patch, language: 'de' as const };
      expect(await kit.store.kits.update(stored.id, stale, stored.versions)).toBe(false);
      expect(await kit.store.kits.get(stored.id)).toMatchObject({ language: 'ja' });
    });

    it('purges every kit of an owner, tombstones too, and only theirs', async () => {
      const me = await kit.owner();
      const other = record(await kit.owner());
      const mine = [record(me), record(me)];
      for (const k of [...mine, other]) await kit.store.kits.create(k);
      await kit.store.kits.softDelete(mine[0]?.id ?? '', '2026-12-03T00:00:00.000Z');
      await kit.store.kits.purgeOwner(me);
      expect(await kit.store.kits.get(mine[0]?.id ?? '')).toBeNull();
      expect(await kit.store.kits.listByOwner(me)).toEqual([]);
      expect(await kit.store.kits.get(other.id)).toEqual(other);
    });
  });
}

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FlipfoldDb, openDb } from '#offline/db';
import { fakePng as png } from '#pwa-test/test-png';
import { clearAccountData, pendingChangeCount } from './account-data';
import { createLocalFlipbook, deleteLocalFlipbook } from './library';

describe('an account’s local data', () => {
  let db: FlipfoldDb;
  beforeEach(() => {
    db = openDb(`account-${crypto.randomUUID()}`);
  });
  afterEach(() => db.delete());

  it('counts the changes of that account still waiting for the server', async () => {
    await createLocalFlipbook(db, { ownerId: 'u1', title: 'A', front: [png(1)], back: [] });
    await createLocalFlipbook(db, { ownerId: 'u1', title: 'B', front: [png(2)], back: [] });
    await createLocalFlipbook(db, { ownerId: 'u2', title: 'C', front: [png(3)], back: [] });
    expect(await pendingChangeCount(db, 'u1')).toBe(2);
    expect(await pendingChangeCount(db, 'u3')).toBe(0);
  });

  it('clears the library, queue and deletions of one account, keeping media others still use', async () => {
    const mine = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Mine',
      front: [png(1), png(2)],
      back: [],
      thumbnail: png(5),
    });
    const gone = await createLocalFlipbook(db, { ownerId: 'u1', title: 'X', front: [], back: [] });
    await db.flipbooks.update(gone.id, { onServer: true });
    await deleteLocalFlipbook(db, gone.id);
    const theirs = await createLocalFlipbook(db, {
      ownerId: 'u2',
      title: 'Theirs',
      front: [png(2)],
      back: [png(3)],
      thumbnail: png(4),
    });
    expect(await db.deleted.count()).toBe(1);

    await clearAccountData(db, 'u1');

    expect((await db.flipbooks.toArray()).map((f) => f.id)).toEqual([theirs.id]);
    expect((await db.outbox.toArray()).map((e) => e.ownerId)).toEqual(['u2']);
    expect(await db.deleted.count()).toBe(0);
    const kept = [theirs.slots.left, theirs.slots.leftBack, theirs.thumbnail].sort();
    expect((await db.media.toCollection().primaryKeys()).sort()).toEqual(kept);
    expect(kept).toContain(mine.slots.middle);
  });
});

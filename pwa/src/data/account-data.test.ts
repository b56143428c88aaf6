import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { libraryKey } from '#core/library-key';
import { type FlipfoldDb, openDb } from '#offline/db';
import { keepTeams } from '#offline/sync/libraries';
import { fakePng as png } from '#pwa-test/test-png';
import { deleteKit, saveKit } from '../features/event-kit/data/kits';
import { clearAccountData, waitingChanges } from './account-data';
import { createLocalFlipbook, deleteLocalFlipbook, updateLocalFlipbook } from './library';

describe('an account’s local data', () => {
  let db: FlipfoldDb;
  beforeEach(() => {
    db = openDb(`account-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await db.delete();
  });

  it('lists the changes of that account still waiting: not sent, sent without a reply, or refused', async () => {
    const sent = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'A',
      front: [png(1)],
      back: [],
    });
    const [create] = await db.outbox.toArray();
    await db.outbox.update(create?.seq as number, { sentAt: 1 });
    await updateLocalFlipbook(db, sent.id, { title: 'A, renamed', slots: sent.slots });
    const refused = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'B',
      front: [png(2)],
      back: [],
    });
    await db.outbox
      .where('flipbookId')
      .equals(refused.id)
      .modify({ status: 'failed', sentAt: 2, error: 'Title is too long' });
    const gone = await createLocalFlipbook(db, { ownerId: 'u1', title: 'C', front: [], back: [] });
    await db.outbox.where('flipbookId').equals(gone.id).delete();
    await db.flipbooks.update(gone.id, { onServer: true });
    await deleteLocalFlipbook(db, gone.id);
    await createLocalFlipbook(db, { ownerId: 'u2', title: 'Theirs', front: [png(3)], back: [] });

    expect(
      (await waitingChanges(db, 'u1')).map(({ kind, title, state }) => ({ kind, title, state })),
    ).toEqual([
      { kind: 'create', title: 'A, renamed', state: 'no-reply' },
      { kind: 'update', title: 'A, renamed', state: 'unsent' },
      { kind: 'create', title: 'B', state: 'refused' },
      { kind: 'delete', title: null, state: 'unsent' },
    ]);
    expect(await waitingChanges(db, 'u3')).toEqual([]);
  });

  it('clears the library, queue, deletions, event kits and kept PDFs of one account, keeping media others still use', async () => {
    const pdf = { name: 'Mine.pdf', blob: new Blob(['%PDF-1.7 mine']) };
    const mine = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Mine',
      front: [png(1), png(2)],
      back: [],
      thumbnail: png(5),
      pdf,
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
      pdf: { name: 'Theirs.pdf', blob: new Blob(['%PDF-1.7 theirs']) },
    });
    expect(await db.deleted.count()).toBe(1);
    await saveKit(db, 'u1', { name: 'Mine', flipbookIds: [mine.id], idleSeconds: 30 });
    // A kit deleted here once the server had it: kept out of the server's list until it is gone.
    const sent = await saveKit(db, 'u1', { name: 'Sent', flipbookIds: [], idleSeconds: 30 });
    await db.kits.update(sent.id, { onServer: true });
    await deleteKit(db, sent.id);
    expect(await db.deletedKits.count()).toBe(1);
    const theirKit = await saveKit(db, 'u2', {
      name: 'Theirs',
      flipbookIds: [theirs.id],
      idleSeconds: 30,
    });

    await clearAccountData(db, 'u1');

    expect((await db.flipbooks.toArray()).map((f) => f.id)).toEqual([theirs.id]);
    // Their flipbook's create and their kit's.
    expect((await db.outbox.toArray()).map((e) => e.ownerId)).toEqual(['u2', 'u2']);
    expect(await db.deleted.count()).toBe(0);
    expect((await db.kits.toArray()).map((k) => k.id)).toEqual([theirKit.id]);
    expect(await db.deletedKits.count()).toBe(0);
    expect((await db.pdfs.toArray()).map((k) => k.flipbookId)).toEqual([theirs.id]);
    const kept = [theirs.slots.left, theirs.slots.leftBack, theirs.thumbnail].sort();
    expect((await db.media.toCollection().primaryKeys()).sort()).toEqual(kept);
    expect(kept).toContain(mine.slots.middle);
  });

  it('lists and clears the changes and data of every library of the account, its team libraries too, and no one else’s', async () => {
    const team = libraryKey('u1', 't1');
    const fellow = libraryKey('u2', 't1');
    await keepTeams(db, 'u1', [{ id: 't1', name: 'Nordlys Outdoor', role: 'editor' }]);
    await keepTeams(db, 'u2', [{ id: 't1', name: 'Nordlys Outdoor', role: 'presenter' }]);
    await createLocalFlipbook(db, { ownerId: 'u1', title: 'Own', front: [png(1)], back: [] });
    const shared = await createLocalFlipbook(db, {
      ownerId: team,
      title: 'Team',
      front: [png(2)],
      back: [],
      pdf: { name: 'Team.pdf', blob: new Blob(['%PDF-1.7 team']) },
    });
    await saveKit(db, team, { name: 'Fair', flipbookIds: [shared.id], idleSeconds: 30 });
    await createLocalFlipbook(db, { ownerId: fellow, title: 'Theirs', front: [png(3)], back: [] });
    await createLocalFlipbook(db, { ownerId: 'u10', title: 'Not u1’s', front: [], back: [] });
    expect((await waitingChanges(db, 'u1')).map((c) => [c.kind, c.title])).toEqual([
      ['create', 'Own'],
      ['create', 'Team'],
      ['kit-create', 'Fair'],
    ]);

    await clearAccountData(db, 'u1');

    expect((await db.flipbooks.toArray()).map((f) => f.title).sort()).toEqual([
      'Not u1’s',
      'Theirs',
    ]);
    expect((await db.outbox.toArray()).map((e) => e.ownerId).sort()).toEqual(['u10', fellow]);
    expect(await db.kits.count()).toBe(0);
    expect(await db.pdfs.count()).toBe(0);
    expect((await db.libraries.toArray()).map((l) => l.key)).toEqual([fellow]);
    expect(await db.media.count()).toBe(1);
  });

  it('drops the panels no one else uses from the service worker’s media cache, with their phone copies', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      open: async (name: string) => ({
        delete: async (url: string) => deleted.push(`${name} ${url}`),
      }),
    });
    const mine = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Mine',
      front: [png(1), png(2)],
      back: [],
    });
    await createLocalFlipbook(db, { ownerId: 'u2', title: 'Theirs', front: [png(2)], back: [] });

    await clearAccountData(db, 'u1');

    const own = mine.slots.left as string;
    expect(deleted).toEqual([
      `flipfold-media /media/${own}`,
      `flipfold-media /media/${own}.480w.webp`,
    ]);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryKey } from '#core/library-key';
import { type FlipfoldDb, openDb } from '#offline/db';
import { clearAccountData } from '#pwa/data/account-data';
import { createLocalFlipbook, deleteLocalFlipbook, updateLocalFlipbook } from '#pwa/data/library';
import { fakePng as png } from '#pwa-test/test-png';
import { deleteKit, dismissDropped, dropDeletedFlipbooks, saveKit } from './kits';

describe('event kits on this device', () => {
  let db: FlipfoldDb;
  beforeEach(() => {
    db = openDb(`kits-${crypto.randomUUID()}`);
  });
  afterEach(() => db.delete());

  const book = (title: string, ownerId = 'u1', n = 1) =>
    createLocalFlipbook(db, { ownerId, title, front: [png(n)], back: [] });

  it('keeps several kits, each with its flipbooks in order and its idle period', async () => {
    const [a, b, c] = [await book('A'), await book('B', 'u1', 2), await book('C', 'u1', 3)];
    const fair = await saveKit(db, 'u1', {
      name: '  Spring fair ',
      flipbookIds: [c.id, a.id],
      idleSeconds: 45,
    });
    await saveKit(db, 'u1', { name: 'Trade show', flipbookIds: [b.id], idleSeconds: 30 });
    expect(await db.kits.count()).toBe(2);
    expect(await db.kits.get(fair.id)).toMatchObject({
      ownerId: 'u1',
      name: 'Spring fair',
      flipbooks: [
        { id: c.id, title: 'C' },
        { id: a.id, title: 'A' },
      ],
      idleSeconds: 45,
      dropped: [],
    });
  });

  it('keeps the order of an edited kit, adds new flipbooks after it, and leaves out other accounts’', async () => {
    const [a, b, c] = [await book('A'), await book('B', 'u1', 2), await book('C', 'u1', 3)];
    const theirs = await book('Theirs', 'u2', 4);
    const kit = await saveKit(db, 'u1', {
      name: 'Fair',
      flipbookIds: [c.id, a.id],
      idleSeconds: 30,
    });
    const edited = await saveKit(
      db,
      'u1',
      { name: 'Fair', flipbookIds: [a.id, b.id, c.id, theirs.id], idleSeconds: 600 },
      kit.id,
    );
    expect(edited.id).toBe(kit.id);
    expect(edited.createdAt).toBe(kit.createdAt);
    expect(edited.flipbooks.map((f) => f.title)).toEqual(['C', 'A', 'B']);
    expect(edited.idleSeconds).toBe(600);
  });

  it('queues a new kit as one create, and an edit of a synced kit as the fields it changed', async () => {
    const a = await book('A');
    const kit = await saveKit(db, 'u1', { name: 'Fair', flipbookIds: [a.id], idleSeconds: 30 });
    await saveKit(db, 'u1', { name: 'Fair 2', flipbookIds: [a.id], idleSeconds: 30 }, kit.id);
    const kinds = async () => (await db.outbox.toArray()).map((e) => e.kind).sort();
    // The create not sent yet carries the rename.
    expect(await kinds()).toEqual(['create', 'kit-create']);
    await db.outbox.filter((e) => e.kind === 'kit-create').delete();
    const stored = await db.kits.get(kit.id);
    const synced = Object.fromEntries(
      Object.entries(stored?.fields ?? {}).map(([f, v]) => [f, { stamp: v?.stamp ?? '' }]),
    );
    await db.kits.update(kit.id, { onServer: true, fields: synced });
    await saveKit(db, 'u1', { name: 'Fair 2', flipbookIds: [a.id], idleSeconds: 30 }, kit.id);
    expect(await kinds()).toEqual(['create']);
    await saveKit(db, 'u1', { name: 'Fair 2', flipbookIds: [a.id], idleSeconds: 60 }, kit.id);
    expect(await kinds()).toEqual(['create', 'kit-update']);
    const fields = (await db.kits.get(kit.id))?.fields;
    expect(fields?.idleSeconds?.base).toBe(synced.idleSeconds?.stamp);
    expect(fields?.name?.base).toBeUndefined();
    await deleteKit(db, kit.id);
    expect(await kinds()).toEqual(['create', 'kit-delete']);
    expect(await db.deletedKits.get(kit.id)).toMatchObject({ ownerId: 'u1' });
  });

  it('drops a flipbook deleted meanwhile with a note naming it, and follows renames', async () => {
    const [a, b] = [await book('Autumn menu'), await book('Brochure', 'u1', 2)];
    const kit = await saveKit(db, 'u1', {
      name: 'Fair',
      flipbookIds: [a.id, b.id],
      idleSeconds: 30,
    });
    // As the sync does when the server says the flipbook was deleted on another device.
    await db.flipbooks.delete(a.id);
    await updateLocalFlipbook(db, b.id, { title: 'Brochure 2027', slots: b.slots });
    await dropDeletedFlipbooks(db, kit.id);
    expect(await db.kits.get(kit.id)).toMatchObject({
      flipbooks: [{ id: b.id, title: 'Brochure 2027' }],
      dropped: ['Autumn menu'],
    });
    await deleteLocalFlipbook(db, b.id);
    await dropDeletedFlipbooks(db, kit.id);
    expect((await db.kits.get(kit.id))?.dropped).toEqual(['Autumn menu', 'Brochure 2027']);
    await dismissDropped(db, kit.id);
    expect(await db.kits.get(kit.id)).toMatchObject({ flipbooks: [], dropped: [] });
  });

  it('writes nothing when every flipbook is still there under the same title', async () => {
    const a = await book('A');
    const kit = await saveKit(db, 'u1', { name: 'Fair', flipbookIds: [a.id], idleSeconds: 30 });
    await dropDeletedFlipbooks(db, kit.id);
    expect((await db.kits.get(kit.id))?.updatedAt).toBe(kit.updatedAt);
    expect(await db.kits.get(kit.id)).toEqual(kit);
  });

  it('goes with its account’s data at sign-out, leaving other accounts’ kits', async () => {
    const [a, theirs] = [await book('A'), await book('Theirs', 'u2', 2)];
    await saveKit(db, 'u1', { name: 'Mine', flipbookIds: [a.id], idleSeconds: 30 });
    await saveKit(db, 'u2', { name: 'Theirs', flipbookIds: [theirs.id], idleSeconds: 30 });
    await clearAccountData(db, 'u1');
    expect((await db.kits.toArray()).map((k) => k.name)).toEqual(['Theirs']);
  });

  it('holds in a team kit only that library’s flipbooks, and in a personal kit none of a team’s', async () => {
    const team = libraryKey('u1', 't1');
    const [trails, menu] = [await book('Trails', team), await book('Menu', 'u1', 2)];
    const booth = await saveKit(db, team, {
      name: 'Booth',
      flipbookIds: [trails.id, menu.id],
      idleSeconds: 30,
    });
    expect(booth).toMatchObject({ ownerId: team, flipbooks: [{ id: trails.id, title: 'Trails' }] });
    const own = await saveKit(db, 'u1', {
      name: 'Own',
      flipbookIds: [trails.id, menu.id],
      idleSeconds: 30,
    });
    expect(own.flipbooks).toEqual([{ id: menu.id, title: 'Menu' }]);
    // The team's flipbook is still there for its kit: nothing leaves it.
    await dropDeletedFlipbooks(db, booth.id);
    expect((await db.kits.get(booth.id))?.flipbooks).toEqual([{ id: trails.id, title: 'Trails' }]);
  });
});

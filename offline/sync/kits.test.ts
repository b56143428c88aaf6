import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalFlipbook } from '#pwa/data/library';
import { deleteKit, saveKit } from '#pwa/features/event-kit/data/kits';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, openDb } from '../db';
import { fakeServer } from '../test/test-server';
import { discardEntry, drainOutbox } from './engine';
import { mergeServerKits } from './kit-merge';
import { mergeServerLibrary } from './merge';

/** Event kits of one account on two devices, each with its own database, against one server. */
describe("an account's event kits on two devices", () => {
  let laptop: FlipfoldDb;
  let tablet: FlipfoldDb;
  let server: ReturnType<typeof fakeServer>;
  const drain = (db: FlipfoldDb) =>
    drainOutbox({
      db,
      transport: server.transport,
      session: () => ({ userId: 'u1', token: 'u1' }),
    });
  /** What the page does on its watch: the library's list, then the kits'. */
  const refresh = async (db: FlipfoldDb) => {
    await mergeServerLibrary(db, 'u1', server.listFor('u1'), Date.now());
    return mergeServerKits(db, 'u1', server.kitsFor('u1'), Date.now());
  };
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
  const book = (db: FlipfoldDb, title: string) =>
    createLocalFlipbook(db, { ownerId: 'u1', title, front: [png(1)], back: [] });
  const draft = (flipbookIds: string[], name = 'Spring Fair') => ({
    name,
    flipbookIds,
    idleSeconds: 30,
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 11, 1));
    laptop = openDb(`laptop-${crypto.randomUUID()}`);
    tablet = openDb(`tablet-${crypto.randomUUID()}`);
    server = fakeServer();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await laptop.delete();
    await tablet.delete();
  });

  it('brings a kit made offline on one device, with its new flipbook, to the other, and its rename there back', async () => {
    server.setReachable(false);
    const menu = await book(laptop, 'Menu');
    const kit = await saveKit(laptop, 'u1', draft([menu.id]));
    await drain(laptop);
    expect(server.kits.size).toBe(0);
    server.setReachable(true);
    later(60_000);
    expect((await drain(laptop)).sent).toBe(2);
    expect(await laptop.outbox.count()).toBe(0);
    expect(await laptop.kits.get(kit.id)).toMatchObject({ onServer: true });

    await refresh(tablet);
    expect(await tablet.kits.get(kit.id)).toMatchObject({
      name: 'Spring Fair',
      flipbooks: [{ id: menu.id, title: 'Menu' }],
      idleSeconds: 30,
      dropped: [],
    });
    await saveKit(tablet, 'u1', draft([menu.id], 'Renamed on the tablet'), kit.id);
    await drain(tablet);
    await refresh(laptop);
    expect(await laptop.kits.get(kit.id)).toMatchObject({
      name: 'Renamed on the tablet',
      flipbooks: [{ id: menu.id, title: 'Menu' }],
    });
    expect(await laptop.outbox.count()).toBe(0);
  });

  it('keeps a rename made on one device and new flipbooks chosen on the other', async () => {
    const menu = await book(laptop, 'Menu');
    const wines = await book(laptop, 'Wines');
    const kit = await saveKit(laptop, 'u1', draft([menu.id]));
    await drain(laptop);
    await refresh(tablet);
    await saveKit(tablet, 'u1', draft([menu.id], 'Autumn Fair'), kit.id);
    later(1_000);
    await saveKit(laptop, 'u1', draft([menu.id, wines.id]), kit.id);
    await drain(tablet);
    await drain(laptop);
    await refresh(tablet);
    for (const db of [laptop, tablet])
      expect(await db.kits.get(kit.id)).toMatchObject({
        name: 'Autumn Fair',
        flipbooks: [
          { id: menu.id, title: 'Menu' },
          { id: wines.id, title: 'Wines' },
        ],
      });
    expect(await tablet.outbox.count()).toBe(0);
  });

  it('takes a kit deleted on one device off the other, from the list or from an edit', async () => {
    const menu = await book(laptop, 'Menu');
    const kit = await saveKit(laptop, 'u1', draft([menu.id]));
    const other = await saveKit(laptop, 'u1', draft([menu.id], 'Trade Show'));
    await drain(laptop);
    await refresh(tablet);
    await deleteKit(laptop, kit.id);
    await deleteKit(laptop, other.id);
    await drain(laptop);
    expect(server.kitsFor('u1')).toEqual([]);

    // An edit of one meets the tombstone: gone, and told.
    await saveKit(tablet, 'u1', draft([menu.id], 'Renamed'), other.id);
    const told = await drain(tablet);
    expect(told.events).toEqual([
      { kind: 'kit-deleted-elsewhere', kitId: other.id, name: 'Renamed' },
    ]);
    // The other leaves with the next list.
    expect(await refresh(tablet)).toEqual([
      { kind: 'kit-deleted-elsewhere', kitId: kit.id, name: 'Spring Fair' },
    ]);
    expect(await tablet.kits.count()).toBe(0);
    expect(await tablet.outbox.count()).toBe(0);
  });

  it('leaves the kit a kiosk here presents until the kiosk is left, deleted elsewhere or not', async () => {
    const kit = await saveKit(laptop, 'u1', draft([]));
    await drain(laptop);
    await refresh(tablet);
    await deleteKit(laptop, kit.id);
    await drain(laptop);
    expect(await mergeServerKits(tablet, 'u1', [], Date.now(), kit.id)).toEqual([]);
    expect(await tablet.kits.get(kit.id)).toMatchObject({ name: 'Spring Fair' });
    expect(await mergeServerKits(tablet, 'u1', [], Date.now())).toHaveLength(1);
    expect(await tablet.kits.get(kit.id)).toBeUndefined();
  });

  it('never brings back a kit deleted here from a list read before the delete went out', async () => {
    const menu = await book(laptop, 'Menu');
    const kit = await saveKit(laptop, 'u1', draft([menu.id]));
    await drain(laptop);
    const stale = server.kitsFor('u1');
    await deleteKit(laptop, kit.id);
    await mergeServerKits(laptop, 'u1', stale, Date.now());
    expect(await laptop.kits.get(kit.id)).toBeUndefined();
    await drain(laptop);
    await refresh(laptop);
    expect(await laptop.deletedKits.count()).toBe(0);
    expect(server.kits.get(kit.id)).toMatchObject({ deleted: true });
  });

  it('deletes a kit never sent without a word to the server', async () => {
    server.setReachable(false);
    const kit = await saveKit(laptop, 'u1', draft([]));
    await deleteKit(laptop, kit.id);
    expect(await laptop.outbox.count()).toBe(0);
    expect(await laptop.deletedKits.count()).toBe(0);
  });

  it('keeps a kit whose create was refused, sends it again once edited, and drops it on Discard', async () => {
    const kit = await saveKit(laptop, 'u1', draft([]));
    server.setScript([400]);
    const refused = await drain(laptop);
    expect(refused.events).toMatchObject([
      { kind: 'failed', title: 'Spring Fair', entryKind: 'kit-create' },
    ]);
    await saveKit(laptop, 'u1', draft([], 'Spring Fair 2027'), kit.id);
    expect((await laptop.outbox.toArray()).map((e) => [e.kind, e.status])).toEqual([
      ['kit-create', 'pending'],
    ]);
    await drain(laptop);
    expect(server.kitsFor('u1')).toEqual([expect.objectContaining({ name: 'Spring Fair 2027' })]);

    const other = await saveKit(laptop, 'u1', draft([], 'Trade Show'));
    server.setScript([400]);
    await drain(laptop);
    const [failed] = await laptop.outbox.toArray();
    await discardEntry(laptop, failed?.seq ?? 0);
    expect(await laptop.kits.get(other.id)).toBeUndefined();
    expect(await laptop.outbox.count()).toBe(0);
  });

  it("brings the visitors' language set on one device to the other, where a kit kept from before languages is English", async () => {
    const menu = await book(laptop, 'Menu');
    const kit = await saveKit(laptop, 'u1', draft([menu.id]));
    await drain(laptop);
    await refresh(tablet);
    expect((await tablet.kits.get(kit.id))?.language).toBe('en');
    // As the tablet's app kept it before kits had a language.
    const kept = await tablet.kits.get(kit.id);
    const { language: _, ...fields } = kept?.fields ?? {};
    await tablet.kits.update(kit.id, { language: undefined, fields });
    later(1_000);
    await saveKit(laptop, 'u1', { ...draft([menu.id]), language: 'de' }, kit.id);
    expect((await laptop.outbox.toArray()).map((e) => e.kind)).toEqual(['kit-update']);
    await drain(laptop);
    await refresh(tablet);
    expect(await tablet.kits.get(kit.id)).toMatchObject({ language: 'de', idleSeconds: 30 });
    later(1_000);
    await saveKit(tablet, 'u1', { ...draft([menu.id]), idleSeconds: 60 }, kit.id);
    await drain(tablet);
    await refresh(laptop);
    expect(await laptop.kits.get(kit.id)).toMatchObject({ language: 'de', idleSeconds: 60 });
    expect(server.kits.get(kit.id)).toMatchObject({ language: 'de', idleSeconds: 60 });
  });

  it('sends a kit made before kits synced as a create at the next list', async () => {
    const menu = await book(laptop, 'Menu');
    await drain(laptop);
    await laptop.kits.put({
      id: crypto.randomUUID(),
      ownerId: 'u1',
      name: 'Old kit',
      flipbooks: [{ id: menu.id, title: 'Menu' }],
      idleSeconds: 45,
      dropped: [],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    await refresh(laptop);
    expect((await laptop.outbox.toArray()).map((e) => e.kind)).toEqual(['kit-create']);
    await drain(laptop);
    await refresh(tablet);
    expect(await tablet.kits.toArray()).toEqual([
      expect.objectContaining({ name: 'Old kit', idleSeconds: 45, language: 'en', onServer: true }),
    ]);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalFlipbook, replaceLocalPanels, updateLocalFlipbook } from '#pwa/data/library';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, openDb } from '../db';
import { fakeServer } from '../test/test-server';
import { drainOutbox } from './engine';
import { mergeServerLibrary } from './merge';

/** One account on two devices, each with its own database, against one model of the server. */
describe('two devices of one account', () => {
  let laptop: FlipfoldDb;
  let phone: FlipfoldDb;
  let server: ReturnType<typeof fakeServer>;
  const drain = (db: FlipfoldDb) =>
    drainOutbox({
      db,
      transport: server.transport,
      session: () => ({ userId: 'u1', token: 'u1' }),
    });
  const refresh = (db: FlipfoldDb) =>
    mergeServerLibrary(db, 'u1', server.listFor('u1'), Date.now());
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
  /** A flipbook made on the laptop, synced, and listed on the phone. */
  const shared = async (front = [png(1), png(2), png(3)]) => {
    const book = await createLocalFlipbook(laptop, {
      ownerId: 'u1',
      title: 'Menu',
      front,
      back: [],
    });
    await drain(laptop);
    await refresh(phone);
    await phone.media.bulkPut(await laptop.media.toArray());
    return book;
  };
  const swap = (slots: Record<string, string | null>) => ({
    ...slots,
    left: slots.middle ?? null,
    middle: slots.left ?? null,
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 1));
    laptop = openDb(`laptop-${crypto.randomUUID()}`);
    phone = openDb(`phone-${crypto.randomUUID()}`);
    server = fakeServer();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await laptop.delete();
    await phone.delete();
  });

  it('keeps a rename made on one and a reorder made on the other, whichever syncs first', async () => {
    const book = await shared();
    await updateLocalFlipbook(laptop, book.id, { title: 'Lunch', slots: book.slots });
    later(1_000);
    const phoneBook = await phone.flipbooks.get(book.id);
    await updateLocalFlipbook(phone, book.id, {
      title: 'Menu',
      slots: swap(phoneBook?.slots ?? book.slots) as typeof book.slots,
    });
    await drain(phone);
    await drain(laptop);
    expect(server.books.get(book.id)).toMatchObject({ title: 'Lunch', slots: swap(book.slots) });
    // The laptop took the phone's order from its reply; the phone takes the title from the list.
    expect(await laptop.flipbooks.get(book.id)).toMatchObject({ slots: swap(book.slots) });
    expect(await refresh(phone)).toEqual([]);
    expect(await phone.flipbooks.get(book.id)).toMatchObject({ title: 'Lunch' });
  });

  it('keeps the reading direction switched offline on one and a rename made on the other, whichever syncs first', async () => {
    for (const phoneFirst of [true, false]) {
      const book = await shared();
      await updateLocalFlipbook(laptop, book.id, {
        title: 'Menu',
        slots: book.slots,
        readsRtl: true,
      });
      later(1_000);
      await updateLocalFlipbook(phone, book.id, { title: 'قائمة الطعام', slots: book.slots });
      const told = phoneFirst
        ? [await drain(phone), await drain(laptop)]
        : [await drain(laptop), await drain(phone)];
      expect(told.flatMap((drained) => drained.events)).toEqual([]);
      expect(server.books.get(book.id)).toMatchObject({ title: 'قائمة الطعام', readsRtl: true });
      expect(await refresh(phone)).toEqual([]);
      expect(await refresh(laptop)).toEqual([]);
      for (const device of [laptop, phone])
        expect(await device.flipbooks.get(book.id)).toMatchObject({
          title: 'قائمة الطعام',
          readsRtl: true,
        });
      later(1_000);
    }
  });

  it('keeps the later of two renames and tells the device whose rename lost, however they arrive', async () => {
    const book = await shared();
    await updateLocalFlipbook(laptop, book.id, { title: 'From the laptop', slots: book.slots });
    later(1_000);
    await updateLocalFlipbook(phone, book.id, { title: 'From the phone', slots: book.slots });
    await drain(phone);
    const told = await drain(laptop);
    expect(told.events).toEqual([
      { kind: 'replaced', flipbookId: book.id, field: 'title', title: 'From the phone' },
    ]);
    expect(server.books.get(book.id)?.title).toBe('From the phone');
    expect((await laptop.flipbooks.get(book.id))?.title).toBe('From the phone');
    expect(await refresh(phone)).toEqual([]);
  });

  it('tells the device whose rename landed first that a later one replaced it without seeing it, and the other that its rename won', async () => {
    const book = await shared();
    await updateLocalFlipbook(laptop, book.id, { title: 'From the laptop', slots: book.slots });
    later(1_000);
    await updateLocalFlipbook(phone, book.id, { title: 'From the phone', slots: book.slots });
    await drain(laptop);
    expect((await drain(phone)).events).toEqual([
      { kind: 'overrode', flipbookId: book.id, field: 'title', title: 'From the phone' },
    ]);
    expect(await refresh(laptop)).toEqual([
      { kind: 'replaced', flipbookId: book.id, field: 'title', title: 'From the phone' },
    ]);
    // Told once.
    expect(await refresh(laptop)).toEqual([]);
  });

  it('says nothing of winning over its own earlier rename, whose reply was lost', async () => {
    const book = await shared();
    await updateLocalFlipbook(laptop, book.id, { title: 'Lost reply', slots: book.slots });
    server.setScript(['lose-reply']);
    await drain(laptop);
    expect(server.books.get(book.id)?.title).toBe('Lost reply');
    later(1_000);
    await updateLocalFlipbook(laptop, book.id, { title: 'Second try', slots: book.slots });
    later(60_000);
    expect((await drain(laptop)).events).toEqual([]);
    expect(server.books.get(book.id)?.title).toBe('Second try');
  });

  it('says nothing when the other device renamed on top of this one’s rename', async () => {
    const book = await shared();
    await updateLocalFlipbook(laptop, book.id, { title: 'First', slots: book.slots });
    await drain(laptop);
    await refresh(phone);
    later(1_000);
    await updateLocalFlipbook(phone, book.id, { title: 'Second', slots: book.slots });
    await drain(phone);
    expect(await refresh(laptop)).toEqual([]);
    expect((await laptop.flipbooks.get(book.id))?.title).toBe('Second');
  });

  it('orders a rename made after one seen from a device whose clock is an hour ahead after it', async () => {
    const book = await shared();
    later(3_600_000);
    await updateLocalFlipbook(laptop, book.id, { title: 'Ahead', slots: book.slots });
    await drain(laptop);
    vi.setSystemTime(Date.now() - 3_600_000);
    await refresh(phone);
    await updateLocalFlipbook(phone, book.id, { title: 'Seen, then changed', slots: book.slots });
    await drain(phone);
    expect(server.books.get(book.id)?.title).toBe('Seen, then changed');
  });

  it('puts a reorder on panels another device made anew when they are as many, and says so', async () => {
    const book = await shared();
    const reordered = swap(book.slots) as typeof book.slots;
    await updateLocalFlipbook(phone, book.id, { title: 'Menu', slots: reordered });
    await laptop.pdfs.put({ flipbookId: book.id, ownerId: 'u1', name: 'M.pdf', pdf: new Blob([]) });
    const pdf = new Blob(['marked']);
    await replaceLocalPanels(laptop, book.id, { front: [png(7), png(8), png(9)], back: [], pdf });
    const annotated = await laptop.flipbooks.get(book.id);
    await drain(laptop);
    const result = await drain(phone);
    expect(result.events).toEqual([{ kind: 'order-rebased', flipbookId: book.id, title: 'Menu' }]);
    const rebased = swap(annotated?.slots ?? {});
    expect(server.books.get(book.id)?.slots).toEqual(rebased);
    expect((await phone.flipbooks.get(book.id))?.slots).toEqual(rebased);
    expect(await phone.outbox.count()).toBe(0);
    // The old panels went from the phone with the panels that showed them.
    expect(await phone.media.get(book.slots.left as string)).toBeUndefined();
  });

  it('drops a reorder of panels another device replaced with fewer, with a message, never a failure', async () => {
    const book = await shared();
    await updateLocalFlipbook(phone, book.id, {
      title: 'Menu',
      slots: swap(book.slots) as typeof book.slots,
    });
    await laptop.pdfs.put({ flipbookId: book.id, ownerId: 'u1', name: 'M.pdf', pdf: new Blob([]) });
    const pdf = new Blob(['marked']);
    await replaceLocalPanels(laptop, book.id, { front: [png(7), png(8)], back: [], pdf });
    await drain(laptop);
    const result = await drain(phone);
    expect(result.events).toEqual([{ kind: 'order-dropped', flipbookId: book.id, title: 'Menu' }]);
    expect(await phone.outbox.count()).toBe(0);
    const stored = server.books.get(book.id);
    const annotated = await laptop.flipbooks.get(book.id);
    expect(stored?.slots).toEqual(annotated?.slots);
    expect((await phone.flipbooks.get(book.id))?.slots).toEqual(annotated?.slots);
  });

  it('drops a reorder not yet sent when the list brings panels replaced with fewer', async () => {
    const book = await shared();
    await updateLocalFlipbook(phone, book.id, {
      title: 'Menu',
      slots: swap(book.slots) as typeof book.slots,
    });
    await laptop.pdfs.put({ flipbookId: book.id, ownerId: 'u1', name: 'M.pdf', pdf: new Blob([]) });
    await replaceLocalPanels(laptop, book.id, {
      front: [png(7), png(8)],
      back: [],
      pdf: new Blob(['marked']),
    });
    await drain(laptop);
    expect(await refresh(phone)).toEqual([
      { kind: 'order-dropped', flipbookId: book.id, title: 'Menu' },
    ]);
    // Nothing of it is left to send.
    expect((await drain(phone)).sent).toBe(0);
    expect(server.log.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
  it('drops a flipbook the other device deleted with its panels and kept PDF, keeping panels another flipbook shows', async () => {
    const book = await shared([png(1), png(2), png(3)]);
    const other = await createLocalFlipbook(phone, {
      ownerId: 'u1',
      title: 'Other',
      front: [png(1)],
      back: [],
    });
    await phone.pdfs.put({ flipbookId: book.id, ownerId: 'u1', name: 'M.pdf', pdf: new Blob([]) });
    await updateLocalFlipbook(phone, book.id, { title: 'Too late', slots: book.slots });
    await server.transport({ method: 'DELETE', path: `/api/flipbooks/${book.id}`, token: 'u1' });
    const result = await drain(phone);
    expect(result.events).toContainEqual({
      kind: 'deleted-elsewhere',
      flipbookId: book.id,
      title: 'Too late',
    });
    expect(await phone.pdfs.count()).toBe(0);
    expect((await phone.media.toCollection().primaryKeys()).sort()).toEqual(
      [other.slots.left as string].sort(),
    );
  });
});

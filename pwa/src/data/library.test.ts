import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FlipfoldDb, openDb } from './db';
import {
  countLocalView,
  createLocalFlipbook,
  deleteLocalFlipbook,
  replaceLocalPanels,
  updateLocalFlipbook,
} from './library';
import { fakePng as png } from './test-png';

describe('the local library', () => {
  let db: FlipfoldDb;
  beforeEach(() => {
    db = openDb(`test-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    await db.delete();
  });

  it('stores a new flipbook, its media and one create entry together', async () => {
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1), png(2)],
      back: [png(3)],
    });
    expect(book.slots.left).toMatch(/^[a-f0-9]{64}\.png$/);
    expect(book.slots.right).toBeNull();
    expect(await db.media.count()).toBe(3);
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['create']);
  });

  it('folds an edit into a pending create and sends nothing for a create then delete', async () => {
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1)],
      back: [],
    });
    await updateLocalFlipbook(db, book.id, { title: 'Lunch menu', slots: book.slots });
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['create']);
    expect((await db.flipbooks.get(book.id))?.title).toBe('Lunch menu');
    await deleteLocalFlipbook(db, book.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.media.count()).toBe(0);
  });

  it('queues a delete for a flipbook the server has, dropping its queued edits', async () => {
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1)],
      back: [],
    });
    await db.outbox.clear();
    await db.flipbooks.update(book.id, { onServer: true });
    await updateLocalFlipbook(db, book.id, { title: 'New', slots: book.slots });
    await deleteLocalFlipbook(db, book.id);
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['delete']);
  });

  it('adds views presented locally into one pending entry with one key', async () => {
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1)],
      back: [],
    });
    await countLocalView(db, book.id);
    await countLocalView(db, book.id);
    const views = (await db.outbox.toArray()).filter((e) => e.kind === 'views');
    expect(views).toHaveLength(1);
    expect(views[0]?.views?.count).toBe(2);
    expect((await db.flipbooks.get(book.id))?.views).toBe(2);
  });

  it('keeps an annotated PDF with its flipbook and deletes it with the flipbook', async () => {
    const pdf = {
      name: 'Menu.pdf',
      blob: new Blob(['%PDF-1.7 marked'], { type: 'application/pdf' }),
    };
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1)],
      back: [],
      pdf,
    });
    const plain = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Plain',
      front: [png(2)],
      back: [],
    });
    expect((await db.pdfs.toArray()).map((k) => [k.flipbookId, k.name])).toEqual([
      [book.id, 'Menu.pdf'],
    ]);
    expect(await db.pdfs.get(plain.id)).toBeUndefined();
    await deleteLocalFlipbook(db, book.id);
    expect(await db.pdfs.count()).toBe(0);
  });

  it('saves nothing of a flipbook when its PDF does not fit on the disk', async () => {
    db.pdfs.hook('creating', () => {
      throw new DOMException('The disk is full', 'QuotaExceededError');
    });
    const pdf = { name: 'Menu.pdf', blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) };
    await expect(
      createLocalFlipbook(db, { ownerId: 'u1', title: 'Menu', front: [png(1)], back: [], pdf }),
    ).rejects.toThrow();
    expect([await db.flipbooks.count(), await db.media.count(), await db.outbox.count()]).toEqual([
      0, 0, 0,
    ]);
  });

  it('leaves a flipbook and its kept PDF as they were when new panels do not fit on the disk', async () => {
    const pdf = { name: 'Menu.pdf', blob: new Blob(['%PDF-1.7 first']) };
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1)],
      back: [],
      pdf,
    });
    db.media.hook('creating', () => {
      throw new DOMException('The disk is full', 'QuotaExceededError');
    });
    await expect(
      replaceLocalPanels(db, book.id, {
        front: [png(5)],
        back: [],
        pdf: new Blob(['%PDF-1.7 second']),
      }),
    ).rejects.toThrow();
    expect((await db.flipbooks.get(book.id))?.slots).toEqual(book.slots);
    expect((await db.pdfs.get(book.id))?.pdf.size).toBe(pdf.blob.size);
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['create']);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaNamesOf } from '#core/media-names';
import { type FlipfoldDb, type OutboxEntry, openDb } from '#offline/db';
import { removeUnusedMedia } from '#offline/unused-media';
import { fakePng as png } from '#pwa-test/test-png';
import {
  countLocalView,
  createLocalFlipbook,
  deleteLocalFlipbook,
  replaceLocalPanels,
  updateLocalFlipbook,
} from './library';

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

  it('keeps an event kiosk’s views in an entry of their own, marked as coming from the event', async () => {
    const book = await oneBook();
    await countLocalView(db, book.id);
    await countLocalView(db, book.id, 'event');
    await countLocalView(db, book.id, 'event');
    const views = (await db.outbox.orderBy('seq').toArray()).flatMap((e) =>
      e.views ? [e.views] : [],
    );
    expect(views).toEqual([
      { count: 1, key: expect.any(String) },
      { count: 2, key: expect.any(String), source: 'event' },
    ]);
    expect((await db.flipbooks.get(book.id))?.views).toBe(3);
  });

  const kinds = async () => (await db.outbox.orderBy('seq').toArray()).map((e) => e.kind);

  it('keeps the id it is given and stores the thumbnail as media of its own', async () => {
    const id = crypto.randomUUID();
    const book = await createLocalFlipbook(db, {
      id,
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1)],
      back: [],
      thumbnail: png(9),
    });
    expect(book).toMatchObject({ id, ownerId: 'u1', title: 'Menu', views: 0, onServer: false });
    expect(book.thumbnail).toMatch(/^[a-f0-9]{64}\.png$/);
    expect(book.createdAt).toBe(book.updatedAt);
    expect(await db.media.get(book.thumbnail as string)).toBeDefined();
    expect(mediaNamesOf(book)).toEqual([book.slots.left, book.thumbnail]);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        ownerId: 'u1',
        flipbookId: id,
        kind: 'create',
        status: 'pending',
        attempts: 0,
        notBefore: 0,
      }),
    ]);
  });

  it('refuses to edit a flipbook no longer in the library', async () => {
    await expect(
      updateLocalFlipbook(db, 'gone', { title: 'x', slots: (await oneBook()).slots }),
    ).rejects.toThrow('This flipbook is no longer in your library');
  });

  it('puts a refused create back in the queue with an edit, which it carries', async () => {
    const book = await oneBook();
    const [create] = await db.outbox.toArray();
    await db.outbox.update(create?.seq as number, { status: 'failed', error: 'Title is too long' });
    await updateLocalFlipbook(db, book.id, { title: 'Shorter', slots: book.slots });
    const queued = await db.outbox.toArray();
    expect(queued).toEqual([
      expect.objectContaining({ kind: 'create', status: 'pending', notBefore: 0 }),
    ]);
    expect(queued[0]?.error).toBeUndefined();
  });

  it('queues an edit of its own behind a sent create or a views report', async () => {
    const book = await oneBook();
    let title = 'New';
    const edit = () => {
      title += '!';
      return updateLocalFlipbook(db, book.id, { title, slots: book.slots });
    };
    const [create] = await db.outbox.toArray();

    await db.outbox.clear();
    await db.outbox.add({ ...(create as OutboxEntry), seq: undefined, sentAt: 1 });
    await edit();
    expect(await kinds()).toEqual(['create', 'update']);

    await db.outbox.clear();
    await countLocalView(db, book.id);
    await edit();
    await edit();
    expect(await kinds()).toEqual(['views', 'update']);
    expect((await db.flipbooks.get(book.id))?.title).toBe('New!!!');
  });

  it('queues a delete of a flipbook whose create was sent, and remembers it as deleted', async () => {
    const book = await oneBook();
    const [create] = await db.outbox.toArray();
    await db.outbox.update(create?.seq as number, { sentAt: 1 });
    await countLocalView(db, book.id);
    await deleteLocalFlipbook(db, book.id);
    expect(await kinds()).toEqual(['delete']);
    expect(await db.deleted.toArray()).toEqual([
      { id: book.id, ownerId: 'u1', deletedAt: expect.any(Number) },
    ]);
  });

  const threePages = () =>
    createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1), png(2), png(3)],
      back: [],
    });

  it('stamps only the fields an edit changes, each on the value it replaced, and queues nothing for no change', async () => {
    const book = await threePages();
    const [create] = await db.outbox.toArray();
    await db.outbox.update(create?.seq as number, { sentAt: 1 });
    const made = (await db.flipbooks.get(book.id))?.fields;
    await updateLocalFlipbook(db, book.id, { title: book.title, slots: book.slots });
    expect(await kinds()).toEqual(['create']);
    const moved = { ...book.slots, left: book.slots.middle, middle: book.slots.left };
    await updateLocalFlipbook(db, book.id, { title: book.title, slots: moved });
    const fields = (await db.flipbooks.get(book.id))?.fields;
    expect(fields?.title).toEqual(made?.title);
    expect(fields?.order).toEqual({ stamp: expect.any(String), base: null });
    expect((fields?.order?.stamp ?? '') > (made?.panels?.stamp ?? '')).toBe(true);
    expect((await db.flipbooks.get(book.id))?.order).toMatchObject({ left: 1, middle: 0 });
    expect(await kinds()).toEqual(['create', 'update']);
  });

  it('refuses a page order showing panels the flipbook does not have', async () => {
    const book = await oneBook();
    const slots = { ...book.slots, left: `${'f'.repeat(64)}.png` };
    await expect(updateLocalFlipbook(db, book.id, { title: 'X', slots })).rejects.toThrow(
      'The new page order must show each page of the flipbook once',
    );
  });

  it('keeps the page order set before on panels made anew from the PDF, and stamps the panels alone', async () => {
    const book = await threePages();
    const moved = { ...book.slots, left: book.slots.middle, middle: book.slots.left };
    await updateLocalFlipbook(db, book.id, { title: book.title, slots: moved });
    const before = (await db.flipbooks.get(book.id))?.fields;
    await db.pdfs.put({ flipbookId: book.id, ownerId: 'u1', name: 'M.pdf', pdf: new Blob(['a']) });
    await replaceLocalPanels(db, book.id, {
      front: [png(7), png(8), png(9)],
      back: [],
      pdf: new Blob(['b']),
    });
    const after = await db.flipbooks.get(book.id);
    const [n7, n8, n9] = after?.unsentMedia ?? [];
    expect(after?.slots).toMatchObject({ left: n8, middle: n7, right: n9 });
    expect(after?.fields?.order).toEqual(before?.order);
    expect(after?.fields?.panels?.stamp).not.toBe(before?.panels?.stamp);
  });

  it('keeps the media another flipbook still shows when one is deleted', async () => {
    const first = await oneBook();
    const second = await oneBook();
    await deleteLocalFlipbook(db, first.id);
    expect(await db.media.get(second.slots.left as string)).toBeDefined();
    await deleteLocalFlipbook(db, second.id);
    expect(await db.media.count()).toBe(0);
    await deleteLocalFlipbook(db, second.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops only the unused media among those named', async () => {
    const book = await oneBook();
    await db.media.put({ name: 'loose.png', type: 'image/png', bytes: new ArrayBuffer(1) });
    await removeUnusedMedia(db, ['loose.png', book.slots.left as string]);
    expect(await db.media.toCollection().primaryKeys()).toEqual([book.slots.left]);
  });

  it('starts a new views report when the pending one has failed or was sent', async () => {
    const book = await oneBook();
    await db.outbox.clear();
    await countLocalView(db, book.id);
    const [first] = await db.outbox.toArray();
    await db.outbox.update(first?.seq as number, { status: 'failed' });
    await countLocalView(db, book.id);
    const counts = (await db.outbox.orderBy('seq').toArray()).map((e) => e.views?.count);
    expect(counts).toEqual([1, 1]);
    const [, second] = await db.outbox.orderBy('seq').toArray();
    expect(second?.views?.key).not.toBe(first?.views?.key);
  });

  it('counts no view for a flipbook no longer in the library', async () => {
    await countLocalView(db, 'gone');
    expect(await db.outbox.count()).toBe(0);
  });

  async function oneBook() {
    return createLocalFlipbook(db, { ownerId: 'u1', title: 'Menu', front: [png(1)], back: [] });
  }

  it('sends nothing for a flipbook created, viewed and deleted before any send', async () => {
    const book = await oneBook();
    await countLocalView(db, book.id);
    await deleteLocalFlipbook(db, book.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.deleted.count()).toBe(0);
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

  it('saves new panels and the title typed meanwhile in one write, or neither on a full disk', async () => {
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1)],
      back: [],
      pdf: { name: 'Menu.pdf', blob: new Blob(['%PDF-1.7 first']) },
    });
    const again = () =>
      replaceLocalPanels(db, book.id, {
        front: [png(5)],
        back: [],
        pdf: new Blob(['%PDF-1.7 second']),
        title: 'Menu, marked up',
      });
    let full = true;
    db.outbox.hook('creating', () => {
      if (full) throw new DOMException('The disk is full', 'QuotaExceededError');
    });
    await db.outbox.clear();
    await expect(again()).rejects.toThrow();
    expect(await db.flipbooks.get(book.id)).toMatchObject({ title: 'Menu', slots: book.slots });

    full = false;
    await again();
    const saved = await db.flipbooks.get(book.id);
    expect(saved?.title).toBe('Menu, marked up');
    expect(saved?.slots.left).not.toBe(book.slots.left);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { type FlipfoldDb, type LocalFlipbook, openDb } from '#offline/db';
import { fillDiskFor } from '#pwa-test/full-disk';
import { fakePng as png } from '#pwa-test/test-png';
import {
  countLocalView,
  createLocalFlipbook,
  deleteLocalFlipbook,
  replaceLocalPanels,
  updateLocalFlipbook,
} from './library';
import { isStorageFull } from './storage-full';

const STORES = ['flipbooks', 'media', 'outbox', 'deleted', 'pdfs'] as const;

/** Every write the library makes, on a flipbook the server already has (with its kept PDF). */
const WRITES: Record<string, (db: FlipfoldDb, book: LocalFlipbook) => Promise<unknown>> = {
  create: (db) =>
    createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'New',
      front: [png(7)],
      back: [],
      thumbnail: png(8),
      pdf: { name: 'New.pdf', blob: new Blob(['%PDF-1.7 new']) },
    }),
  rename: (db, book) => updateLocalFlipbook(db, book.id, { title: 'Renamed', slots: book.slots }),
  reorder: (db, book) =>
    updateLocalFlipbook(db, book.id, {
      title: book.title,
      slots: { ...book.slots, left: book.slots.middle, middle: book.slots.left },
    }),
  delete: (db, book) => deleteLocalFlipbook(db, book.id),
  're-annotate': (db, book) =>
    replaceLocalPanels(db, book.id, {
      front: [png(5), png(6)],
      back: [],
      pdf: new Blob(['%PDF-1.7 marked']),
      title: 'Marked up',
    }),
  view: (db, book) => countLocalView(db, book.id),
};

/** A library holding one flipbook the server already has, with its kept PDF. */
async function libraryWithOneBook(): Promise<{ db: FlipfoldDb; book: LocalFlipbook }> {
  const db = openDb(`full-disk-${crypto.randomUUID()}`);
  const made = await createLocalFlipbook(db, {
    ownerId: 'u1',
    title: 'Menu',
    front: [png(1), png(2)],
    back: [png(3)],
    pdf: { name: 'Menu.pdf', blob: new Blob(['%PDF-1.7 menu']) },
  });
  await db.outbox.clear();
  await db.flipbooks.update(made.id, { onServer: true });
  return { db, book: (await db.flipbooks.get(made.id)) as LocalFlipbook };
}

const snapshot = (db: FlipfoldDb) =>
  Promise.all([db.flipbooks, db.media, db.outbox, db.deleted, db.pdfs].map((t) => t.toArray()));

/** Makes one write with every write to `store` refused; how many were, and what it threw. */
async function withFullStore(write: string, store: string) {
  const { db, book } = await libraryWithOneBook();
  const before = await snapshot(db);
  const disk = fillDiskFor(store);
  try {
    const outcome = await (WRITES[write] as (typeof WRITES)[string])(db, book).then(
      () => null,
      (err: unknown) => err,
    );
    return { outcome, refused: disk.refused(), before, db };
  } finally {
    disk.restore();
  }
}

describe('a full disk during a write to the library', () => {
  const dbs: FlipfoldDb[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.delete();
  });

  const cases = Object.keys(WRITES).flatMap((write) =>
    STORES.map((store) => [write, store] as const),
  );
  it.each(cases)(
    'refuses a %s whose write to %s finds the disk full as a full disk, and keeps nothing of it',
    async (write, store) => {
      const { outcome, refused, before, db } = await withFullStore(write, store);
      dbs.push(db);
      if (refused === 0) {
        // This write does not touch that store, so it went through.
        expect(outcome).toBeNull();
        return;
      }
      expect(isStorageFull(outcome), String(outcome)).toBe(true);
      expect(await snapshot(db)).toEqual(before);
    },
  );

  it.each(Object.keys(WRITES))(
    'meets the full disk somewhere when it makes a %s',
    async (write) => {
      let refused = 0;
      for (const store of STORES) {
        const tried = await withFullStore(write, store);
        dbs.push(tried.db);
        refused += tried.refused;
      }
      expect(refused).toBeGreaterThan(0);
    },
  );
});

describe('telling a full disk', () => {
  it.each([
    ['as the browser raises it', new DOMException('full', 'QuotaExceededError'), true],
    [
      'inside an aborted transaction',
      Object.assign(new Error('aborted'), {
        name: 'AbortError',
        inner: new DOMException('full', 'QuotaExceededError'),
      }),
      true,
    ],
    ['from another failure', new Error('This flipbook is no longer in your library'), false],
    ['from nothing', undefined, false],
  ])('recognises it %s', (_, error, full) => {
    expect(isStorageFull(error)).toBe(full);
  });
});

import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { slotsFromSides } from '#core/panel-layout';
import { openDb } from './db';

/** A JPEG panel of this size, as the converter stores it. */
const panel = async (width: number, height: number) =>
  (
    await sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
      .jpeg()
      .toBuffer()
  ).buffer as ArrayBuffer;

describe('the device database', () => {
  const name = `upgrade-${crypto.randomUUID()}`;
  afterEach(() => Dexie.delete(name));

  it('gives flipbooks stored before their layout was recorded the layout their panels’ shape tells', async () => {
    // The database as the app before this change left it: version 7, flipbooks without a layout.
    const before = new Dexie(name);
    before.version(7).stores({
      flipbooks: 'id, ownerId, [ownerId+createdAt]',
      media: 'name',
      outbox: '++seq, ownerId, flipbookId, [ownerId+status]',
      session: 'key',
      deleted: 'id, ownerId',
      pdfs: 'flipbookId, ownerId',
      signOuts: 'token',
      leads: 'id, ownerId',
      kits: 'id, ownerId',
    });
    const strip = `${'a'.repeat(64)}.jpg`;
    const page = `${'b'.repeat(64)}.jpg`;
    await before.table('media').bulkPut([
      { name: strip, type: 'image/jpeg', bytes: await panel(800, 1697) },
      { name: page, type: 'image/jpeg', bytes: await panel(900, 1273) },
    ]);
    const book = (id: string, first: string | null) => ({
      id,
      ownerId: 'u1',
      title: id,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      views: 0,
      slots: slotsFromSides(first ? [first] : [], []),
      thumbnail: null,
      onServer: true,
    });
    await before
      .table('flipbooks')
      .bulkPut([book('sheet', strip), book('pages', page), book('empty', null)]);
    before.close();

    const db = openDb(name);
    expect((await db.flipbooks.get('sheet'))?.layout).toBe('trifold');
    expect((await db.flipbooks.get('pages'))?.layout).toBe('pages');
    expect((await db.flipbooks.get('empty'))?.layout).toBe('pages');
    db.close();
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FlipbookReply } from '../../../../core/schemas/flipbooks';
import { type FlipfoldDb, openDb } from '../db';
import { createLocalFlipbook, updateLocalFlipbook } from '../library';
import { fetchMissingMedia, mergeServerLibrary } from './merge';

const reply = (id: string, title: string): FlipbookReply => ({
  id,
  userId: 'u1',
  title,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  views: 12,
  url: `http://x/?view=${id}`,
  left: `/media/${'a'.repeat(64)}.webp`,
  middle: null,
  right: null,
  leftBack: null,
  middleBack: null,
  rightBack: null,
  thumbnail: null,
});

describe('merging the server library after sign-in', () => {
  let db: FlipfoldDb;
  beforeEach(() => {
    db = openDb(`merge-${crypto.randomUUID()}`);
  });
  afterEach(() => db.delete());

  it('takes the server version of synced flipbooks and keeps local pending changes on top', async () => {
    const pending = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Local draft',
      front: [],
      back: [],
    });
    await db.flipbooks.update(pending.id, { onServer: true });
    await db.outbox.clear();
    await updateLocalFlipbook(db, pending.id, { title: 'Edited offline', slots: pending.slots });
    const fromServer = crypto.randomUUID();
    await mergeServerLibrary(db, 'u1', [
      reply(fromServer, 'On the server'),
      reply(pending.id, 'Old title'),
    ]);
    expect((await db.flipbooks.get(fromServer))?.title).toBe('On the server');
    expect((await db.flipbooks.get(fromServer))?.slots.left).toBe(`${'a'.repeat(64)}.webp`);
    expect((await db.flipbooks.get(pending.id))?.title).toBe('Edited offline');
  });

  it('drops synced flipbooks the server no longer has, keeping unsynced ones', async () => {
    const synced = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Synced',
      front: [],
      back: [],
    });
    const unsynced = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Not yet',
      front: [],
      back: [],
    });
    await db.flipbooks.update(synced.id, { onServer: true });
    await db.outbox.where('flipbookId').equals(synced.id).delete();
    await mergeServerLibrary(db, 'u1', []);
    expect(await db.flipbooks.get(synced.id)).toBeUndefined();
    expect(await db.flipbooks.get(unsynced.id)).toBeDefined();
  });

  it('downloads the panels this device does not hold', async () => {
    const id = crypto.randomUUID();
    await mergeServerLibrary(db, 'u1', [reply(id, 'Menu')]);
    const bytes = new Uint8Array([1, 2, 3]);
    const fetcher = (async () =>
      new Response(bytes, {
        headers: { 'content-type': 'image/webp' },
      })) as unknown as typeof fetch;
    expect(await fetchMissingMedia(db, 'u1', fetcher)).toBe(1);
    expect(await fetchMissingMedia(db, 'u1', fetcher)).toBe(0);
    expect(
      new Uint8Array((await db.media.get(`${'a'.repeat(64)}.webp`))?.bytes ?? new ArrayBuffer(0)),
    ).toEqual(bytes);
  });
});

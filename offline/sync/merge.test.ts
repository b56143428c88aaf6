import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stampAt } from '#core/edit-stamps';
import { type FieldVersions, UNEDITED, versionsAt } from '#core/flipbook-fields';
import { slotsFromSides } from '#core/panel-layout';
import type { FlipbookReply } from '#core/schemas/flipbooks';
import { createLocalFlipbook, updateLocalFlipbook } from '#pwa/data/library';
import { type FlipfoldDb, type OutboxEntry, openDb } from '../db';
import { fetchMissingMedia, mergeServerLibrary } from './merge';
import { fromServer } from './server-record';

/** Versions as a server from before the reading direction sent them. */
const withoutReadsRtl = ({ readsRtl: _, ...rest }: FieldVersions) => rest;

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
    await mergeServerLibrary(
      db,
      'u1',
      [reply(fromServer, 'On the server'), reply(pending.id, 'Old title')],
      Date.now(),
    );
    expect((await db.flipbooks.get(fromServer))?.title).toBe('On the server');
    expect((await db.flipbooks.get(fromServer))?.slots.left).toBe(`${'a'.repeat(64)}.webp`);
    expect((await db.flipbooks.get(pending.id))?.title).toBe('Edited offline');
  });

  /** An entry of the outbox waiting to be sent. */
  const waitingEntry = (flipbookId: string, kind: OutboxEntry['kind']): OutboxEntry => ({
    ownerId: 'u1',
    flipbookId,
    kind,
    status: 'pending',
    attempts: 0,
    notBefore: 0,
    createdAt: 0,
  });

  /** A synced flipbook stored before fields had versions, with nothing waiting. */
  const legacy = async (title: string, syncedAt = 1) => {
    const { fields: _, ...book } = fromServer(reply(crypto.randomUUID(), title), 'u1');
    await db.flipbooks.put({ ...book, syncedAt });
    return book.id;
  };

  it('replaces a flipbook stored before fields had versions with the server’s, whole', async () => {
    const id = await legacy('Old here');
    await mergeServerLibrary(db, 'u1', [{ ...reply(id, 'Newer there'), views: 40 }], Date.now());
    expect(await db.flipbooks.get(id)).toMatchObject({ title: 'Newer there', views: 40 });
    expect((await db.flipbooks.get(id))?.fields).toBeDefined();
  });

  it('keeps a flipbook stored before fields had versions whole while a change of it waits, or when the list is older than its last sync', async () => {
    const waiting = await legacy('Changed here');
    await db.outbox.add(waitingEntry(waiting, 'update'));
    const readAt = Date.now();
    const newer = await legacy('Synced after the list', readAt + 1);
    const events = await mergeServerLibrary(
      db,
      'u1',
      [reply(waiting, 'Server title'), reply(newer, 'Server title')],
      readAt,
    );
    expect(events).toEqual([]);
    expect((await db.flipbooks.get(waiting))?.title).toBe('Changed here');
    expect((await db.flipbooks.get(newer))?.title).toBe('Synced after the list');
  });

  it('keeps the views counted here while they wait to be sent, and takes the server’s count otherwise', async () => {
    const counted = await legacy('Counted here');
    const edited = await legacy('Edited here');
    await db.flipbooks.update(counted, { views: 50 });
    await db.flipbooks.update(edited, { views: 50 });
    await db.outbox.bulkAdd([waitingEntry(counted, 'views'), waitingEntry(edited, 'update')]);
    await mergeServerLibrary(db, 'u1', [reply(counted, 'A'), reply(edited, 'B')], Date.now());
    expect((await db.flipbooks.get(counted))?.views).toBe(50);
    expect((await db.flipbooks.get(edited))?.views).toBe(12);
  });

  it('removes the panels of a flipbook here that the server’s version replaced', async () => {
    const id = await legacy('Old panels');
    const old = `${'c'.repeat(64)}.webp`;
    await db.flipbooks.update(id, { 'slots.left': old });
    await db.media.put({ name: old, type: 'image/webp', bytes: new ArrayBuffer(1) });
    await mergeServerLibrary(db, 'u1', [reply(id, 'New panels')], Date.now());
    expect((await db.flipbooks.get(id))?.slots.left).toBe(`${'a'.repeat(64)}.webp`);
    expect(await db.media.get(old)).toBeUndefined();
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
    await mergeServerLibrary(db, 'u1', [], Date.now());
    expect(await db.flipbooks.get(synced.id)).toBeUndefined();
    expect(await db.flipbooks.get(unsynced.id)).toBeDefined();
  });

  it('removes the panels and kept PDF of a flipbook the server no longer lists, keeping panels another shows', async () => {
    const shared = `${'a'.repeat(64)}.webp`;
    const own = `${'e'.repeat(64)}.webp`;
    const gone = { ...reply('b1', 'Gone'), middle: `/media/${own}` };
    await mergeServerLibrary(db, 'u1', [gone, reply('b2', 'Kept')], Date.now());
    await db.media.bulkPut(
      [shared, own].map((name) => ({ name, type: 'image/webp', bytes: new ArrayBuffer(1) })),
    );
    await db.pdfs.put({ flipbookId: 'b1', ownerId: 'u1', name: 'G.pdf', pdf: new Blob([]) });
    await mergeServerLibrary(db, 'u1', [reply('b2', 'Kept')], Date.now());
    expect(await db.flipbooks.get('b1')).toBeUndefined();
    expect(await db.pdfs.count()).toBe(0);
    expect(await db.media.toCollection().primaryKeys()).toEqual([shared]);
  });

  it('downloads the panels this device does not hold', async () => {
    const id = crypto.randomUUID();
    await mergeServerLibrary(db, 'u1', [reply(id, 'Menu')], Date.now());
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

  const hashOf = (c: string) => c.repeat(64);

  it('takes a server flipbook as synced, with its media names and dates, in the given account', () => {
    const item: FlipbookReply = {
      ...reply('b1', 'Menu'),
      updatedAt: '2026-11-03T00:00:00.000Z',
      right: 'https://elsewhere.example/x.png',
      thumbnail: `/media/${hashOf('c')}.png`,
      content: { [`${'a'.repeat(64)}.webp`]: { text: 'Menu of the day', links: [] } },
      leadForm: true,
    };
    expect(fromServer(item, 'u9')).toEqual({
      id: 'b1',
      ownerId: 'u9',
      title: 'Menu',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-03T00:00:00.000Z',
      views: 12,
      slots: {
        left: `${'a'.repeat(64)}.webp`,
        middle: null,
        right: null,
        leftBack: null,
        middleBack: null,
        rightBack: null,
      },
      order: slotsFromSides([0], []),
      // A reply from before layouts were recorded: pages.
      layout: 'pages',
      thumbnail: `${hashOf('c')}.png`,
      content: { [`${'a'.repeat(64)}.webp`]: { text: 'Menu of the day', links: [] } },
      leadForm: true,
      readsRtl: false,
      onServer: true,
      // A reply from before versions: each field as old as the flipbook's last change.
      fields: {
        title: { stamp: stampAt('2026-11-03T00:00:00.000Z') },
        order: { stamp: stampAt('2026-11-03T00:00:00.000Z') },
        panels: { stamp: stampAt('2026-11-03T00:00:00.000Z') },
        leadForm: { stamp: stampAt('2026-11-03T00:00:00.000Z') },
        readsRtl: { stamp: stampAt('2026-11-03T00:00:00.000Z') },
      },
    });
    // A reply with versions from before the reading direction: never edited, left to right.
    const before = { ...item, versions: withoutReadsRtl(versionsAt(item.updatedAt)) };
    expect(fromServer(before, 'u9')).toMatchObject({
      readsRtl: false,
      fields: { readsRtl: { stamp: UNEDITED.stamp } },
    });
    expect(fromServer({ ...item, readsRtl: true }, 'u9').readsRtl).toBe(true);
    // A reply from before content or the lead form existed gives none.
    expect(fromServer({ ...item, content: undefined }, 'u9').content).toEqual({});
    expect(fromServer({ ...item, leadForm: undefined }, 'u9').leadForm).toBe(false);
  });

  it('keeps a synced flipbook with changes waiting even when the server no longer lists it', async () => {
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Mine',
      front: [],
      back: [],
    });
    await db.flipbooks.update(book.id, { onServer: true });
    await mergeServerLibrary(db, 'u1', [], Date.now());
    expect(await db.flipbooks.get(book.id)).toBeDefined();
  });

  it('leaves the flipbooks of other accounts on this device alone', async () => {
    const theirs = await createLocalFlipbook(db, {
      ownerId: 'u2',
      title: 'Theirs',
      front: [],
      back: [],
    });
    await db.flipbooks.update(theirs.id, { onServer: true });
    await db.outbox.clear();
    await mergeServerLibrary(db, 'u1', [], Date.now());
    expect(await db.flipbooks.get(theirs.id)).toBeDefined();
  });

  it('forgets a deletion once the server no longer lists the flipbook, not before', async () => {
    await db.deleted.bulkPut([
      { id: 'listed', ownerId: 'u1', deletedAt: 1 },
      { id: 'unlisted', ownerId: 'u1', deletedAt: 1 },
      { id: 'theirs', ownerId: 'u2', deletedAt: 1 },
    ]);
    await mergeServerLibrary(db, 'u1', [reply('listed', 'Still listed')], Date.now());
    expect(await db.flipbooks.get('listed')).toBeUndefined();
    expect((await db.deleted.toCollection().primaryKeys()).sort()).toEqual(['listed', 'theirs']);
  });

  it('downloads each missing panel and thumbnail of the account from /media/, skipping refusals', async () => {
    await mergeServerLibrary(
      db,
      'u1',
      [
        {
          ...reply('b1', 'Menu'),
          middle: `/media/${hashOf('b')}.png`,
          thumbnail: `/media/${hashOf('c')}.jpg`,
        },
      ],
      Date.now(),
    );
    await mergeServerLibrary(
      db,
      'u2',
      [{ ...reply('b2', 'Theirs'), left: `/media/${hashOf('d')}.png` }],
      Date.now(),
    );
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      if (url.includes(hashOf('a')))
        return new Response('x', { status: 404, headers: { 'content-type': 'image/webp' } });
      if (url.includes(hashOf('b')))
        return new Response('<html>', { headers: { 'content-type': 'text/html' } });
      return new Response(new Uint8Array([1]), { headers: { 'content-type': 'image/jpeg' } });
    }) as unknown as typeof fetch;
    expect(await fetchMissingMedia(db, 'u1', fetcher)).toBe(1);
    expect(asked.sort()).toEqual(
      [
        `/media/${hashOf('a')}.webp`,
        `/media/${hashOf('b')}.png`,
        `/media/${hashOf('c')}.jpg`,
      ].sort(),
    );
    expect(await db.media.toCollection().primaryKeys()).toEqual([`${hashOf('c')}.jpg`]);
    expect((await db.media.get(`${hashOf('c')}.jpg`))?.type).toBe('image/jpeg');
  });

  it('skips a panel served without a content type', async () => {
    await mergeServerLibrary(db, 'u1', [reply('b1', 'Menu')], Date.now());
    const fetcher = (async () => {
      const response = new Response(new Uint8Array([1]));
      response.headers.delete('content-type');
      return response;
    }) as unknown as typeof fetch;
    expect(await fetchMissingMedia(db, 'u1', fetcher)).toBe(0);
  });
});

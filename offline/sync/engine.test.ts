import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  countLocalView,
  createLocalFlipbook,
  deleteLocalFlipbook,
  replaceLocalPanels,
  updateLocalFlipbook,
} from '#pwa/data/library';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, type OutboxEntry, openDb } from '../db';
import { fakeServer } from '../test/test-server';
import { discardEntry, drainOutbox, endNetworkBackoff, retryEntry } from './engine';
import { runExclusive } from './lock';
import { mergeServerLibrary } from './merge';
import { NetworkFailure } from './transport';

describe('the sync engine', () => {
  let db: FlipfoldDb;
  let server: ReturnType<typeof fakeServer>;
  let clock = 1_000_000;
  const drain = (userId = 'u1') =>
    drainOutbox({
      db,
      transport: server.transport,
      session: () => ({ userId, token: userId }),
      now: () => clock,
    });
  const create = (title = 'Menu', ownerId = 'u1') =>
    createLocalFlipbook(db, { ownerId, title, front: [png(1), png(2)], back: [png(3)] });

  /**
   * Makes an edit ride on the create, as if made before the create's first send was marked
   * (between reading the entry and marking it).
   */
  const asIfNotSent = async (edit: () => Promise<void>) => {
    await db.outbox.toCollection().modify((e) => {
      delete e.sentAt;
    });
    await edit();
    await db.outbox.toCollection().modify((e) => {
      e.sentAt = 1;
    });
  };

  beforeEach(() => {
    db = openDb(`sync-${crypto.randomUUID()}`);
    server = fakeServer();
  });
  afterEach(() => db.delete());

  it('sends a create with the panels as data URLs and marks the flipbook as on the server', async () => {
    const book = await create();
    const result = await drain();
    expect(result.sent).toBe(1);
    expect(server.log[0]?.method).toBe('POST');
    const body = server.log[0]?.body as { panels: { front: string[]; back: string[] } };
    expect(body.panels.front).toHaveLength(2);
    expect(body.panels.front[0]).toMatch(/^data:image\/png;base64,/);
    expect((await db.flipbooks.get(book.id))?.onServer).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a create followed by edits as one create with the latest title', async () => {
    const book = await create();
    await updateLocalFlipbook(db, book.id, { title: 'Lunch', slots: book.slots });
    await drain();
    expect(server.log).toHaveLength(1);
    expect((server.log[0]?.body as { title: string } | undefined)?.title).toBe('Lunch');
  });

  it('sends new panels of a re-annotated PDF as bytes, then as URLs once the server has them', async () => {
    const book = await create();
    await drain();
    await db.pdfs.put({
      flipbookId: book.id,
      ownerId: 'u1',
      name: 'Menu.pdf',
      pdf: new Blob(['a']),
    });
    const pdf = new Blob(['%PDF marked']);
    await replaceLocalPanels(db, book.id, { front: [png(7), png(8)], back: [png(9)], pdf });
    await drain();
    const edit = server.log[1]?.body as { edits: { panels: { value: { images: string[] } } } };
    expect(server.log[1]?.method).toBe('PUT');
    expect(Object.keys(edit.edits)).toEqual(['panels']);
    expect(edit.edits.panels.value.images.every((p) => p.startsWith('data:'))).toBe(true);
    const local = await db.flipbooks.get(book.id);
    expect(server.books.get(book.id)?.slots).toEqual(local?.slots);
    expect(local?.unsentMedia).toBeUndefined();
    expect((await db.pdfs.get(book.id))?.pdf.size).toBe(pdf.size);
    await updateLocalFlipbook(db, book.id, { title: 'Lunch', slots: local?.slots ?? book.slots });
    await drain();
    // A rename sends the title alone.
    expect(server.log[2]?.body).toEqual({
      edits: { title: { value: 'Lunch', base: expect.any(String), stamp: expect.any(String) } },
    });
    // The first panels are used by no flipbook any more.
    expect(await db.media.count()).toBe(3);
  });

  it('sends how the panels were made with a create and with new panels, never with a rename', async () => {
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Roll fold',
      front: [png(1), png(2), png(3)],
      back: [png(4), png(5), png(6)],
      layout: 'trifold',
    });
    await drain();
    expect((server.log[0]?.body as { layout?: string } | undefined)?.layout).toBe('trifold');
    expect(server.books.get(book.id)?.layout).toBe('trifold');
    await updateLocalFlipbook(db, book.id, { title: 'Renamed', slots: book.slots });
    await drain();
    expect(JSON.stringify(server.log[1]?.body)).not.toContain('layout');
    await replaceLocalPanels(db, book.id, {
      front: [png(7)],
      back: [],
      layout: 'pages',
      pdf: new Blob(['%PDF']),
    });
    await drain();
    const edit = server.log[2]?.body as { edits: { panels: { value: { layout?: string } } } };
    expect(edit.edits.panels.value.layout).toBe('pages');
    expect(server.books.get(book.id)?.layout).toBe('pages');
    expect((await db.flipbooks.get(book.id))?.layout).toBe('pages');
  });

  it('sends nothing for a flipbook created and deleted offline', async () => {
    const book = await create();
    await deleteLocalFlipbook(db, book.id);
    await drain();
    expect(server.log).toHaveLength(0);
  });

  it('sends a reorder of a synced flipbook as its page order alone, based on the order it changed', async () => {
    const book = await create();
    await drain();
    const synced = await db.flipbooks.get(book.id);
    await updateLocalFlipbook(db, book.id, {
      title: book.title,
      slots: { ...book.slots, left: book.slots.middle, middle: book.slots.left },
    });
    await drain();
    const put = server.log[1];
    expect(put?.method).toBe('PUT');
    expect(server.log).toHaveLength(2);
    expect(put?.body).toEqual({
      edits: {
        order: {
          value: {
            left: 1,
            middle: 0,
            right: null,
            leftBack: 2,
            middleBack: null,
            rightBack: null,
          },
          base: synced?.fields?.order?.stamp,
          stamp: (await db.flipbooks.get(book.id))?.fields?.order?.stamp,
        },
      },
    });
    expect(server.books.get(book.id)?.slots).toEqual({
      ...book.slots,
      left: book.slots.middle,
      middle: book.slots.left,
    });
  });

  it('keeps the entry with a growing backoff when the network is down, then sends it', async () => {
    await create();
    server.setScript(['offline']);
    const first = await drain();
    expect(first.sent).toBe(0);
    const [entry] = await db.outbox.toArray();
    expect(entry?.attempts).toBe(1);
    expect(first.retryAt).toBe(clock + 2_000);
    expect(first.events).toEqual([]);
    expect(first.networkDown).toBe(true);
    expect((await drain()).sent).toBe(0);
    clock += 2_000;
    server.setScript(['offline']);
    expect((await drain()).retryAt).toBe(clock + 5_000);
    clock += 5_000;
    expect(await drain()).toMatchObject({ sent: 1, networkDown: false, retryAt: null });
  });

  it('sends the queue in its order as soon as the network returns, yet waits out a Retry-After', async () => {
    const titles = () => server.log.map((r) => (r.body as { title: string }).title);
    await create('One');
    server.setScript(['offline']);
    await drain();
    clock += 2_001;
    server.setScript(['offline']);
    await drain();
    await create('Two');
    await endNetworkBackoff(db, 'u1');
    expect((await drain()).sent).toBe(2);
    expect(titles()).toEqual(['One', 'One', 'One', 'Two']);

    await create('Three');
    server.setScript([429]);
    await drain();
    await endNetworkBackoff(db, 'u1');
    expect((await drain()).sent).toBe(0);
    clock += 1_001;
    expect((await drain()).sent).toBe(1);
  });

  it('makes exactly one server record when a reply is lost after the write was applied', async () => {
    await create();
    server.setScript(['lose-reply']);
    await drain();
    clock += 10_000;
    await drain();
    expect(server.books.size).toBe(1);
    expect(server.log).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('pauses on 401 without dropping anything', async () => {
    await create();
    server.setScript([401]);
    const result = await drain();
    expect(result.paused).toBe(true);
    expect(result.events).toEqual([{ kind: 'paused' }]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('sends nothing without a session, and says so plainly', async () => {
    await create();
    const result = await drainOutbox({ db, transport: server.transport, session: () => null });
    expect(result).toEqual({
      sent: 0,
      events: [],
      retryAt: null,
      paused: false,
      networkDown: false,
    });
    expect(server.log).toHaveLength(0);
  });

  it('marks a refused entry failed with the server error and goes on with the others', async () => {
    const a = await create('First');
    await create('Second');
    server.setScript([403]);
    const result = await drain();
    expect(result.sent).toBe(1);
    expect(result.events).toContainEqual(
      expect.objectContaining({ kind: 'failed', flipbookId: a.id, error: 'refused 403' }),
    );
    const failed = (await db.outbox.toArray())[0];
    expect(failed?.status).toBe('failed');
    await retryEntry(db, failed?.seq as number);
    expect((await drain()).sent).toBe(1);
  });

  it('discards a failed create together with its never-synced flipbook', async () => {
    const a = await create();
    server.setScript([400]);
    await drain();
    const failed = (await db.outbox.toArray())[0];
    await discardEntry(db, failed?.seq as number);
    expect(await db.flipbooks.get(a.id)).toBeUndefined();
  });

  it('removes the local copy when an edit finds the flipbook deleted elsewhere', async () => {
    const book = await create();
    await drain();
    const stored = server.books.get(book.id);
    if (stored) stored.deleted = true;
    await updateLocalFlipbook(db, book.id, { title: 'Too late', slots: book.slots });
    const result = await drain();
    expect(result.events).toContainEqual({
      kind: 'deleted-elsewhere',
      flipbookId: book.id,
      title: 'Too late',
    });
    expect(await db.flipbooks.get(book.id)).toBeUndefined();
  });

  it('retries 5xx and 429 later, in order', async () => {
    await create('One');
    await create('Two');
    server.setScript([503]);
    expect((await drain()).sent).toBe(0);
    clock += 2_001;
    await drain();
    expect(server.log.map((r) => (r.body as { title: string }).title)).toEqual([
      'One',
      'One',
      'Two',
    ]);
  });

  it('sends the views presented offline once, with their key', async () => {
    const book = await create();
    await drain();
    await countLocalView(db, book.id);
    await countLocalView(db, book.id);
    await drain();
    expect(server.log[1]?.method).toBe('POST');
    expect(server.log[1]?.path).toBe(`/api/flipbooks/${book.id}/views`);
    expect((server.log[1]?.body as { count: number } | undefined)?.count).toBe(2);
  });

  it('deletes on the server a flipbook whose create landed but whose reply was lost', async () => {
    const book = await create();
    server.setScript(['lose-reply']);
    await drain();
    await deleteLocalFlipbook(db, book.id);
    clock += 10_000;
    await drain();
    expect(server.books.get(book.id)?.deleted).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    await mergeServerLibrary(db, 'u1', server.listFor('u1'), Date.now());
    expect(await db.flipbooks.get(book.id)).toBeUndefined();
  });

  it('counts the delete of a create that never landed as done when the server answers 404', async () => {
    const book = await create();
    server.setScript(['offline']);
    await drain();
    await deleteLocalFlipbook(db, book.id);
    clock += 10_000;
    const result = await drain();
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'DELETE']);
    expect(result.events).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('never brings back a flipbook deleted here from a list read before the delete went out', async () => {
    const book = await create();
    await drain();
    const staleList = server.listFor('u1');
    await deleteLocalFlipbook(db, book.id);
    await drain();
    await mergeServerLibrary(db, 'u1', staleList, Date.now());
    expect(await db.flipbooks.get(book.id)).toBeUndefined();
    await mergeServerLibrary(db, 'u1', server.listFor('u1'), Date.now());
    expect(await db.deleted.count()).toBe(0);
  });

  it('keeps an edit the server acknowledged after its list was read when that list is merged', async () => {
    const book = await create('Menu');
    await drain();
    const readAt = clock;
    const staleList = server.listFor('u1');
    clock += 1;
    const moved = { ...book.slots, left: book.slots.middle, middle: book.slots.left };
    await updateLocalFlipbook(db, book.id, { title: 'Menu', slots: moved });
    await drain();
    await mergeServerLibrary(db, 'u1', staleList, readAt);
    expect((await db.flipbooks.get(book.id))?.slots).toEqual(moved);
    await mergeServerLibrary(db, 'u1', server.listFor('u1'), clock);
    expect((await db.flipbooks.get(book.id))?.slots).toEqual(moved);
  });

  it('keeps a create the server acknowledged after its list was read when that list is merged', async () => {
    const readAt = clock;
    const staleList = server.listFor('u1');
    clock += 1;
    const book = await create('New');
    await drain();
    await mergeServerLibrary(db, 'u1', staleList, readAt);
    expect(await db.flipbooks.get(book.id)).toBeDefined();
  });

  it('sends an edit made after a create whose reply was lost, so the server ends with it', async () => {
    const book = await create('Old title');
    server.setScript(['lose-reply']);
    await drain();
    const moved = { ...book.slots, left: book.slots.middle, middle: book.slots.left };
    await updateLocalFlipbook(db, book.id, { title: 'New title', slots: moved });
    clock += 10_000;
    await drain();
    expect(server.books.get(book.id)).toMatchObject({ title: 'New title', slots: moved });
    // The replayed create's 200 shows the old state, but the edit already queued covers it.
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'POST', 'PUT']);
    expect(await db.outbox.count()).toBe(0);
    await mergeServerLibrary(db, 'u1', server.listFor('u1'), Date.now());
    expect(await db.flipbooks.get(book.id)).toMatchObject({ title: 'New title', slots: moved });
  });

  it('follows an idempotent create answered with an older stored state with an edit', async () => {
    const book = await create('Old title');
    server.setScript(['lose-reply']);
    await drain();
    await asIfNotSent(() =>
      updateLocalFlipbook(db, book.id, { title: 'New title', slots: book.slots }),
    );
    clock += 10_000;
    await drain();
    expect(server.log.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/flipbooks',
      'POST /api/flipbooks',
      `PUT /api/flipbooks/${book.id}`,
    ]);
    expect(server.books.get(book.id)?.title).toBe('New title');
  });

  it('queues an edit of its own after a replayed create answered with an older state, views waiting beside it', async () => {
    const book = await create('Old title');
    server.setScript(['lose-reply']);
    await drain();
    await asIfNotSent(() =>
      updateLocalFlipbook(db, book.id, { title: 'New title', slots: book.slots }),
    );
    await countLocalView(db, book.id);
    clock += 10_000;
    server.setScript(['ok', 'ok', 503]);
    await drain();
    expect((await db.outbox.toArray()).map((e) => [e.kind, e.status])).toEqual([
      ['update', 'pending'],
    ]);
    clock += 60_000;
    await drain();
    expect(server.books.get(book.id)).toMatchObject({ title: 'New title', views: 1 });
  });

  it('queues no second edit for a change made while its first was in flight', async () => {
    const book = await create();
    await drain();
    await updateLocalFlipbook(db, book.id, { title: 'First', slots: book.slots });
    server.setScript(['ok', 503]);
    await drainOutbox({
      db,
      transport: async (request) => {
        if (request.method === 'PUT' && server.log.length === 1)
          await updateLocalFlipbook(db, book.id, { title: 'Second', slots: book.slots });
        return server.transport(request);
      },
      session: () => ({ userId: 'u1', token: 'u1' }),
      now: () => clock,
    });
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['update']);
    clock += 60_000;
    await drain();
    expect(server.books.get(book.id)?.title).toBe('Second');
  });

  it('tells of a sent edit the server kept its own value of, even one made on top of it', async () => {
    const book = await create();
    await drain();
    await updateLocalFlipbook(db, book.id, { title: 'Mine', slots: book.slots });
    const mine = (await db.flipbooks.get(book.id))?.fields?.title?.stamp ?? '';
    const result = await drainOutbox({
      db,
      transport: async (request) => {
        const reply = await server.transport(request);
        if (request.method !== 'PUT') return reply;
        // Another device renamed it on top of this edit, and this edit came again: kept.
        const body = reply.body as { title: string; versions: Record<string, object> };
        const versions = { ...body.versions, title: { stamp: `${mine}z`, base: mine } };
        return { ...reply, body: { ...body, title: 'Theirs', versions, kept: ['title'] } };
      },
      session: () => ({ userId: 'u1', token: 'u1' }),
      now: () => clock,
    });
    expect(result.events).toEqual([
      { kind: 'replaced', flipbookId: book.id, field: 'title', title: 'Theirs' },
    ]);
    expect((await db.flipbooks.get(book.id))?.title).toBe('Theirs');
  });

  it('says nothing of an edit refused after its flipbook was deleted here, and sends the delete', async () => {
    const book = await create();
    await drain();
    await updateLocalFlipbook(db, book.id, { title: 'Edited', slots: book.slots });
    const result = await drainOutbox({
      db,
      transport: async (request) => {
        if (request.method === 'PUT') {
          // Deleted here while the edit is out, and on another device before it arrives.
          await deleteLocalFlipbook(db, book.id);
          const stored = server.books.get(book.id);
          if (stored) stored.deleted = true;
        }
        return server.transport(request);
      },
      session: () => ({ userId: 'u1', token: 'u1' }),
      now: () => clock,
    });
    expect(result.events).toEqual([]);
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a never-synced flipbook and its create when a failed edit of it is discarded', async () => {
    const book = await create();
    server.setScript([400]);
    await drain();
    const [refusedCreate] = await db.outbox.toArray();
    await db.outbox.add({
      ...(refusedCreate as OutboxEntry),
      seq: undefined,
      kind: 'update',
      error: 'refused 404',
    });
    const edit = (await db.outbox.toArray()).find((e) => e.kind === 'update');
    await discardEntry(db, edit?.seq as number);
    expect(await db.flipbooks.get(book.id)).toBeDefined();
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['create']);
  });

  it('puts views counted while a report is in flight into a new report', async () => {
    const book = await create();
    await drain();
    await countLocalView(db, book.id);
    let release = () => {};
    const inFlight = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = drainOutbox({
      db,
      transport: async (request) => {
        await inFlight;
        return server.transport(request);
      },
      session: () => ({ userId: 'u1', token: 'u1' }),
      now: () => clock,
    });
    await new Promise((r) => setTimeout(r, 20));
    await countLocalView(db, book.id);
    await countLocalView(db, book.id);
    release();
    await slow;
    await drain();
    expect(server.books.get(book.id)?.views).toBe(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops a flipbook whose replayed create finds it deleted on another device', async () => {
    const book = await create();
    server.setScript(['lose-reply']);
    await drain();
    const stored = server.books.get(book.id);
    if (stored) stored.deleted = true;
    clock += 10_000;
    const result = await drain();
    expect(result.events).toContainEqual(
      expect.objectContaining({ kind: 'deleted-elsewhere', flipbookId: book.id }),
    );
    expect(await db.flipbooks.get(book.id)).toBeUndefined();
  });

  it('never sends one account’s changes as another', async () => {
    await create('Mine', 'u1');
    await drain('u2');
    expect(server.log).toHaveLength(0);
  });

  it('runs one drain at a time', async () => {
    let running = 0;
    let most = 0;
    const work = () =>
      runExclusive(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return true;
      });
    const results = await Promise.all([work(), work(), work()]);
    expect(most).toBe(1);
    expect(results.filter((r) => r === true)).toHaveLength(1);
  });

  it('sends the thumbnail with the panels: as data in the create and with panels made anew, never with a rename', async () => {
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1)],
      back: [],
      thumbnail: png(7),
    });
    await drain();
    await updateLocalFlipbook(db, book.id, { title: 'Renamed', slots: book.slots });
    await drain();
    await db.pdfs.put({ flipbookId: book.id, ownerId: 'u1', name: 'M.pdf', pdf: new Blob(['a']) });
    const pdf = new Blob(['b']);
    await replaceLocalPanels(db, book.id, { front: [png(2)], back: [], thumbnail: png(8), pdf });
    await drain();
    type Sent = { thumbnail?: string; edits?: { panels?: { value: { thumbnail?: string } } } };
    const [post, rename, panels] = server.log.map((r) => r.body as Sent);
    expect(post?.thumbnail).toMatch(/^data:image\/png;base64,/);
    expect(JSON.stringify(rename)).not.toContain('thumbnail');
    expect(panels?.edits?.panels?.value.thumbnail).toMatch(/^data:image\/png;base64,/);
    expect(server.books.get(book.id)?.thumbnail).toBe((await db.flipbooks.get(book.id))?.thumbnail);
  });

  it('stops with an error when a panel to send is missing from this device', async () => {
    const book = await create();
    await db.media.delete(book.slots.left as string);
    await expect(drain()).rejects.toThrow(`Panel ${book.slots.left} is missing from this device`);
    expect(server.log).toHaveLength(0);
  });

  it('drops an edit of a flipbook no longer here and goes on with the next entry', async () => {
    const book = await create('One');
    await drain();
    await updateLocalFlipbook(db, book.id, { title: 'Edited', slots: book.slots });
    await db.flipbooks.delete(book.id);
    await create('Two');
    expect((await drain()).sent).toBe(1);
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('tells of a timeout, and lets other errors of the transport through', async () => {
    await create();
    const timingOut = drainOutbox({
      db,
      transport: async () => {
        throw new NetworkFailure(true);
      },
      session: () => ({ userId: 'u1', token: 'u1' }),
      now: () => clock,
    });
    const result = await timingOut;
    expect(result.events).toEqual([{ kind: 'timeout' }]);
    expect(result.networkDown).toBe(true);
    clock += 2_001;
    const broken = drainOutbox({
      db,
      transport: async () => {
        throw new TypeError('a bug');
      },
      session: () => ({ userId: 'u1', token: 'u1' }),
      now: () => clock,
    });
    await expect(broken).rejects.toThrow('a bug');
  });

  it('reports a refusal with the flipbook’s title, the server’s code and the entry’s kind', async () => {
    const book = await create('Menu');
    await drain();
    await updateLocalFlipbook(db, book.id, { title: 'Edited', slots: book.slots });
    server.setScript([422]);
    const result = await drain();
    expect(result.events).toEqual([
      {
        kind: 'failed',
        flipbookId: book.id,
        title: 'Edited',
        error: 'refused 422',
        code: 'VALIDATION_FAILED',
        entryKind: 'update',
      },
    ]);
    expect(result.retryAt).toBeNull();
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('lets other flipbooks go ahead of one backing off, but not its own later changes', async () => {
    const a = await create('A');
    await create('B');
    server.setScript([503]);
    const first = await drain();
    expect(first).toMatchObject({ sent: 0, retryAt: clock + 2_000, networkDown: false });
    await updateLocalFlipbook(db, a.id, { title: 'A edited', slots: a.slots });
    const second = await drain();
    expect(second.sent).toBe(1);
    expect(second.retryAt).toBe(clock + 2_000);
    expect(server.log.map((r) => (r.body as { title: string }).title)).toEqual(['A', 'B']);
  });

  it('sends an edit put back by Retry at once, though a later change of its flipbook is backing off', async () => {
    const book = await create();
    await drain();
    await updateLocalFlipbook(db, book.id, { title: 'Refused', slots: book.slots });
    await countLocalView(db, book.id);
    server.setScript([400, 503]);
    await drain();
    expect((await db.outbox.toArray()).map((e) => [e.kind, e.status])).toEqual([
      ['update', 'failed'],
      ['views', 'pending'],
    ]);
    const [edit] = await db.outbox.toArray();
    await retryEntry(db, edit?.seq as number);
    server.setScript([503]);
    await drain();
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'PUT', 'POST', 'PUT']);
  });

  it('sends the views of a flipbook whose edit the server refused', async () => {
    const book = await create();
    await drain();
    await updateLocalFlipbook(db, book.id, { title: 'Refused', slots: book.slots });
    await countLocalView(db, book.id);
    server.setScript([400]);
    await drain();
    expect(server.books.get(book.id)?.views).toBe(1);
    expect((await db.outbox.toArray()).map((e) => e.kind)).toEqual(['update']);
  });

  it('marks a create answered without its record as on the server', async () => {
    const book = await create();
    await drainOutbox({
      db,
      transport: async (request) => ({ ...(await server.transport(request)), body: null }),
      session: () => ({ userId: 'u1', token: 'u1' }),
      now: () => clock,
    });
    expect((await db.flipbooks.get(book.id))?.onServer).toBe(true);
  });

  it('waits for the earliest backoff when everything is waiting', async () => {
    await create('A');
    server.setScript(['offline']);
    await drain();
    clock += 1_000;
    expect(await drain()).toMatchObject({ sent: 0, retryAt: clock + 1_000 });
    expect(server.log).toHaveLength(1);
  });

  it('ends the network backoffs of that account only', async () => {
    await create('Mine');
    await create('Theirs', 'u2');
    server.setScript(['offline']);
    await drain('u1');
    server.setScript(['offline']);
    await drain('u2');
    await endNetworkBackoff(db, 'u1');
    const waits = async () => (await db.outbox.orderBy('seq').toArray()).map((e) => e.notBefore);
    expect(await waits()).toEqual([0, clock + 2_000]);
  });

  it('puts a failed entry back as pending, due now and without its error', async () => {
    await create();
    server.setScript([400]);
    await drain();
    const [failed] = await db.outbox.toArray();
    expect(failed?.error).toBe('refused 400');
    await retryEntry(db, failed?.seq as number);
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'pending', notBefore: 0 });
    expect((await db.outbox.toArray())[0]?.error).toBeUndefined();
  });

  it('discards a failed edit or a failed create of a synced flipbook without the flipbook', async () => {
    const book = await create();
    await drain();
    await updateLocalFlipbook(db, book.id, { title: 'Edited', slots: book.slots });
    server.setScript([400]);
    await drain();
    const [edit] = await db.outbox.toArray();
    await discardEntry(db, edit?.seq as number);
    await discardEntry(db, 999);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.flipbooks.get(book.id)).toBeDefined();

    await db.outbox.add({ ...(edit as OutboxEntry), seq: undefined, kind: 'create' });
    const [create2] = await db.outbox.toArray();
    await discardEntry(db, create2?.seq as number);
    expect(await db.flipbooks.get(book.id)).toBeDefined();
  });

  it('stops when the session changes between two requests', async () => {
    await create('One');
    await create('Two');
    let token = 'u1';
    const result = await drainOutbox({
      db,
      transport: async (request) => {
        token = 'u1-again';
        return server.transport(request);
      },
      session: () => ({ userId: 'u1', token }),
      now: () => clock,
    });
    expect(result.sent).toBe(1);
    expect(server.log).toHaveLength(1);
  });

  it('reports a create as created, and an edit or a delete as nothing', async () => {
    const book = await create();
    expect((await drain()).events).toEqual([{ kind: 'created', flipbookId: book.id }]);
    await updateLocalFlipbook(db, book.id, { title: 'Edited', slots: book.slots });
    expect((await drain()).events).toEqual([]);
    await deleteLocalFlipbook(db, book.id);
    expect((await drain()).events).toEqual([]);
  });

  it('follows a replayed create whose stored panels differ, though not its title, with an edit', async () => {
    const book = await create('Menu');
    server.setScript(['lose-reply']);
    await drain();
    const moved = { ...book.slots, left: book.slots.middle, middle: book.slots.left };
    await asIfNotSent(() => updateLocalFlipbook(db, book.id, { title: 'Menu', slots: moved }));
    clock += 10_000;
    await drain();
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'POST', 'PUT']);
    expect(server.books.get(book.id)?.slots).toEqual(moved);
  });

  it('sends each panel’s text and links with the create, by the name of its image', async () => {
    const link = { url: 'https://shop.example.com', x: 0.1, y: 0.1, width: 0.2, height: 0.1 };
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Linked',
      front: [png(1), png(2)],
      back: [png(3)],
      content: {
        front: [
          { text: 'Cover', links: [link] },
          { text: '', links: [] },
        ],
        back: [{ text: 'Back', links: [] }],
      },
    });
    await drain();
    const { left, leftBack } = book.slots as { left: string; leftBack: string };
    expect((server.log[0]?.body as { content?: unknown } | undefined)?.content).toEqual({
      [left]: { text: 'Cover', links: [link] },
      [leftBack]: { text: 'Back', links: [] },
    });
    expect(server.books.get(book.id)?.content).toEqual(book.content);
  });

  it('follows a replayed create whose stored text differs, though nothing else, with an edit', async () => {
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1)],
      back: [],
      content: { front: [{ text: 'Old words', links: [] }], back: [] },
    });
    server.setScript(['lose-reply']);
    await drain();
    await db.pdfs.put({ flipbookId: book.id, ownerId: 'u1', name: 'M.pdf', pdf: new Blob(['a']) });
    const content = { front: [{ text: 'New words', links: [] }], back: [] };
    await asIfNotSent(() =>
      replaceLocalPanels(db, book.id, { front: [png(1)], back: [], content, pdf: new Blob(['b']) }),
    );
    clock += 10_000;
    await drain();
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'POST', 'PUT']);
    expect(server.books.get(book.id)?.content).toEqual({
      [book.slots.left as string]: { text: 'New words', links: [] },
    });
  });

  it('sends no content for a flipbook stored before content existed, and the server keeps its own', async () => {
    const book = await create();
    await drain();
    const name = book.slots.left as string;
    const stored = server.books.get(book.id);
    if (stored) stored.content = { [name]: { text: 'Kept', links: [] } };
    await db.flipbooks.update(book.id, { content: undefined });
    await updateLocalFlipbook(db, book.id, { title: 'Renamed', slots: book.slots });
    await drain();
    expect(server.log.at(-1)?.body).not.toHaveProperty('content');
    expect(server.books.get(book.id)?.content).toEqual({ [name]: { text: 'Kept', links: [] } });
  });

  it.each([
    ['no record', null],
    ['the record of another flipbook', { id: 'other', title: 'x' }],
    ['text', 'created'],
  ])('takes a 200 to a create with %s as done, with no edit after it', async (_, body) => {
    const book = await create();
    let requests = 0;
    const result = await drainOutbox({
      db,
      transport: async () => {
        requests++;
        return { status: 200, body, retryAfterSeconds: null };
      },
      session: () => ({ userId: 'u1', token: 'u1' }),
      now: () => clock,
    });
    expect(result.events).toEqual([{ kind: 'created', flipbookId: book.id }]);
    expect(requests).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('reports nothing for a create that lands after the flipbook was deleted here', async () => {
    const book = await create();
    const result = await drainOutbox({
      db,
      transport: async (request) => {
        if (request.method === 'POST') await deleteLocalFlipbook(db, book.id);
        return server.transport(request);
      },
      session: () => ({ userId: 'u1', token: 'u1' }),
      now: () => clock,
    });
    expect(result.events).toEqual([]);
    expect(server.log.map((r) => r.method)).toEqual(['POST', 'DELETE']);
    expect(server.books.get(book.id)?.deleted).toBe(true);
  });

  it('drops a flipbook gone elsewhere with every entry it had, failed ones too', async () => {
    const book = await create();
    await drain();
    await countLocalView(db, book.id);
    server.setScript([400]);
    await drain();
    const stored = server.books.get(book.id);
    if (stored) stored.deleted = true;
    await updateLocalFlipbook(db, book.id, { title: 'Too late', slots: book.slots });
    await drain();
    expect(await db.outbox.count()).toBe(0);
  });

  it('reports a refused entry of a flipbook no longer here with an empty title', async () => {
    await db.outbox.add({
      ownerId: 'u1',
      flipbookId: 'gone',
      kind: 'views',
      views: { count: 1, key: crypto.randomUUID() },
      status: 'pending',
      attempts: 0,
      notBefore: 0,
      createdAt: 0,
    });
    server.setScript([400]);
    const result = await drain();
    expect(result.events).toEqual([expect.objectContaining({ kind: 'failed', title: '' })]);
  });

  it('sends an entry due this very millisecond, and waits for the earliest of several backoffs', async () => {
    await create('A');
    await create('B');
    server.setScript(['offline']);
    await drain();
    clock += 500;
    server.setScript(['offline']);
    await db.outbox.toCollection().modify((e) => {
      if (e.seq === 1) e.notBefore = clock + 1_500;
    });
    // A waits; B goes out and meets no network either.
    expect(await drain()).toMatchObject({ sent: 0, retryAt: clock + 2_000 });
    expect(await drain()).toMatchObject({ sent: 0, retryAt: clock + 1_500 });
    clock += 1_500;
    expect((await drain()).sent).toBe(1);
  });

  it('discards a failed create of a never-synced flipbook with its other entries', async () => {
    const book = await create();
    server.setScript([400]);
    await drain();
    await countLocalView(db, book.id);
    const [failed] = await db.outbox.orderBy('seq').toArray();
    await discardEntry(db, failed?.seq as number);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.flipbooks.get(book.id)).toBeUndefined();
  });
});

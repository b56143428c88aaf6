import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FlipfoldDb, openDb } from '../db';
import {
  countLocalView,
  createLocalFlipbook,
  deleteLocalFlipbook,
  replaceLocalPanels,
  updateLocalFlipbook,
} from '../library';
import { fakePng as png } from '../test-png';
import { discardEntry, drainOutbox, endNetworkBackoff, retryEntry } from './engine';
import { runExclusive } from './lock';
import { mergeServerLibrary } from './merge';
import { fakeServer } from './test-server';

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
    const edit = server.log[1]?.body as { panels: { front: string[]; back: string[] } };
    expect(server.log[1]?.method).toBe('PUT');
    expect([...edit.panels.front, ...edit.panels.back].every((p) => p.startsWith('data:'))).toBe(
      true,
    );
    const local = await db.flipbooks.get(book.id);
    expect(server.books.get(book.id)?.slots).toEqual(local?.slots);
    expect(local?.unsentMedia).toBeUndefined();
    expect((await db.pdfs.get(book.id))?.pdf.size).toBe(pdf.size);
    await updateLocalFlipbook(db, book.id, { title: 'Lunch', slots: local?.slots ?? book.slots });
    await drain();
    const next = server.log[2]?.body as { panels: { front: string[] } };
    expect(next.panels.front.every((p) => p.startsWith('/media/'))).toBe(true);
    // The first panels are used by no flipbook any more.
    expect(await db.media.count()).toBe(3);
  });

  it('sends nothing for a flipbook created and deleted offline', async () => {
    const book = await create();
    await deleteLocalFlipbook(db, book.id);
    await drain();
    expect(server.log).toHaveLength(0);
  });

  it('sends an edit of a synced flipbook with /media/ URLs only', async () => {
    const book = await create();
    await drain();
    await updateLocalFlipbook(db, book.id, {
      title: 'Reordered',
      slots: { ...book.slots, left: book.slots.middle, middle: book.slots.left },
    });
    await drain();
    const put = server.log[1];
    expect(put?.method).toBe('PUT');
    expect(JSON.stringify(put?.body)).not.toContain('data:');
    expect((put?.body as { panels: { front: string[] } } | undefined)?.panels.front[0]).toBe(
      `/media/${book.slots.middle}`,
    );
  });

  it('keeps the entry with a growing backoff when the network is down, then sends it', async () => {
    await create();
    server.setScript(['offline']);
    const first = await drain();
    expect(first.sent).toBe(0);
    const [entry] = await db.outbox.toArray();
    expect(entry?.attempts).toBe(1);
    expect(first.retryAt).toBe(clock + 2_000);
    expect((await drain()).sent).toBe(0);
    clock += 2_001;
    expect((await drain()).sent).toBe(1);
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
    expect(await db.outbox.count()).toBe(1);
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
    await mergeServerLibrary(db, 'u1', server.listFor('u1'));
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
    await mergeServerLibrary(db, 'u1', staleList);
    expect(await db.flipbooks.get(book.id)).toBeUndefined();
    await mergeServerLibrary(db, 'u1', server.listFor('u1'));
    expect(await db.deleted.count()).toBe(0);
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
    expect(await db.outbox.count()).toBe(0);
    await mergeServerLibrary(db, 'u1', server.listFor('u1'));
    expect(await db.flipbooks.get(book.id)).toMatchObject({ title: 'New title', slots: moved });
  });

  it('follows an idempotent create answered with an older stored state with an edit', async () => {
    const book = await create('Old title');
    server.setScript(['lose-reply']);
    await drain();
    // The edit rides on the create, as if it had been made before the first send was marked.
    await db.outbox.toCollection().modify((e) => {
      delete e.sentAt;
    });
    await updateLocalFlipbook(db, book.id, { title: 'New title', slots: book.slots });
    await db.outbox.toCollection().modify((e) => {
      e.sentAt = 1;
    });
    clock += 10_000;
    await drain();
    expect(server.log.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/flipbooks',
      'POST /api/flipbooks',
      `PUT /api/flipbooks/${book.id}`,
    ]);
    expect(server.books.get(book.id)?.title).toBe('New title');
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
});

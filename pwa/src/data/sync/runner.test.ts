import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createdKitVersions } from '#core/event-kit-fields';
import type { PublicUser } from '#core/schemas/auth';
import { db } from '#offline/db';
import { discardEntry } from '#offline/sync/engine';
import type { SyncEvent } from '#offline/sync/events';
import { PROBE_INTERVAL_MS } from '#offline/sync/probe';
import type { SyncRequest } from '#offline/sync/transport';
import { fakeServer, serverBook } from '#offline/test/test-server';
import { fakePng as png } from '#pwa-test/test-png';
import { waitFor } from '#pwa-test/wait-for';
import { captureKioskLead } from '../../features/leads/data/leads';
import { sessionStore } from '../../state/session';
import { createLocalFlipbook, updateLocalFlipbook } from '../library';
import { startSync } from './runner';

const user = { id: 'u1', username: 'jane', name: 'Jane' } as PublicUser;

/** Web Locks as the browser has them: one holder at a time, the others queue unless `ifAvailable`. */
function fakeLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  let held = false;
  return {
    request<T>(_name: string, options: { ifAvailable?: boolean }, fn: (lock: object | null) => T) {
      if (options.ifAvailable && held) return Promise.resolve(fn(null));
      const turn = queue.then(async () => {
        held = true;
        try {
          return await fn({});
        } finally {
          held = false;
        }
      });
      queue = turn.catch(() => {});
      return turn;
    },
  };
}

/** Lets IndexedDB and the fake server work until `done`, running only the timers due now. */
async function settle(done: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 500; i++) {
    if (await done()) return;
    await new Promise((r) => setImmediate(r));
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
  }
  throw new Error('Never settled');
}

/** The page's triggers, on a fake server behind fetch, in a window and document made of events. */
describe('the page’s sync runner', () => {
  let server: ReturnType<typeof fakeServer>;
  let online: boolean;
  /** How often the page asked whether it is online while it was not: a drain that met no network. */
  let offlineChecks: number;
  let health: string[];
  let listed: string[];
  /** The lists asked for, each with the ETag it was asked with (`-` for none). */
  let asked: string[];
  /** Whether the lists' replies carry an ETag (a 304 to the same one again). */
  let etags: boolean;
  /** What happens on the page while a list is read. */
  let whileRead: (path: string) => void;
  let events: SyncEvent[];
  let stop: () => void;
  const page = { window: new EventTarget(), document: new EventTarget() };

  beforeEach(async () => {
    await Promise.all([
      db.flipbooks.clear(),
      db.outbox.clear(),
      db.media.clear(),
      db.session.clear(),
      db.libraries.clear(),
      db.kits.clear(),
    ]);
    server = fakeServer();
    online = true;
    offlineChecks = 0;
    health = [];
    listed = [];
    asked = [];
    etags = false;
    whileRead = () => {};
    events = [];
    page.window = new EventTarget();
    page.document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('window', page.window);
    vi.stubGlobal('document', page.document);
    const locks = fakeLocks();
    vi.stubGlobal('navigator', {
      locks,
      get onLine() {
        if (!online) offlineChecks++;
        return online;
      },
    });
    vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
      if (path === '/api/health') {
        health.push(path);
        return new Response('ok', { status: online ? 200 : 503 });
      }
      // Panels another device made, fetched after a drain: none in these tests.
      if (path.startsWith('/media/')) return new Response(null, { status: 404 });
      const token = (init.headers as Record<string, string>).Authorization?.slice('Bearer '.length);
      if (path === '/api/flipbooks/my') listed.push(token ?? '');
      // The lists (the teams, each library's flipbooks and kits) are read, not sent.
      if (!init.method) {
        const reply = server.read(path, token ?? '');
        whileRead(path);
        const sentTag = (init.headers as Record<string, string>)['If-None-Match'];
        asked.push(`${path} ${sentTag ?? '-'}`);
        const tag = `"${JSON.stringify(reply.body).length}-${path}"`;
        if (!etags || reply.status !== 200)
          return Response.json(reply.body, { status: reply.status });
        if (sentTag === tag) return new Response(null, { status: 304 });
        return Response.json(reply.body, { headers: { ETag: tag } });
      }
      const request = {
        method: init.method,
        path,
        token,
        ...(init.body ? { body: JSON.parse(init.body as string) } : {}),
      } as SyncRequest;
      const reply = await server.transport(request);
      return Response.json(reply.body, {
        status: reply.status,
        headers: reply.retryAfterSeconds ? { 'Retry-After': `${reply.retryAfterSeconds}` } : {},
      });
    });
    stop = () => {};
  });
  afterEach(() => {
    stop();
    sessionStore.set({ user: null, authToken: null });
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // Each runner tells the events of its own test: a drain still under way when its test ended
  // would tell its outcome into the next test's list.
  const start = () => {
    const told = events;
    stop = startSync((event) => told.push(event));
  };
  const signIn = (token = 'u1') => sessionStore.set({ user, authToken: token });
  const create = (title: string) =>
    createLocalFlipbook(db, { ownerId: 'u1', title, front: [png(1)], back: [] });
  const sent = () => server.log.map((r) => `${r.method} ${r.path}`);
  /** Signed in and synced, a flipbook whose create the server refused: its entry failed. */
  const refusedCreate = async () => {
    start();
    signIn();
    await waitFor(() => expect(listed).toHaveLength(1));
    server.setScript([400]);
    const book = await create('Refused');
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.status).toBe('failed'));
    return book;
  };

  it('sends the queue on sign-in as the signed-in account, then merges the server library', async () => {
    const book = await create('Made before sign-in');
    server.books.set('b2', serverBook('u1', { title: 'From another device' }));
    start();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.log).toHaveLength(0);
    signIn();
    await waitFor(async () => expect(await db.flipbooks.get('b2')).toBeDefined());
    expect(server.log[0]).toMatchObject({ method: 'POST', token: 'u1' });
    expect((await db.flipbooks.get(book.id))?.onServer).toBe(true);
    expect(await db.session.get('current')).toMatchObject({ userId: 'u1', token: 'u1' });
    expect(events).toEqual([{ kind: 'created', flipbookId: book.id }]);
    expect(listed).toEqual(['u1']);
  });

  it("merges the account's event kits after its library, on sign-in", async () => {
    await db.kits.clear();
    server.books.set('b2', serverBook('u1', { title: 'From another device' }));
    server.kits.set('k1', {
      ownerId: 'u1',
      teamId: null,
      name: 'Made on the laptop',
      flipbooks: ['b2'],
      idleSeconds: 45,
      language: 'ja',
      versions: createdKitVersions(undefined, Date.now()),
      deleted: false,
    });
    start();
    signIn();
    await waitFor(async () => expect(await db.kits.get('k1')).toBeDefined());
    expect(await db.kits.get('k1')).toMatchObject({
      ownerId: 'u1',
      name: 'Made on the laptop',
      flipbooks: [{ id: 'b2', title: 'From another device' }],
      idleSeconds: 45,
      language: 'ja',
      onServer: true,
    });
    await db.kits.clear();
  });

  it('sends the queue on sign-in even while a drain that found no account still holds the lock', async () => {
    await create('Made before sign-in');
    const locks = (navigator as unknown as { locks: ReturnType<typeof fakeLocks> }).locks;
    let release = () => {};
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    void locks.request('flipfold-outbox', {}, () => holding);
    const request = locks.request.bind(locks);
    let askedSignedIn = false;
    locks.request = (name, options, fn) => {
      if (sessionStore.get().authToken) askedSignedIn = true;
      return request(name, options, fn);
    };
    start();
    signIn();
    await waitFor(() => expect(askedSignedIn).toBe(true));
    release();
    await waitFor(() => expect(sent()).toEqual(['POST /api/flipbooks']));
  });

  it('sends a change as soon as the outbox grows', async () => {
    start();
    signIn();
    await waitFor(() => expect(listed).toHaveLength(1));
    await create('New');
    await waitFor(() => expect(sent()).toEqual(['POST /api/flipbooks']));
  });

  it('forgets the session on sign-out and sends nothing more', async () => {
    start();
    signIn();
    await waitFor(() => expect(listed).toHaveLength(1));
    sessionStore.set({ user: null, authToken: null });
    await waitFor(async () => expect(await db.session.count()).toBe(0));
    await create('After sign-out');
    await new Promise((r) => setTimeout(r, 100));
    expect(server.log).toHaveLength(0);
  });

  it('sends nothing while the browser is offline, then everything on the online event', async () => {
    online = false;
    start();
    signIn();
    await create('Offline');
    await new Promise((r) => setTimeout(r, 100));
    expect(server.log).toHaveLength(0);
    expect(listed).toHaveLength(0);
    online = true;
    page.window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(listed).toHaveLength(1));
    expect(sent()).toEqual(['POST /api/flipbooks']);
  });

  it('tries again when the tab becomes visible, not when it is hidden', async () => {
    start();
    signIn();
    await waitFor(() => expect(listed).toHaveLength(1));
    online = false;
    await create('Queued');
    // The drain the new entry wakes has met no network before the network comes back.
    await waitFor(() => expect(offlineChecks).toBeGreaterThan(0));
    online = true;
    Object.assign(page.document, { visibilityState: 'hidden' });
    page.document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 100));
    expect(server.log).toHaveLength(0);
    Object.assign(page.document, { visibilityState: 'visible' });
    page.document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(sent()).toEqual(['POST /api/flipbooks']));
  });

  it('after a send with no reply, probes the server every few seconds and sends once it answers', async () => {
    start();
    signIn();
    await waitFor(() => expect(listed).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.setReachable(false);
    online = false;
    // The browser still believes it is online: only the probe can tell the server is back.
    vi.stubGlobal('navigator', { locks: fakeLocks(), onLine: true });
    await create('Lost');
    await settle(
      async () => server.log.length === 1 && (await db.outbox.toArray())[0]?.attempts === 1,
    );
    // The drain asked once whether the server answers: it does not, so the network is down.
    expect(health).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS - 1);
    expect(health).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle(() => health.length === 2);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    await settle(() => health.length === 3);
    expect(server.log).toHaveLength(1);
    server.setReachable(true);
    online = true;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    await settle(() => server.books.size === 1);
  });

  it('retries after the backoff on its own timer', async () => {
    start();
    signIn();
    await waitFor(() => expect(listed).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server.setScript([503]);
    await create('Busy server');
    await settle(
      async () => server.log.length === 1 && (await db.outbox.toArray())[0]?.attempts === 1,
    );
    // The first retry waits 2 s.
    await vi.advanceTimersByTimeAsync(1_900);
    expect(server.log).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    await settle(() => server.books.size === 1);
  });

  it('sends a create at most 7 times in 5 minutes of lost replies while the server answers its health check', async () => {
    start();
    signIn();
    await waitFor(() => expect(listed).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server.setScript(Array(100).fill('lose-reply'));
    await create('Lost replies');
    await settle(() => server.log.length === 1);
    let onlineEvents = 0;
    for (let second = 1; second <= 300; second++) {
      await vi.advanceTimersByTimeAsync(1_000);
      // A second is long enough for a refresh of every library's lists to end.
      for (let turn = 0; turn < 10; turn++) await new Promise((r) => setImmediate(r));
      // The browser says it is back online now and then, and the tab comes and goes.
      if (second % 20 === 0) {
        onlineEvents++;
        page.window.dispatchEvent(new Event('online'));
      }
      if (second % 11 === 0) page.document.dispatchEvent(new Event('visibilitychange'));
    }
    // Each online event ends with a refresh of the library (and the tab's showing may ask too).
    await settle(() => listed.length >= 1 + onlineEvents);
    // Its waits (15, 30, then 60 s) fit six or seven sends in the five minutes, never more.
    const creates = sent().filter((r) => r === 'POST /api/flipbooks').length;
    expect(creates).toBeGreaterThanOrEqual(6);
    expect(creates).toBeLessThanOrEqual(7);
    expect(server.books.size).toBe(1);
  });

  it('tries what waits again while another context holds the drain, and sends it once that one lets go', async () => {
    start();
    signIn();
    await waitFor(() => expect(listed).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The service worker's drain, its request held until the browser gives up.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    void navigator.locks.request('flipfold-outbox', {}, () => held);
    await create('Held back');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sent()).toEqual([]);
    // It ends without sending what this page queued; no event comes to wake the page.
    release();
    await vi.advanceTimersByTimeAsync(6_000);
    await settle(() => sent().includes('POST /api/flipbooks'));
    expect(server.books.size).toBe(1);
  });

  it('sends a refused create again as soon as an edit puts it back in the queue', async () => {
    const book = await refusedCreate();
    await updateLocalFlipbook(db, book.id, { title: 'Fixed', slots: book.slots });
    await waitFor(() => expect(server.books.get(book.id)?.title).toBe('Fixed'));
  });

  it('sends at once what a discarded create held back, without waiting for a reload', async () => {
    const book = await refusedCreate();
    await captureKioskLead(db, {
      ownerId: 'u1',
      flipbook: { id: book.id, title: book.title },
      fields: { email: 'visitor@example.com', name: null, company: null, note: null },
      at: { event: 'Spring Fair', device: 'Tablet 2' },
      locale: 'en',
    });
    // Held behind the refused create of its flipbook.
    await new Promise((r) => setTimeout(r, 100));
    expect(sent()).toEqual(['POST /api/flipbooks']);
    const [refused] = await db.outbox.filter((e) => e.status === 'failed').toArray();
    await discardEntry(db, refused?.seq as number);
    await waitFor(() =>
      expect(sent()).toEqual(['POST /api/flipbooks', `POST /api/flipbooks/${book.id}/leads`]),
    );
    // The server never had the flipbook, and the drain ends by telling so: the test waits for
    // it (a clean-clone run ended before it, and the next test found a lead's 404 among its events).
    await waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({ kind: 'failed', entryKind: 'lead', code: 'NOT_FOUND' }),
      ),
    );
  });

  /** A team of u1's, with a flipbook and a kit a fellow member made in its library. */
  const joinTeam = () => {
    server.teams.add('t1', 'Nordlys Outdoor', { u1: 'editor', u2: 'owner' });
    server.books.set('tb', serverBook('u2', { teamId: 't1', title: 'Team brochure' }));
    server.kits.set('tk', {
      ownerId: 'u2',
      teamId: 't1',
      name: 'Team fair',
      flipbooks: ['tb'],
      idleSeconds: 30,
      language: 'en',
      versions: createdKitVersions(undefined, Date.now()),
      deleted: false,
    });
  };
  const check = () => page.window.dispatchEvent(new Event('focus'));
  /** The page checked again until `expectation` holds (a check while one runs shares it). */
  const checkUntil = (expectation: () => unknown) =>
    waitFor(async () => {
      check();
      await expectation();
    });

  it('keeps each team library of the person: its row, its flipbooks and its kits, each list with its own ETag', async () => {
    etags = true;
    joinTeam();
    server.books.set('b1', serverBook('u1', { title: 'Own' }));
    start();
    signIn();
    await waitFor(async () => expect(await db.kits.get('tk')).toBeDefined());
    expect(await db.libraries.toArray()).toEqual([
      { key: 'u1/t1', userId: 'u1', teamId: 't1', name: 'Nordlys Outdoor', role: 'editor' },
    ]);
    expect(await db.flipbooks.get('tb')).toMatchObject({ ownerId: 'u1/t1', onServer: true });
    expect(await db.flipbooks.get('b1')).toMatchObject({ ownerId: 'u1' });
    expect(await db.kits.get('tk')).toMatchObject({ ownerId: 'u1/t1', name: 'Team fair' });
    // The sign-in's check asked five lists; the next check asks them again.
    const first = 5;
    await checkUntil(() => expect(asked.length).toBeGreaterThanOrEqual(first + 5));
    const tags = asked.slice(first, first + 5).map((a) => a.split(' '));
    expect(tags.map(([path]) => path)).toEqual([
      '/api/teams',
      '/api/flipbooks/my?team=t1',
      '/api/kits?team=t1',
      '/api/flipbooks/my',
      '/api/kits',
    ]);
    // Every list, the teams' too, is asked with the ETag of its own last reply (the stub's ends
    // with its path).
    for (const [, tag] of tags) expect(tag).toMatch(/^"\d+-/);
    for (const [path, tag] of tags) expect(tag?.endsWith(`-${path}"`)).toBe(true);
    expect(events).toEqual([]);
  });

  it('drops a team library from the device once the server no longer lists the team, and says why', async () => {
    joinTeam();
    start();
    signIn();
    await waitFor(async () => expect(await db.flipbooks.get('tb')).toBeDefined());
    server.teams.remove('t1', 'u1');
    await checkUntil(() =>
      expect(events).toEqual([{ kind: 'left-team', teamId: 't1', name: 'Nordlys Outdoor' }]),
    );
    expect(await db.flipbooks.count()).toBe(0);
    expect(await db.kits.count()).toBe(0);
    expect(await db.libraries.count()).toBe(0);
    expect(await db.media.count()).toBe(0);
  });

  it('tells a member removed while offline that they left the team, not that the flipbook they renamed was deleted', async () => {
    joinTeam();
    start();
    signIn();
    await waitFor(async () => expect(await db.flipbooks.get('tb')).toBeDefined());
    online = false;
    const book = await db.flipbooks.get('tb');
    if (!book) throw new Error('The team flipbook is on the device');
    await updateLocalFlipbook(db, 'tb', { title: 'Renamed offline', slots: book.slots });
    server.teams.remove('t1', 'u1');
    online = true;
    page.window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(events).toContainEqual({ kind: 'left-team', teamId: 't1', name: 'Nordlys Outdoor' }),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(events.map((e) => e.kind)).not.toContain('deleted-elsewhere');
    expect(sent()).not.toContain('PUT /api/flipbooks/tb');
    expect(await db.flipbooks.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops a team library at once when its list answers 404, though the team list still names it', async () => {
    joinTeam();
    start();
    signIn();
    await waitFor(async () => expect(await db.flipbooks.get('tb')).toBeDefined());
    const stale = server.teams.listFor('u1');
    server.teams.listFor = () => stale;
    server.teams.remove('t1', 'u1');
    await checkUntil(() => expect(events).toMatchObject([{ kind: 'left-team', teamId: 't1' }]));
    expect(await db.flipbooks.count()).toBe(0);
    expect(await db.libraries.count()).toBe(0);
  });

  it('reads the whole list of a team rejoined, whatever ETag its list had before', async () => {
    etags = true;
    joinTeam();
    start();
    signIn();
    await waitFor(async () => expect(await db.flipbooks.get('tb')).toBeDefined());
    server.teams.remove('t1', 'u1');
    await checkUntil(async () => expect(await db.flipbooks.count()).toBe(0));
    server.teams.join('t1', 'u1', 'presenter');
    await checkUntil(async () => expect(await db.flipbooks.get('tb')).toBeDefined());
    expect(await db.libraries.get('u1/t1')).toMatchObject({ role: 'presenter' });
  });

  it('keeps nothing of a list read for a person who signed out while it was on its way', async () => {
    joinTeam();
    server.books.set('b1', serverBook('u1', { title: 'Own' }));
    whileRead = (path) => {
      if (path.startsWith('/api/flipbooks/my')) sessionStore.set({ user: null, authToken: null });
    };
    start();
    signIn();
    await waitFor(() => expect(listed).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(await db.flipbooks.count()).toBe(0);
  });

  it('stops listening once stopped', async () => {
    start();
    stop();
    signIn();
    page.window.dispatchEvent(new Event('online'));
    await create('Ignored');
    await new Promise((r) => setTimeout(r, 100));
    expect(server.log).toHaveLength(0);
    expect(await db.session.count()).toBe(0);
  });
});

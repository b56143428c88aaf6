import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFlipbook } from '#pwa/data/library';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, openDb } from '../db';
import { fakeServer } from '../test/test-server';
import { drainAsStored } from './drain';
import { storeSession } from './session';
import { queueSignOut } from './sign-outs';
import { NetworkFailure, type Transport } from './transport';

/** The drain the page and the service worker share: it sends as the account stored in IndexedDB. */
describe('the shared drain', () => {
  let db: FlipfoldDb;
  let server: ReturnType<typeof fakeServer>;
  const create = (title: string, ownerId = 'u1') =>
    createLocalFlipbook(db, { ownerId, title, front: [png(1)], back: [png(2)] });

  beforeEach(() => {
    db = openDb(`drain-${crypto.randomUUID()}`);
    server = fakeServer();
  });
  afterEach(() => db.delete());

  it('sends nothing while signed out, and sends as the stored account once signed in', async () => {
    await create('Menu');
    expect(await drainAsStored(db, server.transport)).toBeNull();
    expect(server.log).toHaveLength(0);
    await storeSession(db, { userId: 'u1', token: 'u1' });
    expect((await drainAsStored(db, server.transport))?.sent).toBe(1);
    expect(server.log[0]?.token).toBe('u1');
  });

  it('sends a sign-out made offline ahead of anything else, and nothing while it cannot be sent', async () => {
    await create('Menu');
    await queueSignOut(db, 'signed-out-token');
    await storeSession(db, { userId: 'u1', token: 'u1' });
    let reachable = false;
    const sent: string[] = [];
    const transport: Transport = async (request) => {
      sent.push(`${request.method} ${request.path} as ${request.token}`);
      if (!reachable) throw new NetworkFailure(false);
      if (request.path !== '/api/auth/logout') return server.transport(request);
      return { status: 200, body: { success: true }, retryAfterSeconds: null };
    };
    expect(await drainAsStored(db, transport)).toBeNull();
    expect(sent).toEqual(['POST /api/auth/logout as signed-out-token']);

    reachable = true;
    expect((await drainAsStored(db, transport))?.sent).toBe(1);
    expect(sent.slice(1)).toEqual([
      'POST /api/auth/logout as signed-out-token',
      'POST /api/flipbooks as u1',
    ]);
    expect(await db.signOuts.count()).toBe(0);
  });

  it('stays paused after a 401, also when the same token is stored again, until a new sign-in', async () => {
    await storeSession(db, { userId: 'u1', token: 'u1' });
    await create('Menu');
    server.setScript([401]);
    expect((await drainAsStored(db, server.transport))?.paused).toBe(true);
    await storeSession(db, { userId: 'u1', token: 'u1' });
    expect(await drainAsStored(db, server.transport)).toBeNull();
    expect(server.log).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);

    await storeSession(db, { userId: 'u1', token: 'u1-signed-in-again' });
    expect((await drainAsStored(db, server.transport))?.sent).toBe(1);
    expect(server.log[1]?.token).toBe('u1-signed-in-again');
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops between requests when the user signs out meanwhile', async () => {
    await storeSession(db, { userId: 'u1', token: 'u1' });
    await create('First');
    await create('Second');
    const signOutAfterFirst: Transport = async (request) => {
      const reply = await server.transport(request);
      await storeSession(db, null);
      return reply;
    };
    await drainAsStored(db, signOutAfterFirst);
    expect(server.log).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('never sends entries queued by another account on this device', async () => {
    await create('Theirs', 'u2');
    await storeSession(db, { userId: 'u1', token: 'u1' });
    await drainAsStored(db, server.transport);
    expect(server.log).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('runs once when the page and the service worker drain at the same moment', async () => {
    await storeSession(db, { userId: 'u1', token: 'u1' });
    await create('Menu');
    const results = await Promise.all([
      drainAsStored(db, server.transport),
      drainAsStored(db, server.transport),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(server.log).toHaveLength(1);
    expect(server.books.size).toBe(1);
  });

  it('waits out a backoff by default, and ends it when told the network is back', async () => {
    await storeSession(db, { userId: 'u1', token: 'u1' });
    await create('Menu');
    server.setScript(['offline']);
    await drainAsStored(db, server.transport);
    expect((await drainAsStored(db, server.transport))?.sent).toBe(0);
    expect((await drainAsStored(db, server.transport, { networkBack: true }))?.sent).toBe(1);
  });

  it('keeps sending after a drain that was not refused', async () => {
    await storeSession(db, { userId: 'u1', token: 'u1' });
    await create('First');
    await drainAsStored(db, server.transport);
    await create('Second');
    expect((await drainAsStored(db, server.transport))?.sent).toBe(1);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FlipfoldDb, openDb } from '../db';
import { queueSignOut, sendSignOut, sendSignOuts } from './sign-outs';
import { NetworkFailure, type SyncRequest, type Transport } from './transport';

describe('sign-outs the server has not heard yet', () => {
  let db: FlipfoldDb;
  let sent: SyncRequest[];
  const answering =
    (...statuses: Array<number | 'offline'>): Transport =>
    async (request) => {
      sent.push(request);
      const status = statuses.shift() ?? 200;
      if (status === 'offline') throw new NetworkFailure(false);
      return { status, body: null, retryAfterSeconds: null };
    };

  beforeEach(() => {
    db = openDb(`sign-outs-${crypto.randomUUID()}`);
    sent = [];
  });
  afterEach(() => db.delete());

  it('are sent oldest first, each as a logout carrying its session by bearer, then forgotten', async () => {
    await queueSignOut(db, 'old');
    await queueSignOut(db, 'newer');
    expect(await sendSignOuts(db, answering(200, 200))).toBe(true);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/auth/logout', token: 'old' },
      { method: 'POST', path: '/api/auth/logout', token: 'newer' },
    ]);
    expect(await db.signOuts.count()).toBe(0);
    expect(await sendSignOuts(db, answering())).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('sends in the order queued two sign-outs queued within one millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-27T12:00:00Z') });
    try {
      await queueSignOut(db, 'zeta');
      await queueSignOut(db, 'alpha');
    } finally {
      vi.useRealTimers();
    }
    expect(await sendSignOuts(db, answering(200, 200))).toBe(true);
    expect(sent.map((r) => r.token)).toEqual(['zeta', 'alpha']);
  });

  it('keeps the time each sign-out was made, a millisecond apart within one', async () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      await queueSignOut(db, 'zeta');
      await queueSignOut(db, 'alpha');
    } finally {
      vi.useRealTimers();
    }
    const queued = await db.signOuts.toArray();
    expect(Object.fromEntries(queued.map((s) => [s.token, s.queuedAt]))).toEqual({
      zeta: now,
      alpha: now + 1,
    });
  });

  it('says a sign-out did not get through when the network fails under it', async () => {
    expect(await sendSignOut(answering('offline'), 'old')).toBe(false);
    expect(await sendSignOut(answering(500), 'old')).toBe(false);
    expect(await sendSignOut(answering(499), 'old')).toBe(true);
  });

  it.each([
    ['no network', 'offline' as const],
    ['a server error', 503],
    ['an internal error', 500],
    ['a wait asked for', 429],
    ['a timeout', 408],
  ])('are kept after %s, and the next waits behind', async (_, status) => {
    await queueSignOut(db, 'old');
    await queueSignOut(db, 'newer');
    expect(await sendSignOuts(db, answering(status))).toBe(false);
    expect(sent.map((r) => r.token)).toEqual(['old']);
    expect((await db.signOuts.toArray()).map((s) => s.token).sort()).toEqual(['newer', 'old']);
  });

  it('are done with once the server answered anything else', async () => {
    await queueSignOut(db, 'old');
    expect(await sendSignOuts(db, answering(400))).toBe(true);
    expect(await db.signOuts.count()).toBe(0);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FlipfoldDb, openDb } from '../db';
import { activeSession, pauseSession, storeSession } from './session';

describe('the session the drains send as', () => {
  let db: FlipfoldDb;
  beforeEach(() => {
    db = openDb(`session-${crypto.randomUUID()}`);
  });
  afterEach(() => db.delete());

  it('is the account signed in, and none once signed out', async () => {
    expect(await activeSession(db)).toBeNull();
    await storeSession(db, { userId: 'u1', token: 't1' });
    expect(await activeSession(db)).toEqual({ userId: 'u1', token: 't1' });
    await storeSession(db, null);
    expect(await activeSession(db)).toBeNull();
  });

  it('is not paused by a 401 to an older token once the user has signed in again', async () => {
    await storeSession(db, { userId: 'u1', token: 't1' });
    await storeSession(db, { userId: 'u1', token: 't2' });
    await pauseSession(db, 't1');
    expect(await activeSession(db)).toEqual({ userId: 'u1', token: 't2' });
    await pauseSession(db, 't2');
    expect(await activeSession(db)).toBeNull();
  });

  it('lifts a pause when another account signs in, even with the same token text', async () => {
    await storeSession(db, { userId: 'u1', token: 't' });
    await pauseSession(db, 't');
    await storeSession(db, { userId: 'u2', token: 't' });
    expect(await activeSession(db)).toEqual({ userId: 'u2', token: 't' });
  });

  it('pauses nothing while signed out', async () => {
    await pauseSession(db, 't1');
    expect(await db.session.count()).toBe(0);
  });
});

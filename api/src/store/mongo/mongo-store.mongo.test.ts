import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONCURRENT_CONDITIONS,
  CONCURRENT_REPLIES,
  itNeedsRealMongo,
} from '#api-test/mongo/real-server';
import { type RelayedDatabase, startRelayedDatabase } from '#api-test/mongo/relayed-database';
import { newTestDatabase } from '#api-test/mongo/test-database';
import { storedFlipbook } from '#api-test/stored-flipbook';
import { testUserRecord } from '#api-test/users';
import { nextStamp } from '#core/edit-stamps';
import { UNEDITED, versionsAt } from '#core/flipbook-fields';
import { slotsFromSides } from '#core/panel-layout';
import type { Store } from '../port';
import { StoreUnavailableError } from '../unavailable';
import { createMongoStore } from './open';

const user = testUserRecord;
/** A flipbook document as written by hand, the way an older version of the app stored it. */
type StoredDoc = { _id: string } & Record<string, unknown>;

/** What the contract cannot show: several connections on one database, and bad values. */
describe('the MongoDB store on a shared database', () => {
  const database = newTestDatabase('flipfold_store');
  let first: Store;
  let second: Store;
  beforeAll(async () => {
    first = await createMongoStore(database.uri);
    second = await createMongoStore(database.uri);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database.drop();
  });

  it('refuses a duplicate e-mail in the very first writes to a fresh database', async () => {
    const fresh = newTestDatabase('flipfold_fresh');
    const store = await createMongoStore(fresh.uri);
    try {
      const email = 'first@example.com';
      const results = await Promise.allSettled([
        store.users.create(user({ email })),
        store.users.create(user({ email })),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({
        reason: { field: 'email' },
      });
    } finally {
      await store.close();
      await fresh.drop();
    }
  });

  it('opens again on a database that already has its indexes and data', async () => {
    const u = user();
    await first.users.create(u);
    const again = await createMongoStore(database.uri);
    try {
      expect(await again.users.findById(u.id)).toEqual(u);
      await expect(again.users.create(user({ username: u.username }))).rejects.toMatchObject({
        field: 'username',
      });
    } finally {
      await again.close();
    }
  });

  /** `count` hits of one window at once, half through each connection. */
  const hitFromBoth = (count: number, key: string, windowMs: number, now: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        (i % 2 ? first : second).rateLimits.hit(key, windowMs, now),
      ),
    );

  it('shares rate-limit windows between connections, losing no hit', async () => {
    const key = `shared-${crypto.randomUUID()}`;
    const now = Date.now();
    await hitFromBoth(40, key, 60_000, now);
    expect(await second.rateLimits.hit(key, 60_000, now)).toEqual({
      count: 41,
      resetAt: now + 60_000,
    });
  });

  itNeedsRealMongo(CONCURRENT_REPLIES)(
    'tells each of 40 hits from two connections its own count',
    async () => {
      const key = `own-${crypto.randomUUID()}`;
      const now = Date.now();
      const windows = await hitFromBoth(40, key, 60_000, now);
      expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
    },
  );

  // On the emulator two of the hits can both restart the ended window (17 rounds in 600 lost a hit).
  itNeedsRealMongo(CONCURRENT_CONDITIONS)(
    'starts a window once when several connections find the old one ended at once',
    async () => {
      const key = `restart-${crypto.randomUUID()}`;
      const start = Date.now();
      await first.rateLimits.hit(key, 1000, start);
      const later = start + 5000;
      await hitFromBoth(20, key, 1000, later);
      expect(await first.rateLimits.hit(key, 1000, later)).toEqual({
        count: 21,
        resetAt: later + 1000,
      });
    },
  );

  it('reads a flipbook stored before field versions with its slots’ own order and its last change as versions, and writes both on its first edit', async () => {
    const u = user();
    await first.users.create(u);
    const id = crypto.randomUUID();
    const [a, b] = ['a'.repeat(64), 'b'.repeat(64)].map((hash) => `${hash}.png`);
    const updatedAt = '2026-02-03T04:05:06.007Z';
    const connection = await mongoose.createConnection(database.uri).asPromise();
    try {
      await connection.collection<StoredDoc>('flipbooks').insertOne({
        _id: id,
        ownerId: u.id,
        title: 'Old',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt,
        deletedAt: null,
        views: 0,
        slots: { left: a, middle: null, right: b, leftBack: a, middleBack: null, rightBack: null },
        thumbnail: null,
        content: [],
      });
      const stored = await first.flipbooks.get(id);
      if (!stored) throw new Error('The flipbook stored before versions is not read');
      // The slots' own order: left, right, then the left back panel.
      expect(stored.order).toEqual(slotsFromSides([0, null, 1], [2]));
      expect(stored.versions).toEqual(versionsAt(updatedAt));
      const title = { stamp: nextStamp([], Date.now(), 'x'), base: stored.versions.title.stamp };
      const versions = { ...stored.versions, title };
      expect(
        await second.flipbooks.update(id, { ...stored, title: 'New', versions }, stored.versions),
      ).toBe(true);
      // Another edit that read the document before its first edit lost the race.
      expect(
        await first.flipbooks.update(id, { ...stored, title: 'Late', versions }, stored.versions),
      ).toBe(false);
      const raw = await connection.collection<StoredDoc>('flipbooks').findOne({ _id: id });
      expect(raw).toMatchObject({ title: 'New', order: stored.order, versions });
    } finally {
      await connection.close();
    }
  });

  it('reads a flipbook stored before reading directions as left to right, that field never edited, and edits it once', async () => {
    const u = user();
    await first.users.create(u);
    const { readsRtl: _, ...fourFields } = versionsAt('2026-02-03T04:05:06.007Z');
    const { id, ...doc } = storedFlipbook(u.id);
    const connection = await mongoose.createConnection(database.uri).asPromise();
    try {
      const { readsRtl: _off, ...before } = doc;
      await connection
        .collection<StoredDoc>('flipbooks')
        .insertOne({ _id: id, ...before, content: [], versions: fourFields });
      const stored = await first.flipbooks.get(id);
      if (!stored) throw new Error('The flipbook stored before reading directions is not read');
      expect(stored.readsRtl).toBe(false);
      expect(stored.versions).toEqual({ ...fourFields, readsRtl: UNEDITED });
      const readsRtl = { stamp: nextStamp([], Date.now(), 'x'), base: UNEDITED.stamp };
      const versions = { ...stored.versions, readsRtl };
      const patch = { ...stored, readsRtl: true, versions };
      expect(await second.flipbooks.update(id, patch, stored.versions)).toBe(true);
      // Another edit that read the document before the first lost the race.
      expect(await first.flipbooks.update(id, patch, stored.versions)).toBe(false);
      expect(await first.flipbooks.get(id)).toMatchObject({ readsRtl: true, versions });
    } finally {
      await connection.close();
    }
  });

  it('matches operator objects and $-strings in every looked-up value only as plain values', async () => {
    const u = user({ isVerified: false });
    await first.users.create(u);
    const book = storedFlipbook(u.id, {
      title: 'Plain',
      slots: slotsFromSides([`${'b'.repeat(64)}.png`], []),
    });
    await first.flipbooks.create(book);
    await first.secrets.put({
      userId: u.id,
      kind: 'reset',
      hash: 'h',
      expiresAt: Date.now() + 60_000,
      attempts: 0,
    });
    // What a JSON body could carry if a route ever let one through unparsed: mongoose refuses it
    // (a cast error) or sanitizeFilter makes it a plain value that matches nothing.
    const operators = [{ $ne: '' }, { $gt: '' }, { $regex: '.*' }, { $exists: true }];
    const nothing = [null, false, 'refused'];
    for (const value of operators) {
      // Deliberately the wrong type: the store must not read it as a query.
      const bad = value as unknown as string;
      const calls = [
        () => first.users.findById(bad),
        () => first.users.findByEmail(bad),
        () => first.users.findByUsername(bad),
        () => first.users.update(bad, { isVerified: true }),
        () => first.users.bumpTokenVersion(bad),
        () => first.flipbooks.get(bad),
        () => first.flipbooks.update(bad, { ...book, title: 'Taken' }, book.versions),
        () => first.flipbooks.softDelete(bad, new Date().toISOString()),
        () => first.flipbooks.addView(bad, '2026-05-01'),
        () => first.secrets.get(bad, 'reset'),
        () => first.secrets.consume('reset', bad, Date.now()),
      ];
      for (const send of calls) expect(nothing).toContain(await send().catch(() => 'refused'));
      expect(await first.flipbooks.listByOwner(bad).catch(() => [])).toEqual([]);
    }
    for (const text of ['$where', '$ne', '{"$gt":""}', 'a.b', '$']) {
      expect(await first.users.findByUsername(text)).toBeNull();
      expect(await first.flipbooks.get(text)).toBeNull();
    }
    expect(await first.users.findById(u.id)).toEqual(u);
    expect(await first.flipbooks.get(book.id)).toMatchObject({ title: 'Plain', views: 0 });
    expect(await first.secrets.get(u.id, 'reset')).not.toBeNull();
  });

  it('keeps the source of offline views with their key, none for the creator’s own', async () => {
    const u = user();
    await first.users.create(u);
    const flipbook = storedFlipbook(u.id, {
      title: 'Booth',
      slots: slotsFromSides([`${'c'.repeat(64)}.png`], []),
    });
    await first.flipbooks.create(flipbook);
    const { id } = flipbook;
    const bound = { day: '2026-05-01', max: 1000 };
    const [kiosk, own] = [crypto.randomUUID(), crypto.randomUUID()];
    await first.flipbooks.addViews(id, kiosk, 2, bound, 'event');
    await second.flipbooks.addViews(id, own, 1, bound);
    const connection = await mongoose.createConnection(database.uri).asPromise();
    try {
      const doc = await connection.collection('flipbooks').findOne({ _id: id as never });
      expect(doc?.viewKeys).toEqual({ [kiosk]: 'event', [own]: true });
    } finally {
      await connection.close();
    }
  });
});

describe('the MongoDB store while its database is away', () => {
  let database: RelayedDatabase;
  let store: Store;
  beforeAll(async () => {
    database = await startRelayedDatabase();
    store = await createMongoStore(database.uri);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it('reports every call of every part as StoreUnavailableError, and works again once it is back', async () => {
    const u = user();
    await store.users.create(u);
    database.relay.cut();
    const id = crypto.randomUUID();
    const book = storedFlipbook(u.id, { id, title: 'Away', slots: slotsFromSides([], []) });
    const secret = { userId: u.id, kind: 'reset', hash: 'h', expiresAt: 0, attempts: 0 } as const;
    const calls: Record<string, () => Promise<unknown>> = {
      'users.create': () => store.users.create(user()),
      'users.findById': () => store.users.findById(u.id),
      'users.findByEmail': () => store.users.findByEmail(u.email),
      'users.findByUsername': () => store.users.findByUsername(u.username),
      'users.takenUsernames': () => store.users.takenUsernames([u.username]),
      'users.update': () => store.users.update(u.id, { name: 'x' }),
      'users.bumpTokenVersion': () => store.users.bumpTokenVersion(u.id),
      'users.delete': () => store.users.delete(u.id),
      'secrets.put': () => store.secrets.put(secret),
      'secrets.get': () => store.secrets.get(u.id, 'reset'),
      'secrets.consume': () => store.secrets.consume('reset', 'h', 0),
      'secrets.addAttempt': () => store.secrets.addAttempt(u.id, 'reset'),
      'secrets.delete': () => store.secrets.delete(u.id, 'reset'),
      'sessions.revoke': () => store.sessions.revoke(crypto.randomUUID(), Date.now() + 1000),
      'sessions.isRevoked': () => store.sessions.isRevoked(crypto.randomUUID(), Date.now()),
      'rateLimits.hit': () => store.rateLimits.hit('k', 1000, Date.now()),
      'rateLimits.giveBack': () => store.rateLimits.giveBack('k', 0),
      'rateLimits.reset': () => store.rateLimits.reset('k'),
      'flipbooks.create': () => store.flipbooks.create(book),
      'flipbooks.get': () => store.flipbooks.get(id),
      'flipbooks.listByOwner': () => store.flipbooks.listByOwner(u.id),
      'flipbooks.listAll': () => store.flipbooks.listAll(5),
      'flipbooks.update': () => store.flipbooks.update(id, book, book.versions),
      'flipbooks.softDelete': () => store.flipbooks.softDelete(id, ''),
      'flipbooks.addView': () => store.flipbooks.addView(id, '2026-05-01'),
      'flipbooks.addViews': () =>
        store.flipbooks.addViews(id, crypto.randomUUID(), 1, { day: '2026-01-01', max: 10 }),
      'flipbooks.totals': () => store.flipbooks.totals(),
      'flipbooks.viewsByDay': () => store.flipbooks.viewsByDay('all', ['2026-01-01']),
      'flipbooks.mediaInUse': () => store.flipbooks.mediaInUse(['a.png']),
      'flipbooks.ownerUsesMedia': () => store.flipbooks.ownerUsesMedia(u.id, 'a.png'),
      'flipbooks.purgeOwner': () => store.flipbooks.purgeOwner(crypto.randomUUID()),
      'media.put': () => store.media.put('c.png', Buffer.from('x')),
      'media.get': () => store.media.get('c.png'),
      'media.delete': () => store.media.delete('c.png'),
      'media.storedBefore': () => store.media.storedBefore(Date.now()),
      'media.removeUnfinished': () => store.media.removeUnfinished(Date.now()),
      ping: () => store.ping(),
    };
    const outcomes = await Promise.all(
      Object.entries(calls).map(async ([name, send]) => {
        const error = await send().then(
          () => null,
          (err: unknown) => err,
        );
        return [name, error instanceof StoreUnavailableError] as const;
      }),
    );
    expect(outcomes.filter(([, unavailable]) => !unavailable).map(([name]) => name)).toEqual([]);

    database.relay.restore();
    await expect.poll(() => store.ping().then(() => 'up'), { timeout: 30_000 }).toBe('up');
    expect(await store.users.findById(u.id)).toEqual(u);
  });
});

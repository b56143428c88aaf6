import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlipbookRecord } from '#api/store/flipbooks';
import type { Store } from '#api/store/port';
import type { UserRecord } from '#api/store/users';
import { CONCURRENT_CONDITIONS, CONCURRENT_REPLIES, itNeedsRealMongo } from './mongo/real-server';
import { storedFlipbook } from './stored-flipbook';

/** The day views are counted on unless a case says otherwise. */
const DAY = '2026-05-01';

/**
 * Every behaviour the services rely on, run against each adapter in every `npm test`: SQLite in the
 * vitest project "api", MongoDB in the project "mongo".
 */
export function storeContract(name: string, open: () => Promise<Store>) {
  describe(`the ${name} store`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    const user = (over: Partial<UserRecord> = {}): UserRecord => {
      const id = crypto.randomUUID();
      return {
        id,
        username: `u${id.slice(0, 8)}`,
        email: `${id.slice(0, 8)}@example.com`,
        name: 'Contract',
        accountType: 'individual',
        passwordHash: 'hash',
        isVerified: false,
        isAdmin: false,
        tokenVersion: 0,
        locale: null,
        createdAt: new Date().toISOString(),
        ...over,
      };
    };
    const book = (ownerId: string, over: Partial<FlipbookRecord> = {}): FlipbookRecord =>
      storedFlipbook(ownerId, { title: 'Contract book', ...over });

    it('stores users, finds them by id, e-mail and username, and refuses duplicates', async () => {
      const u = user();
      await store.users.create(u);
      expect(await store.users.findById(u.id)).toEqual(u);
      expect((await store.users.findByEmail(u.email.toUpperCase()))?.id).toBe(u.id);
      expect((await store.users.findByUsername(u.username))?.id).toBe(u.id);
      await expect(store.users.create({ ...user(), email: u.email })).rejects.toMatchObject({
        field: 'email',
      });
      await expect(store.users.create({ ...user(), username: u.username })).rejects.toMatchObject({
        field: 'username',
      });
      expect(await store.users.takenUsernames([u.username, 'free-name'])).toEqual(
        new Set([u.username]),
      );
    });

    it('updates users, bumps token versions atomically and deletes them', async () => {
      const u = user();
      await store.users.create(u);
      expect(await store.users.update(u.id, { isVerified: true, isAdmin: true })).toBe(true);
      expect(await store.users.findById(u.id)).toMatchObject({ isVerified: true, isAdmin: true });
      await Promise.all(Array.from({ length: 10 }, () => store.users.bumpTokenVersion(u.id)));
      expect((await store.users.findById(u.id))?.tokenVersion).toBe(10);
      expect(await store.users.delete(u.id)).toBe(true);
      expect(await store.users.findById(u.id)).toBeNull();
      expect(await store.users.bumpTokenVersion(u.id)).toBeNull();
    });

    it("keeps an account's language, none for an account made without one", async () => {
      const older = user();
      const german = user({ locale: 'de' });
      await store.users.create(older);
      await store.users.create(german);
      expect((await store.users.findById(older.id))?.locale).toBeNull();
      expect((await store.users.findByEmail(german.email))?.locale).toBe('de');
      expect(await store.users.update(older.id, { locale: 'ar' })).toBe(true);
      expect((await store.users.findByUsername(older.username))?.locale).toBe('ar');
    });

    it('keeps one secret per user and kind, consumed once and only before it expires', async () => {
      const u = user();
      await store.users.create(u);
      const now = Date.now();
      await store.secrets.put({
        userId: u.id,
        kind: 'reset',
        hash: 'h1',
        expiresAt: now + 1000,
        attempts: 0,
      });
      await store.secrets.put({
        userId: u.id,
        kind: 'reset',
        hash: 'h2',
        expiresAt: now + 1000,
        attempts: 0,
      });
      expect(await store.secrets.consume('reset', 'h1', now)).toBeNull();
      expect(await store.secrets.consume('reset', 'h2', now + 1000)).toBeNull();
      const consumed = await Promise.all([
        store.secrets.consume('reset', 'h2', now),
        store.secrets.consume('reset', 'h2', now),
      ]);
      expect(consumed.filter(Boolean)).toHaveLength(1);
      await store.secrets.put({
        userId: u.id,
        kind: 'verify-code',
        hash: 'c',
        expiresAt: now + 1000,
        attempts: 0,
      });
      expect(await store.secrets.addAttempt(u.id, 'verify-code')).toBe(1);
      expect(await store.secrets.addAttempt(u.id, 'verify-code')).toBe(2);
      await store.secrets.delete(u.id, 'verify-code');
      expect(await store.secrets.get(u.id, 'verify-code')).toBeNull();
    });

    it('counts rate-limit windows and starts a new one when the old one ends', async () => {
      const key = `k-${crypto.randomUUID()}`;
      const now = Date.now();
      await Promise.all(Array.from({ length: 5 }, () => store.rateLimits.hit(key, 1000, now)));
      expect(await store.rateLimits.hit(key, 1000, now)).toEqual({ count: 6, resetAt: now + 1000 });
      expect(await store.rateLimits.hit(key, 1000, now + 1000)).toEqual({
        count: 1,
        resetAt: now + 2000,
      });
      await store.rateLimits.reset(key);
      expect(await store.rateLimits.hit(key, 1000, now)).toEqual({ count: 1, resetAt: now + 1000 });
    });

    it('forgets rate-limit windows once they have ended, and only those', async () => {
      const ended = `k-${crypto.randomUUID()}`;
      const live = `k-${crypto.randomUUID()}`;
      const now = Date.now();
      await store.rateLimits.hit(ended, 1000, now - 5000);
      await store.rateLimits.hit(live, 60_000, now);
      expect(await store.rateLimits.purgeEnded(now)).toBeGreaterThanOrEqual(1);
      // Asked about a moment inside its old window, the ended key starts afresh: it was deleted.
      expect((await store.rateLimits.hit(ended, 1000, now - 4500)).count).toBe(1);
      expect((await store.rateLimits.hit(live, 60_000, now)).count).toBe(2);
    });

    it('counts every hit while four sign-ins of one account race their own resets', async () => {
      // Each sign-in counts, then (it succeeded) clears the window: the window keeps vanishing
      // and coming back under the other sign-ins' counting.
      const key = `k-${crypto.randomUUID()}`;
      const signIns = async () => {
        const counts: number[] = [];
        for (let i = 0; i < 400; i++) {
          counts.push((await store.rateLimits.hit(key, 60_000, Date.now())).count);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 2));
          await store.rateLimits.reset(key);
        }
        return counts;
      };
      const counts = (await Promise.all([signIns(), signIns(), signIns(), signIns()])).flat();
      expect(counts).toHaveLength(1600);
      // At most the four sign-ins are counted in a window at once.
      for (const count of counts) expect(count).toBeGreaterThanOrEqual(1);
      expect(Math.max(...counts)).toBeLessThanOrEqual(4);
    }, 30_000);

    it('gives back counted rate-limit events one at a time, never below zero', async () => {
      const key = `k-${crypto.randomUUID()}`;
      const now = Date.now();
      const resetAt = now + 1000;
      await store.rateLimits.giveBack(key, resetAt);
      await Promise.all(Array.from({ length: 5 }, () => store.rateLimits.hit(key, 1000, now)));
      await Promise.all(Array.from({ length: 3 }, () => store.rateLimits.giveBack(key, resetAt)));
      expect(await store.rateLimits.hit(key, 1000, now)).toEqual({ count: 3, resetAt });
      await Promise.all(Array.from({ length: 5 }, () => store.rateLimits.giveBack(key, resetAt)));
      expect(await store.rateLimits.hit(key, 1000, now)).toEqual({ count: 1, resetAt });
    });

    it('gives nothing back to a window that began after the one the event was counted in', async () => {
      const key = `k-${crypto.randomUUID()}`;
      const now = Date.now();
      const ended = await store.rateLimits.hit(key, 1000, now);
      await store.rateLimits.hit(key, 1000, now + 1000);
      await store.rateLimits.giveBack(key, ended.resetAt);
      expect(await store.rateLimits.hit(key, 1000, now + 1000)).toEqual({
        count: 2,
        resetAt: now + 2000,
      });
    });

    it('keeps each panel’s text and links with the flipbook, replaces them on update and drops them on delete', async () => {
      const u = user();
      await store.users.create(u);
      const b = book(u.id);
      const [left, middle] = [b.slots.left as string, b.slots.middle as string];
      const link = {
        url: 'https://shop.example.com/a.b?c=$d',
        x: 0.1,
        y: 0.2,
        width: 0.5,
        height: 0.1,
      };
      const content = {
        [left]: { text: 'Spring sale', links: [link] },
        [middle]: { text: 'Call us', links: [{ ...link, url: 'tel:+441234567890' }] },
      };
      await store.flipbooks.create({ ...b, content });
      expect((await store.flipbooks.get(b.id))?.content).toEqual(content);
      expect((await store.flipbooks.listByOwner(u.id))[0]?.content).toEqual(content);
      expect((await store.flipbooks.addView(b.id, DAY))?.flipbook.content).toEqual(content);
      const edited = { [middle]: { text: 'Call us today', links: [] } };
      await store.flipbooks.update(b.id, { ...b, title: b.title, content: edited }, b.versions);
      expect((await store.flipbooks.get(b.id))?.content).toEqual(edited);
      await store.flipbooks.softDelete(b.id, new Date().toISOString());
      expect((await store.flipbooks.get(b.id))?.content).toEqual({});
    });

    it('creates a flipbook once per id and lists an owner’s live flipbooks newest first', async () => {
      const u = user();
      await store.users.create(u);
      const older = book(u.id, { createdAt: '2026-01-01T00:00:00.000Z' });
      const newer = book(u.id, { createdAt: '2026-02-01T00:00:00.000Z' });
      expect(await store.flipbooks.create(older)).toBe(true);
      expect(await store.flipbooks.create(newer)).toBe(true);
      expect(await store.flipbooks.create({ ...older, title: 'Again' })).toBe(false);
      expect((await store.flipbooks.get(older.id))?.title).toBe('Contract book');
      expect((await store.flipbooks.listByOwner(u.id)).map((b) => b.id)).toEqual([
        newer.id,
        older.id,
      ]);
    });

    it('counts concurrent views exactly and offline views once per key', async () => {
      const u = user();
      await store.users.create(u);
      const b = book(u.id);
      await store.flipbooks.create(b);
      await Promise.all(Array.from({ length: 100 }, () => store.flipbooks.addView(b.id, DAY)));
      expect((await store.flipbooks.get(b.id))?.views).toBe(100);
      const key = crypto.randomUUID();
      const today = { day: '2026-05-01', max: 1000 };
      expect(await store.flipbooks.addViews(b.id, key, 5, today)).toBe(105);
      expect(await store.flipbooks.addViews(b.id, key, 5, today)).toBe(105);
      expect(await store.flipbooks.addView(crypto.randomUUID(), DAY)).toBeNull();
      expect((await store.flipbooks.addView(b.id, DAY))?.views).toBe(106);
    });

    it('counts an event kiosk’s views like the creator’s own, once per key', async () => {
      const u = user();
      await store.users.create(u);
      const b = book(u.id);
      await store.flipbooks.create(b);
      const key = crypto.randomUUID();
      const today = { day: '2026-05-01', max: 1000 };
      expect(await store.flipbooks.addViews(b.id, key, 3, today, 'event')).toBe(3);
      expect(await store.flipbooks.addViews(b.id, key, 3, today, 'event')).toBe(3);
      expect(await store.flipbooks.addViews(b.id, crypto.randomUUID(), 2, today)).toBe(5);
    });

    // Days no other case uses: 'all' counts every flipbook the suite's store holds.
    it('counts views per day with the total, offline views on the day they arrive, live flipbooks only', async () => {
      const [u, other] = [user(), user()];
      await store.users.create(u);
      await store.users.create(other);
      const [b, c, theirs] = [book(u.id), book(u.id), book(other.id)];
      for (const f of [b, c, theirs]) await store.flipbooks.create(f);
      const days = ['2031-04-30', '2031-05-01', '2031-05-02'];
      await Promise.all([
        ...Array.from({ length: 30 }, () => store.flipbooks.addView(b.id, '2031-04-30')),
        ...Array.from({ length: 20 }, () => store.flipbooks.addView(b.id, '2031-05-01')),
        ...Array.from({ length: 7 }, () => store.flipbooks.addView(c.id, '2031-05-01')),
        store.flipbooks.addView(theirs.id, '2031-05-01'),
      ]);
      expect(
        await store.flipbooks.addViews(c.id, crypto.randomUUID(), 4, { day: '2031-05-02', max: 3 }),
      ).toBe(10);
      expect(await store.flipbooks.viewsByDay({ flipbookId: b.id.toUpperCase() }, days)).toEqual([
        30, 20, 0,
      ]);
      expect(await store.flipbooks.viewsByDay({ ownerId: u.id }, days)).toEqual([30, 27, 3]);
      expect(await store.flipbooks.viewsByDay('all', [...days].reverse())).toEqual([3, 28, 30]);
      expect((await store.flipbooks.get(b.id))?.views).toBe(50);
      expect(await store.flipbooks.softDelete(b.id, new Date().toISOString())).toBe(true);
      expect(await store.flipbooks.viewsByDay({ ownerId: u.id }, days)).toEqual([0, 7, 3]);
      expect(await store.flipbooks.viewsByDay({ flipbookId: b.id }, days)).toEqual([0, 0, 0]);
      expect(await store.flipbooks.viewsByDay('all', [])).toEqual([]);
    });

    itNeedsRealMongo(CONCURRENT_REPLIES)(
      'tells each of 100 concurrent viewers its own count',
      async () => {
        const u = user();
        await store.users.create(u);
        const b = book(u.id);
        await store.flipbooks.create(b);
        const seen = await Promise.all(
          Array.from({ length: 100 }, () => store.flipbooks.addView(b.id, DAY)),
        );
        expect(seen.map((r) => r?.views).sort((x = 0, y = 0) => x - y)).toEqual(
          Array.from({ length: 100 }, (_, i) => i + 1),
        );
      },
    );

    it('updates only live flipbooks, keeps tombstones for the totals and knows which media are used', async () => {
      const u = user();
      await store.users.create(u);
      const b = book(u.id);
      await store.flipbooks.create(b);
      const [used, own] = [b.slots.left as string, b.slots.middle as string];
      expect(await store.flipbooks.ownerUsesMedia(u.id, own)).toBe(true);
      expect(await store.flipbooks.ownerUsesMedia(crypto.randomUUID(), own)).toBe(false);
      expect(
        await store.flipbooks.update(b.id, { ...b, title: 'New', content: {} }, b.versions),
      ).toBe(true);
      const unused = `${crypto.randomBytes(32).toString('hex')}.png`;
      expect(await store.flipbooks.mediaInUse([used, own, unused])).toEqual(new Set([used, own]));
      await store.flipbooks.addView(b.id, DAY);
      expect(await store.flipbooks.totals({ ownerId: u.id })).toEqual({
        liveCount: 1,
        deletedCount: 0,
        views: 1,
      });
      expect(await store.flipbooks.softDelete(b.id, new Date().toISOString())).toBe(true);
      expect(await store.flipbooks.softDelete(b.id, new Date().toISOString())).toBe(false);
      expect(
        await store.flipbooks.update(b.id, { ...b, title: 'Late', content: {} }, b.versions),
      ).toBe(false);
      expect(await store.flipbooks.addView(b.id, DAY)).toBeNull();
      expect(await store.flipbooks.totals({ ownerId: u.id })).toEqual({
        liveCount: 0,
        deletedCount: 1,
        views: 0,
      });
      expect((await store.flipbooks.mediaInUse([own])).has(own)).toBe(false);
    });

    it('updates a flipbook only while its versions are those the update read, and keeps its order and versions', async () => {
      const u = user();
      await store.users.create(u);
      const b = book(u.id);
      await store.flipbooks.create(b);
      expect(await store.flipbooks.get(b.id)).toMatchObject({
        order: b.order,
        versions: b.versions,
      });
      const read = b.versions;
      const versions = {
        ...read,
        title: { stamp: `${read.title.stamp}1`, base: read.title.stamp },
      };
      const order = { ...b.order, left: 1, middle: 0 };
      const slots = { ...b.slots, left: b.slots.middle, middle: b.slots.left };
      expect(await store.flipbooks.update(b.id, { ...b, title: 'First', versions }, read)).toBe(
        true,
      );
      // A second update that read the same versions lost the race: nothing of it is written.
      expect(
        await store.flipbooks.update(b.id, { ...b, title: 'Second', order, slots, versions }, read),
      ).toBe(false);
      expect(await store.flipbooks.get(b.id)).toMatchObject({
        title: 'First',
        order: b.order,
        slots: b.slots,
        versions,
      });
      expect(await store.flipbooks.update(b.id, { ...b, order, slots, versions }, versions)).toBe(
        true,
      );
      expect((await store.flipbooks.listByOwner(u.id))[0]).toMatchObject({
        order,
        slots,
        versions,
      });
    });

    it('keeps whether a flipbook reads right to left: false unless made so, changed by an update', async () => {
      const u = user();
      await store.users.create(u);
      const plain = book(u.id);
      const rtl = book(u.id, { readsRtl: true });
      await store.flipbooks.create(plain);
      await store.flipbooks.create(rtl);
      expect((await store.flipbooks.get(plain.id))?.readsRtl).toBe(false);
      expect((await store.flipbooks.get(rtl.id))?.readsRtl).toBe(true);
      const versions = {
        ...plain.versions,
        readsRtl: {
          stamp: `${plain.versions.readsRtl.stamp}1`,
          base: plain.versions.readsRtl.stamp,
        },
      };
      const patch = { ...plain, readsRtl: true, versions };
      expect(await store.flipbooks.update(plain.id, patch, plain.versions)).toBe(true);
      expect(await store.flipbooks.get(plain.id)).toMatchObject({ readsRtl: true, versions });
      const listed = await store.flipbooks.listByOwner(u.id);
      expect(listed.map((f) => f.readsRtl)).toEqual([true, true]);
    });

    it('purges an owner’s flipbooks and reports their media', async () => {
      const u = user();
      await store.users.create(u);
      const b = book(u.id);
      await store.flipbooks.create(b);
      const names = await store.flipbooks.purgeOwner(u.id);
      expect(names).toEqual(expect.arrayContaining([b.slots.left, b.slots.middle]));
      expect(await store.flipbooks.get(b.id)).toBeNull();
    });

    it('adds offline views up to the day’s bound whatever the keys, and again the next day', async () => {
      const u = user();
      await store.users.create(u);
      const b = book(u.id);
      await store.flipbooks.create(b);
      const day = { day: '2026-05-01', max: 12 };
      expect(await store.flipbooks.addViews(b.id, crypto.randomUUID(), 5, day)).toBe(5);
      expect(await store.flipbooks.addViews(b.id, crypto.randomUUID(), 5, day)).toBe(10);
      expect(await store.flipbooks.addViews(b.id, crypto.randomUUID(), 5, day)).toBe(12);
      expect((await store.flipbooks.get(b.id))?.views).toBe(12);
      // A key spent on a full day stays spent; a fresh one counts on the next day.
      const late = crypto.randomUUID();
      expect(await store.flipbooks.addViews(b.id, late, 5, day)).toBe(12);
      expect(await store.flipbooks.addViews(b.id, late, 5, { ...day, day: '2026-05-02' })).toBe(12);
      const next = { ...day, day: '2026-05-02' };
      expect(await store.flipbooks.addViews(b.id, crypto.randomUUID(), 20, next)).toBe(24);
      expect(
        await store.flipbooks.addViews(crypto.randomUUID(), crypto.randomUUID(), 1, next),
      ).toBeNull();
    });

    itNeedsRealMongo(CONCURRENT_CONDITIONS)(
      'holds the day’s bound on offline views when ten keys arrive at once',
      async () => {
        const u = user();
        await store.users.create(u);
        const b = book(u.id);
        await store.flipbooks.create(b);
        const day = { day: '2026-05-01', max: 12 };
        const sent = await Promise.all(
          Array.from({ length: 10 }, () =>
            store.flipbooks.addViews(b.id, crypto.randomUUID(), 5, day),
          ),
        );
        expect(Math.max(...sent.map((v) => v ?? 0))).toBe(12);
        expect((await store.flipbooks.get(b.id))?.views).toBe(12);
      },
    );

    it('finds, updates and counts a flipbook by its id in any letter case, and refuses it twice', async () => {
      const u = user();
      await store.users.create(u);
      const b = book(u.id);
      await store.flipbooks.create(b);
      const upper = b.id.toUpperCase();
      expect(await store.flipbooks.create({ ...b, id: upper, title: 'Copy' })).toBe(false);
      expect((await store.flipbooks.get(upper))?.id).toBe(b.id);
      expect((await store.flipbooks.addView(upper, DAY))?.views).toBe(1);
      const stored = book(u.id, { id: crypto.randomUUID().toUpperCase() });
      expect(await store.flipbooks.create(stored)).toBe(true);
      expect((await store.flipbooks.get(stored.id.toLowerCase()))?.id).toBe(
        stored.id.toLowerCase(),
      );
      expect(
        await store.flipbooks.update(upper, { ...b, title: 'Renamed', content: {} }, b.versions),
      ).toBe(true);
      expect(await store.flipbooks.softDelete(upper, new Date().toISOString())).toBe(true);
      expect((await store.flipbooks.get(b.id))?.title).toBe('Renamed');
    });

    it('keeps a session revoked until its token expires, and no other', async () => {
      const now = Date.now();
      const ended = crypto.randomUUID();
      await store.sessions.revoke(ended, now + 60_000);
      await store.sessions.revoke(ended, now + 60_000);
      expect(await store.sessions.isRevoked(ended, now)).toBe(true);
      expect(await store.sessions.isRevoked(crypto.randomUUID(), now)).toBe(false);
      // Past its token's expiry a revocation may be forgotten: the token is refused anyway.
      expect(await store.sessions.isRevoked(ended, now + 60_000)).toBe(false);
    });

    it('lists media stored before a time, for the collection of unused media', async () => {
      const bytes = crypto.randomBytes(512);
      const name = `${crypto.createHash('sha256').update(bytes).digest('hex')}.png`;
      const before = Date.now() - 1000;
      await store.media.put(name, bytes);
      expect(await store.media.storedBefore(Date.now() + 1000)).toContain(name);
      expect(await store.media.storedBefore(before)).not.toContain(name);
      // Finished writes are never taken for leftovers.
      await store.media.removeUnfinished(Date.now() + 1000);
      expect((await store.media.get(name))?.equals(bytes)).toBe(true);
      await store.media.delete(name);
    });

    it('stores media byte-identical, once per name', async () => {
      const bytes = crypto.randomBytes(2048);
      const name = `${crypto.createHash('sha256').update(bytes).digest('hex')}.png`;
      await store.media.put(name, bytes);
      await store.media.put(name, bytes);
      expect((await store.media.get(name))?.equals(bytes)).toBe(true);
      await store.media.delete(name);
      expect(await store.media.get(name)).toBeNull();
    });

    it('reads media deleted meanwhile as gone, never as an error, and deletes it twice at once', async () => {
      // Several chunks' worth, so a read is under way when the delete lands.
      const bytes = crypto.randomBytes(700 * 1024);
      const name = `${crypto.createHash('sha256').update(bytes).digest('hex')}.png`;
      for (let round = 0; round < 10; round++) {
        await store.media.put(name, bytes);
        const [reads] = await Promise.all([
          Promise.all(Array.from({ length: 4 }, () => store.media.get(name))),
          store.media.delete(name),
          store.media.delete(name),
        ]);
        for (const read of reads) if (read !== null) expect(read.equals(bytes)).toBe(true);
        expect(await store.media.get(name)).toBeNull();
      }
    });
  });
}

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeadRecord, noStaffNotes } from '#api/store/leads';
import type { Store } from '#api/store/port';
import { CONCURRENT_CONDITIONS, itNeedsRealMongo } from './mongo/real-server';
import { testUserRecord } from './users';

/**
 * What the lead services rely on of the leads and the mail outbox, run against each adapter like
 * store-contract.ts: SQLite in the vitest project "api", MongoDB in the project "mongo".
 */
export function leadStoreContract(name: string, open: () => Promise<Store>) {
  describe(`the ${name} store's leads and mail outbox`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    const owner = async () => {
      const user = testUserRecord();
      await store.users.create(user);
      return user.id;
    };
    const lead = (ownerId: string, over: Partial<LeadRecord> = {}): LeadRecord => ({
      id: crypto.randomUUID(),
      ownerId,
      flipbookId: crypto.randomUUID(),
      email: 'visitor@example.com',
      name: 'Ada',
      company: 'Analytical',
      note: 'Call me',
      source: 'link',
      event: null,
      device: null,
      consent: 'Grace Hopper may contact me about this brochure',
      locale: 'en',
      capturedAt: '2026-11-02T10:00:00.000Z',
      createdAt: '2026-11-02T10:00:01.000Z',
      capturedBy: null,
      sentAfterRemoval: false,
      deletedAt: null,
      forgottenBy: null,
      ...noStaffNotes(),
      ...over,
    });
    const entry = (ownerId: string, key: string, at: number) => ({
      key,
      leadId: key,
      ownerId,
      createdAt: at,
      notBefore: at,
    });

    it('stores a lead once per id in any letter case and lists an owner’s newest first', async () => {
      const me = await owner();
      const older = lead(me, { capturedAt: '2026-11-01T09:00:00.000Z' });
      const newer = lead(me, { flipbookId: older.flipbookId });
      expect(await store.leads.create(older)).toBe(true);
      expect(await store.leads.create(newer)).toBe(true);
      expect(
        await store.leads.create({ ...older, id: older.id.toUpperCase(), email: 'x@y.z' }),
      ).toBe(false);
      expect(await store.leads.get(older.id.toUpperCase())).toEqual(older);
      expect((await store.leads.listByOwner(me)).map((l) => l.id)).toEqual([newer.id, older.id]);
      expect(await store.leads.listByOwner(await owner())).toEqual([]);
      expect(await store.leads.countByFlipbook(older.flipbookId.toUpperCase())).toBe(2);
    });

    it('keeps the language a lead was left in, and reads it back', async () => {
      const me = await owner();
      const arabic = lead(me, {
        locale: 'ar',
        consent: 'يمكن أن يتواصل معي Grace بشأن هذا الكتيّب',
      });
      const chinese = lead(me, { locale: 'zh-Hans' });
      await store.leads.create(arabic);
      await store.leads.create(chinese);
      expect(await store.leads.get(arabic.id)).toEqual(arabic);
      expect((await store.leads.listByOwner(me)).map((l) => l.locale).sort()).toEqual([
        'ar',
        'zh-Hans',
      ]);
    });

    it('forgets a lead: its personal fields go, its id and who forgot it stay, and lists and counts leave it', async () => {
      const me = await owner();
      const kept = lead(me);
      const forgotten = lead(me, {
        flipbookId: kept.flipbookId,
        source: 'kiosk',
        event: 'Spring Fair',
        device: 'Tablet 2',
      });
      await store.leads.create(kept);
      await store.leads.create(forgotten);
      expect(await store.leads.get(forgotten.id)).toEqual(forgotten);
      expect(await store.leads.forget(forgotten.id, '2026-11-03T00:00:00.000Z', 'visitor')).toBe(
        true,
      );
      expect(await store.leads.forget(forgotten.id, '2026-11-04T00:00:00.000Z', 'owner')).toBe(
        false,
      );
      expect(await store.leads.get(forgotten.id)).toEqual({
        ...forgotten,
        email: '',
        name: null,
        company: null,
        note: null,
        deletedAt: '2026-11-03T00:00:00.000Z',
        forgottenBy: 'visitor',
      });
      expect((await store.leads.listByOwner(me)).map((l) => l.id)).toEqual([kept.id]);
      expect(await store.leads.countByFlipbook(kept.flipbookId)).toBe(1);
      expect(await store.leads.countByFlipbook(kept.flipbookId, 'Spring Fair')).toBe(0);
    });

    it('counts a flipbook’s leads left at one event', async () => {
      const me = await owner();
      const first = lead(me, { source: 'kiosk', event: 'Spring Fair', device: null });
      const same = lead(me, {
        flipbookId: first.flipbookId,
        source: 'kiosk',
        event: 'Spring Fair',
      });
      const other = lead(me, {
        flipbookId: first.flipbookId,
        source: 'kiosk',
        event: 'Autumn Fair',
      });
      for (const l of [first, same, other, lead(me, { flipbookId: first.flipbookId })])
        await store.leads.create(l);
      expect(await store.leads.countByFlipbook(first.flipbookId, 'Spring Fair')).toBe(2);
      expect(await store.leads.countByFlipbook(first.flipbookId, 'Autumn Fair')).toBe(1);
      expect(await store.leads.countByFlipbook(first.flipbookId, '{"$ne":null}')).toBe(0);
      expect(await store.leads.countByFlipbook(first.flipbookId)).toBe(4);
    });

    it('lists the leads an owner’s visitors had forgotten, latest first, and not those the owner deleted', async () => {
      const [me, other] = [await owner(), await owner()];
      const [first, second, deleted, kept] = [lead(me), lead(me), lead(me), lead(me)];
      const theirs = lead(other);
      for (const l of [first, second, deleted, kept, theirs]) await store.leads.create(l);
      await store.leads.forget(first.id, '2026-11-03T00:00:00.000Z', 'visitor');
      await store.leads.forget(second.id, '2026-11-05T00:00:00.000Z', 'visitor');
      await store.leads.forget(deleted.id, '2026-11-06T00:00:00.000Z', 'owner');
      await store.leads.forget(theirs.id, '2026-11-06T00:00:00.000Z', 'visitor');
      const listed = await store.leads.listForgottenByOwner(me);
      expect(listed.map((l) => [l.id, l.deletedAt, l.email])).toEqual([
        [second.id, '2026-11-05T00:00:00.000Z', ''],
        [first.id, '2026-11-03T00:00:00.000Z', ''],
      ]);
    });

    it('finds a flipbook’s live lead by its address in any case, and updates a live lead only', async () => {
      const me = await owner();
      const first = lead(me, { email: 'Ada@Example.com', capturedAt: '2026-11-01T09:00:00.000Z' });
      const elsewhere = lead(me, { email: 'ada@example.com' });
      await store.leads.create(first);
      await store.leads.create(elsewhere);
      expect(
        (await store.leads.findByEmail(first.flipbookId.toUpperCase(), 'ADA@example.COM'))?.id,
      ).toBe(first.id);
      expect(await store.leads.findByEmail(first.flipbookId, 'bob@example.com')).toBeNull();
      const changes = {
        name: 'Ada L.',
        company: null,
        note: 'Call after five',
        event: 'Spring Fair',
        device: 'Tablet 2',
        consent: 'Grace H. darf mich zu dieser Broschüre kontaktieren',
        locale: 'de' as const,
        capturedAt: '2026-11-02T12:00:00.000Z',
        capturedBy: me,
        sentAfterRemoval: true,
      };
      expect(await store.leads.update(first.id.toUpperCase(), changes)).toBe(true);
      expect(await store.leads.get(first.id)).toEqual({ ...first, ...changes });
      expect(await store.leads.get(elsewhere.id)).toEqual(elsewhere);
      await store.leads.forget(first.id, '2026-11-03T00:00:00.000Z', 'owner');
      expect(await store.leads.findByEmail(first.flipbookId, first.email)).toBeNull();
      expect(await store.leads.update(first.id, changes)).toBe(false);
      expect((await store.leads.get(first.id))?.name).toBeNull();
    });

    const stamp = (ms: number, node = 'a') => `${String(ms).padStart(15, '0')}.00000.${node}`;

    it('writes a live lead’s staff notes only while their stamps are as expected, in any letter case', async () => {
      const me = await owner();
      const mine = lead(me);
      await store.leads.create(mine);
      expect(await store.leads.get(mine.id)).toMatchObject(noStaffNotes());
      const note = {
        staffNote: 'Wants 500 copies',
        rating: 'hot' as const,
        tags: ['Booth', 'VIP'],
      };
      const first = { staffNote: stamp(1), rating: stamp(1), tags: stamp(1) };
      expect(await store.leads.updateStaffNotes(mine.id.toUpperCase(), note, first, {})).toBe(true);
      expect(await store.leads.get(mine.id)).toEqual({ ...mine, ...note, staffStamps: first });
      // Written again on the stamps it was read with: someone else wrote in between.
      const later = { ...note, rating: 'cold' as const };
      expect(
        await store.leads.updateStaffNotes(mine.id, later, { ...first, rating: stamp(2) }, {}),
      ).toBe(false);
      const partly = { staffNote: stamp(1) };
      expect(await store.leads.updateStaffNotes(mine.id, later, first, partly)).toBe(false);
      expect(await store.leads.get(mine.id)).toMatchObject({ rating: 'hot', staffStamps: first });
      const second = { ...first, rating: stamp(2, 'b') };
      expect(await store.leads.updateStaffNotes(mine.id, later, second, first)).toBe(true);
      expect(await store.leads.get(mine.id)).toMatchObject({ rating: 'cold', staffStamps: second });
      expect(await store.leads.updateStaffNotes(crypto.randomUUID(), later, second, {})).toBe(
        false,
      );
    });

    it('forgets a lead’s staff notes with it, and writes none on a forgotten lead', async () => {
      const me = await owner();
      const mine = lead(me);
      await store.leads.create(mine);
      const note = { staffNote: 'Called', rating: 'warm' as const, tags: ['Fair'] };
      await store.leads.updateStaffNotes(mine.id, note, { staffNote: stamp(5) }, {});
      await store.leads.forget(mine.id, '2026-11-03T00:00:00.000Z', 'owner');
      expect(await store.leads.get(mine.id)).toMatchObject(noStaffNotes());
      expect(await store.leads.updateStaffNotes(mine.id, note, { staffNote: stamp(6) }, {})).toBe(
        false,
      );
      expect(await store.leads.get(mine.id)).toMatchObject(noStaffNotes());
    });

    itNeedsRealMongo(CONCURRENT_CONDITIONS)(
      'lets one of many concurrent staff note writes on the same stamps through',
      async () => {
        const me = await owner();
        const mine = lead(me);
        await store.leads.create(mine);
        const wrote = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            store.leads.updateStaffNotes(
              mine.id,
              { staffNote: `Note ${i}`, rating: null, tags: [] },
              { staffNote: stamp(10, `n${i}`) },
              {},
            ),
          ),
        );
        expect(wrote.filter(Boolean)).toHaveLength(1);
      },
    );

    it('names the leads a daily limit kept from a mail: held or stopped, and none of theirs mailed', async () => {
      const [me, other] = [await owner(), await owner()];
      const [held, stopped, mailedLater, plain, settled] = Array.from(
        { length: 5 },
        () => `lead-${crypto.randomUUID()}`,
      ) as [string, string, string, string, string];
      const add = (ownerId: string, leadId: string, key: string) =>
        store.mailOutbox.enqueue({ ...entry(ownerId, key, 100), leadId });
      for (const id of [held, stopped, mailedLater, plain, settled]) await add(me, id, id);
      await add(me, mailedLater, `${mailedLater}:day2`);
      await add(other, `lead-${crypto.randomUUID()}`, `theirs-${crypto.randomUUID()}`);
      for (const [key, outcome] of [
        [stopped, 'daily-limit'],
        [mailedLater, 'daily-limit'],
        [`${mailedLater}:day2`, 'mailed'],
        [settled, 'settled'],
      ] as const)
        await store.mailOutbox.markSent(key, 200, outcome);
      await store.mailOutbox.release(held, 90_000, true);
      expect((await store.mailOutbox.limitedLeads(me)).sort()).toEqual([held, stopped].sort());
      // Once the held entry's lease is taken and it is mailed, its lead is no longer counted.
      expect((await store.mailOutbox.claimNext(90_000, 91_000, [plain]))?.key).toBe(held);
      await store.mailOutbox.markSent(held, 90_500, 'mailed');
      expect(await store.mailOutbox.limitedLeads(me)).toEqual([stopped]);
      expect(await store.mailOutbox.limitedLeads(other)).toEqual([]);
      await store.mailOutbox.purgeOwner(me);
      await store.mailOutbox.purgeOwner(other);
    });

    it('purges an owner’s leads, forgotten ones too, and their mail entries, and no one else’s', async () => {
      const [me, other] = [await owner(), await owner()];
      const mine = lead(me);
      const theirs = lead(other);
      for (const l of [mine, theirs]) {
        await store.leads.create(l);
        await store.mailOutbox.enqueue(entry(l.ownerId, `lead:${l.id}`, 1000));
      }
      await store.leads.forget(mine.id, '2026-11-03T00:00:00.000Z', 'visitor');
      await store.leads.purgeOwner(me);
      await store.mailOutbox.purgeOwner(me);
      expect(await store.leads.get(mine.id)).toBeNull();
      expect(await store.leads.get(theirs.id)).not.toBeNull();
      // A purged entry's key is free again; the other owner's is still taken.
      expect(await store.mailOutbox.enqueue(entry(me, `lead:${mine.id}`, 1000))).toBe(true);
      expect(await store.mailOutbox.enqueue(entry(other, `lead:${theirs.id}`, 1000))).toBe(false);
      await store.mailOutbox.purgeOwner(me);
      await store.mailOutbox.purgeOwner(other);
    });

    it('enqueues a key once, sent or not, however many copies race', async () => {
      const me = await owner();
      const key = `lead:${crypto.randomUUID()}`;
      const added = await Promise.all(
        Array.from({ length: 20 }, () => store.mailOutbox.enqueue(entry(me, key, 5000))),
      );
      expect(added.filter(Boolean)).toHaveLength(1);
      const claimed = await store.mailOutbox.claimNext(5000, 6000, []);
      expect(claimed).toMatchObject({ key, attempts: 1, leaseUntil: 6000, sentAt: null });
      await store.mailOutbox.markSent(key, 5500, 'mailed');
      expect(await store.mailOutbox.enqueue(entry(me, key, 7000))).toBe(false);
      expect(await store.mailOutbox.claimNext(9000, 9500, [])).toBeNull();
      await store.mailOutbox.purgeOwner(me);
    });

    it('claims the oldest due entry, skips leased, waiting and skipped ones, and takes it back once its lease ends', async () => {
      const me = await owner();
      const [a, b, c] = ['a', 'b', 'c'].map((k) => `lead:${k}-${crypto.randomUUID()}`);
      await store.mailOutbox.enqueue(entry(me, a as string, 100));
      await store.mailOutbox.enqueue(entry(me, b as string, 200));
      await store.mailOutbox.enqueue({ ...entry(me, c as string, 300), notBefore: 10_000 });
      expect((await store.mailOutbox.claimNext(1000, 2000, []))?.key).toBe(a);
      expect((await store.mailOutbox.claimNext(1000, 2000, []))?.key).toBe(b);
      // a and b are leased until 2000, c waits until 10 000.
      expect(await store.mailOutbox.claimNext(1500, 2500, [])).toBeNull();
      expect(await store.mailOutbox.claimNext(2000, 3000, [a as string])).toMatchObject({
        key: b,
        attempts: 2,
      });
      await store.mailOutbox.release(a as string, 5000, false);
      expect(await store.mailOutbox.claimNext(4000, 4500, [b as string])).toBeNull();
      expect(await store.mailOutbox.claimNext(5000, 5500, [b as string])).toMatchObject({
        key: a,
        attempts: 2,
      });
      await store.mailOutbox.markSent(a as string, 5100, 'mailed');
      await store.mailOutbox.markSent(b as string, 5100, 'mailed');
      expect((await store.mailOutbox.claimNext(10_000, 11_000, []))?.key).toBe(c);
      await store.mailOutbox.purgeOwner(me);
    });

    itNeedsRealMongo(CONCURRENT_CONDITIONS)(
      'gives each due entry to one of many concurrent claims',
      async () => {
        const me = await owner();
        const keys = Array.from({ length: 8 }, () => `lead:${crypto.randomUUID()}`);
        for (const [i, key] of keys.entries()) await store.mailOutbox.enqueue(entry(me, key, i));
        const claims = await Promise.all(
          Array.from({ length: 24 }, () => store.mailOutbox.claimNext(100, 60_000, [])),
        );
        const won = claims.flatMap((c) => (c ? [c.key] : []));
        expect(won.sort()).toEqual([...keys].sort());
        await store.mailOutbox.purgeOwner(me);
      },
    );
  });
}

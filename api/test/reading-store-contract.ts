import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '#api/store/port';
import type { ReadingTally } from '#api/store/reading';
import { slotsFromSides } from '#core/panel-layout';
import { storedFlipbook } from './stored-flipbook';
import { testUserRecord } from './users';

const DAY = '2026-05-01';
const NEXT_DAY = '2026-05-02';

/** The reading sub-store's contract, run against each adapter beside the store contract. */
export function readingStoreContract(name: string, open: () => Promise<Store>) {
  describe(`the ${name} store's reader analytics`, () => {
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
    const flipbook = async (ownerId: string) => {
      const record = storedFlipbook(ownerId, {
        title: 'Read',
        slots: slotsFromSides([`${crypto.randomBytes(32).toString('hex')}.png`], []),
      });
      await store.flipbooks.create(record);
      return record.id;
    };
    const tally = (flipbookId: string, over: Partial<ReadingTally> = {}): ReadingTally => ({
      flipbookId,
      day: DAY,
      counts: new Map([
        ['sessions', 1],
        ['stage:0', 1],
        ['stage-seconds:0', 7],
      ]),
      capped: null,
      reader: null,
      key: null,
      ...over,
    });
    const countsOf = async (id: string, day = DAY) =>
      Object.fromEntries(
        (await store.reading.countsOf(id, [day])).map((row) => [row.name, row.count]),
      );

    it('adds 300 concurrent tallies exactly and each reader hash once a day', async () => {
      const id = await flipbook(await owner());
      const outcomes = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          store.reading.add(
            tally(id, { reader: { hash: `reader-${id}-${i % 40}`, counter: 'readers' } }),
          ),
        ),
      );
      expect(new Set(outcomes)).toEqual(new Set(['counted']));
      expect(await countsOf(id)).toEqual({
        sessions: 300,
        'stage:0': 300,
        'stage-seconds:0': 2100,
        readers: 40,
      });
    });

    it('counts a keyed tally once, and nothing for a deleted or unknown flipbook', async () => {
      const ownerId = await owner();
      const id = await flipbook(ownerId);
      const key = crypto.randomUUID();
      const twice = await Promise.all([
        store.reading.add(tally(id, { key })),
        store.reading.add(tally(id, { key })),
      ]);
      expect(twice.sort()).toEqual(['counted', 'replayed']);
      expect(await store.reading.add(tally(id.toUpperCase(), { key }))).toBe('replayed');
      expect((await countsOf(id)).sessions).toBe(1);

      const gone = await flipbook(ownerId);
      await store.flipbooks.softDelete(gone, new Date().toISOString());
      expect(await store.reading.add(tally(gone))).toBe('not-live');
      expect(await store.reading.add(tally(crypto.randomUUID()))).toBe('not-live');
      expect(await countsOf(gone)).toEqual({});
    });

    it('keeps the first salt of a day for every caller, and forgets older days’ salts and readers', async () => {
      const id = await flipbook(await owner());
      const [a, b] = await Promise.all([
        store.reading.daySalt(DAY, 'salt-a'),
        store.reading.daySalt(DAY, 'salt-b'),
      ]);
      expect(a).toBe(b);
      const reader = { hash: `same-reader-${id}`, counter: 'readers' };
      await store.reading.add(tally(id, { reader }));
      await store.reading.add(tally(id, { reader }));
      expect((await countsOf(id)).readers).toBe(1);
      await store.reading.daySalt(NEXT_DAY, 'salt-next');
      await store.reading.forgetReadersBefore(NEXT_DAY);
      expect(await store.reading.daySalt(DAY, 'salt-c')).toBe('salt-c');
      expect(await store.reading.daySalt(NEXT_DAY, 'salt-d')).toBe('salt-next');
      // The day's hashes went with its salt: the same hash counts again.
      await store.reading.add(tally(id, { reader }));
      expect((await countsOf(id)).readers).toBe(2);
      expect((await countsOf(id)).sessions).toBe(3);
    });

    it('keeps at most the cap of a family’s names a day and counts the rest under its overflow', async () => {
      const id = await flipbook(await owner());
      const capped = (origin: string) => ({
        name: `referrer:${origin}`,
        family: 'referrer:',
        max: 3,
        overflow: 'referrers-other',
      });
      const origins = ['https://a.example', 'https://b.example', 'https://c.example'];
      for (const origin of origins)
        await store.reading.add(tally(id, { counts: new Map(), capped: capped(origin) }));
      await Promise.all(
        ['https://d.example', 'https://e.example', 'https://a.example'].map((origin) =>
          store.reading.add(tally(id, { counts: new Map(), capped: capped(origin) })),
        ),
      );
      expect(await countsOf(id)).toEqual({
        'referrer:https://a.example': 2,
        'referrer:https://b.example': 1,
        'referrer:https://c.example': 1,
        'referrers-other': 2,
      });
      // Another day has room of its own.
      await store.reading.add(
        tally(id, { day: NEXT_DAY, counts: new Map(), capped: capped('https://d.example') }),
      );
      expect(await countsOf(id, NEXT_DAY)).toEqual({ 'referrer:https://d.example': 1 });
    });

    it('gives back names with dots, dollars and percent signs as they were sent', async () => {
      const id = await flipbook(await owner());
      const name = 'click:https://shop.example/a.b?$x=%2E.%25$';
      await store.reading.add(tally(id, { counts: new Map([[name, 2]]) }));
      expect(await countsOf(id)).toEqual({ [name]: 2 });
    });

    it('sums named counters per day over an owner’s or everyone’s live flipbooks, and removes an owner’s', async () => {
      const ownerId = await owner();
      const [first, second, deleted] = [
        await flipbook(ownerId),
        await flipbook(ownerId),
        await flipbook(ownerId),
      ];
      const other = await flipbook(await owner());
      for (const id of [first, second, deleted, other]) await store.reading.add(tally(id));
      await store.reading.add(tally(first, { day: NEXT_DAY }));
      await store.flipbooks.softDelete(deleted, new Date().toISOString());
      const mine = await store.reading.totals(
        { ownerId },
        [DAY, NEXT_DAY],
        ['sessions', 'readers'],
      );
      expect(mine.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
        { day: DAY, name: 'sessions', count: 2 },
        { day: NEXT_DAY, name: 'sessions', count: 1 },
      ]);
      const everyone = await store.reading.totals('all', [DAY], ['sessions']);
      expect(everyone.find((r) => r.day === DAY)?.count).toBeGreaterThanOrEqual(3);

      await store.reading.removeOwner(ownerId);
      expect(await countsOf(first)).toEqual({});
      expect(await store.reading.totals({ ownerId }, [DAY, NEXT_DAY], ['sessions'])).toEqual([]);
      expect((await countsOf(other)).sessions).toBe(1);
    });
  });
}

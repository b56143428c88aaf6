import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '#api/store/port';
import type { ReadingTally } from '#api/store/reading';
import { slotsFromSides } from '#core/panel-layout';
import { newSession, type SessionState, sessionCounts } from '#core/reading-counts';
import type { ReadingReport } from '#core/schemas/reading';
import { storedFlipbook } from './stored-flipbook';
import { testUserRecord } from './users';

const DAY = '2026-05-01';
const NEXT_DAY = '2026-05-02';
const EMPTY_SESSION: SessionState = newSession(0, null);

/** A hash as the service makes them: 16 hex digits. */
const hex = (label: string) => crypto.hash('sha256', label, 'hex').slice(0, 16);

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
    /**
     * A session's report adding `counts` (and the referrer counter `referrer`): its first, counting
     * its reader, when given one.
     */
    const tally = (
      flipbookId: string,
      over: Partial<ReadingTally> & {
        counts?: Map<string, number>;
        referrer?: string | null;
      } = {},
    ): ReadingTally => {
      const { counts, referrer, ...rest } = over;
      return {
        flipbookId,
        day: DAY,
        at: Date.parse(`${DAY}T10:00:00Z`),
        session: crypto.randomUUID(),
        count: (state) => ({
          // As sessionCounts does: a session whose referrer counts is referred from then on.
          state: { ...(state ?? EMPTY_SESSION), referred: Boolean(state?.referred || referrer) },
          counts:
            counts ??
            new Map([
              ['sessions', 1],
              ['stage:0', 1],
              ['stage-seconds:0', 7],
            ]),
          // Only a tally given its reader starts a session (and counts that reader).
          starts: state === null && rest.reader !== undefined,
          referrer: referrer ?? null,
        }),
        reader: { hash: hex(`reader-${crypto.randomUUID()}`), counter: 'readers' },
        referrers: { family: 'referrer:', max: 3, overflow: 'referrers-other' },
        budget: null,
        key: null,
        scope: null,
        ...rest,
      };
    };
    /** A beacon's report of `session`, counted as the service counts it. */
    const report = (
      flipbookId: string,
      session: string,
      events: ReadingReport['events'],
      over: Partial<ReadingTally> = {},
    ): ReadingTally => {
      const at = Date.parse(`${DAY}T10:00:00Z`);
      const body: ReadingReport = {
        session,
        source: 'link',
        device: 'phone',
        referrer: 'https://news.example',
        events,
      };
      return {
        ...tally(flipbookId, over),
        session,
        count: (state) => sessionCounts(state, body, new Set(), { at, bounded: true }),
        ...over,
      };
    };
    const countsOf = async (id: string, day = DAY) =>
      Object.fromEntries(
        (await store.reading.countsOf(id, [day])).map((row) => [row.name, row.count]),
      );

    it('adds 300 concurrent tallies exactly and each reader hash once a day', async () => {
      const id = await flipbook(await owner());
      const outcomes = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          store.reading.add(
            tally(id, { reader: { hash: hex(`reader-${id}-${i % 40}`), counter: 'readers' } }),
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
      const reader = { hash: hex(`same-reader-${id}`), counter: 'readers' };
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
      const capped = (origin: string) => `referrer:${origin}`;
      const origins = ['https://a.example', 'https://b.example', 'https://c.example'];
      for (const origin of origins)
        await store.reading.add(tally(id, { counts: new Map(), referrer: capped(origin) }));
      await Promise.all(
        ['https://d.example', 'https://e.example', 'https://a.example'].map((origin) =>
          store.reading.add(tally(id, { counts: new Map(), referrer: capped(origin) })),
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
        tally(id, { day: NEXT_DAY, counts: new Map(), referrer: capped('https://d.example') }),
      );
      expect(await countsOf(id, NEXT_DAY)).toEqual({ 'referrer:https://d.example': 1 });
    });

    it('counts a session once however often its reports arrive, and writes nothing for one that adds nothing', async () => {
      const id = await flipbook(await owner());
      const session = crypto.randomUUID();
      const start = report(id, session, [
        { type: 'start', layout: 'panels', steps: 6 },
        { type: 'panel', panel: 0 },
        { type: 'panel-time', panel: 0, seconds: 600 },
        { type: 'zoom' },
      ]);
      await Promise.all(Array.from({ length: 20 }, () => store.reading.add(start)));
      const once = {
        sessions: 1,
        readers: 1,
        'layout:panels': 1,
        'steps:panels': 6,
        'source:link': 1,
        'device:phone': 1,
        'panel:0': 1,
        'panel-seconds:0': 5,
        zoom: 1,
      };
      expect(await countsOf(id)).toEqual(once);
      // A report of a session never started, and an unknown session's time, count nothing.
      const stray = report(id, crypto.randomUUID(), [{ type: 'panel', panel: 2 }]);
      expect(await store.reading.add(stray)).toBe('counted');
      expect(await countsOf(id)).toEqual(once);
    });

    it('adds an address’s sessions, readers and referred sessions of a day up to its budget', async () => {
      const id = await flipbook(await owner());
      const budget = { hash: hex(`address-${id}`), sessions: 4, readers: 2, referred: 1 };
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          store.reading.add(
            tally(id, {
              budget,
              reader: { hash: hex(`reader-${id}-${i}`), counter: 'readers' },
              referrer: 'referrer:https://news.example',
            }),
          ),
        ),
      );
      // The fifth and sixth sessions the address began count nothing at all.
      expect(await countsOf(id)).toEqual({
        sessions: 4,
        'stage:0': 4,
        'stage-seconds:0': 28,
        readers: 2,
        'referrer:https://news.example': 1,
      });
      await store.reading.add(
        tally(id, {
          budget: { ...budget, hash: hex(`another-${id}`) },
          reader: { hash: hex(`new-${id}`), counter: 'readers' },
        }),
      );
      expect((await countsOf(id)).readers).toBe(3);
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

    it('adds counts under a capped family’s member while the day has room for it, 20 at once taking 3 places', async () => {
      const id = await flipbook(await owner());
      const member = (n: number) => ({ name: `event:${n}`, family: 'event:', max: 3 });
      const joined = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          store.reading.addCapped(id, DAY, member(n), new Map([[`in:${n}`, 1]])),
        ),
      );
      expect(joined.filter(Boolean)).toHaveLength(3);
      const first = joined.indexOf(true);
      // A member counts again; the day after has room again; a deleted flipbook none.
      expect(
        await store.reading.addCapped(id, DAY, member(first), new Map([[`in:${first}`, 2]])),
      ).toBe(true);
      expect(await store.reading.addCapped(id, DAY, member(99), new Map())).toBe(false);
      expect(await store.reading.addCapped(id, NEXT_DAY, member(99), new Map())).toBe(true);
      const counts = await countsOf(id);
      expect(Object.keys(counts).filter((n) => n.startsWith('event:'))).toHaveLength(3);
      expect(counts[`in:${first}`]).toBe(3);
      expect(Object.keys(counts).filter((n) => n.startsWith('in:'))).toHaveLength(3);
      expect((await countsOf(id, NEXT_DAY))['event:99']).toBe(0);
      await store.flipbooks.softDelete(id, new Date().toISOString());
      expect(await store.reading.addCapped(id, NEXT_DAY, member(5), new Map())).toBe(false);
    });

    it('counts a scoped tally’s every counter again under its scope: reader and referrer too', async () => {
      const id = await flipbook(await owner());
      const scoped = { scope: 'in-event:Fair\n', referrer: 'referrer:https://a.example' };
      await store.reading.add(
        tally(id, { ...scoped, reader: { hash: hex(`scoped-${id}`), counter: 'readers' } }),
      );
      await store.reading.add(tally(id));
      expect(await countsOf(id)).toEqual({
        sessions: 2,
        'stage:0': 2,
        'stage-seconds:0': 14,
        readers: 1,
        'referrer:https://a.example': 1,
        'in-event:Fair\nsessions': 1,
        'in-event:Fair\nstage:0': 1,
        'in-event:Fair\nstage-seconds:0': 7,
        'in-event:Fair\nreaders': 1,
        'in-event:Fair\nreferrer:https://a.example': 1,
      });
    });
  });
}

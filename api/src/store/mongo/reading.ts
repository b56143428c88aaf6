import type { Connection } from 'mongoose';
import { READING_LIMITS } from '#core/reading';
import type { DayCount, ReadingStore } from '../reading';
import { madeFilter } from './flipbook-docs';
import { operator } from './operator';
import {
  claim,
  type DayDoc,
  endOf,
  field,
  type ReadingModels,
  readingModels,
  unfield,
} from './reading-models';
import { readingTallies } from './reading-tallies';

const toCounts = (docs: DayDoc[]): DayCount[] =>
  docs.flatMap((doc) =>
    Object.entries(doc.counts ?? {}).map(([key, count]) => ({
      day: doc.day,
      name: unfield(key),
      count,
    })),
  );

/** Each day's salt, and the forgetting of past days' salts, reader hashes, budgets and sessions. */
function readerSalts(m: ReadingModels): Pick<ReadingStore, 'daySalt' | 'forgetReadersBefore'> {
  const { Salts, Hashes, Budgets, Sessions } = m;
  return {
    daySalt: async (day, fresh) => {
      const doc = await claim(() =>
        Salts.create({ _id: day, salt: fresh, expiresAt: endOf(day) }),
      ).then(() => Salts.findById(day).lean<{ salt: string }>());
      return doc?.salt ?? fresh;
    },
    forgetReadersBefore: async (day) => {
      await Salts.deleteMany({ _id: operator({ $lt: day }) });
      await Hashes.deleteMany({ day: operator({ $lt: day }) });
      await Budgets.deleteMany({ day: operator({ $lt: day }) });
      await Sessions.deleteMany({
        seenAt: operator({
          $lt: new Date(Date.parse(`${day}T00:00:00Z`) - READING_LIMITS.sessionIdleMs),
        }),
      });
    },
  };
}

/** The counters as read (a flipbook's, or summed over live flipbooks), and an owner's removed. */
function readingCounts(
  m: ReadingModels,
): Pick<ReadingStore, 'countsOf' | 'totals' | 'removeOwner' | 'passOn'> {
  const { Days, Keys, flipbooks } = m;
  return {
    countsOf: async (flipbookId, days) => {
      const id = flipbookId.toLowerCase();
      const docs = await Days.find(
        { _id: operator({ $in: days.map((d) => `${id}|${d}`) }) },
        {
          day: 1,
          counts: 1,
        },
      ).lean<DayDoc[]>();
      return toCounts(docs);
    },
    totals: async (scope, days, names) => {
      const made = scope === 'all' ? {} : madeFilter(scope);
      const live = await flipbooks()
        .find({ ...made, deletedAt: null }, { projection: { _id: 1 } })
        .toArray();
      // A day's counters keep their flipbook's owner, which its index answers.
      const owned = 'ownerId' in made ? { ownerId: made.ownerId } : {};
      const docs = await Days.find(
        {
          ...owned,
          day: operator({ $in: days }),
          flipbookId: operator({ $in: live.map((f) => f._id) }),
        },
        { day: 1, ...Object.fromEntries(names.map((n) => [`counts.${field(n)}`, 1])) },
      ).lean<DayDoc[]>();
      const sums = new Map<string, DayCount>();
      const wanted = new Set(names);
      // Some servers (the test emulator) return every counter whatever the projection.
      for (const row of toCounts(docs).filter((r) => wanted.has(r.name))) {
        const key = `${row.day}\n${row.name}`;
        const sum = sums.get(key);
        if (sum) sum.count += row.count;
        else sums.set(key, { ...row });
      }
      return [...sums.values()];
    },
    removeOwner: async (ownerId) => {
      const owned = await flipbooks()
        .find({ ownerId }, { projection: { _id: 1 } })
        .toArray();
      await Days.deleteMany({ ownerId });
      await Keys.deleteMany({ flipbookId: operator({ $in: owned.map((f) => f._id) }) });
    },
    passOn: async (flipbookIds, to) => {
      await Days.updateMany(
        { flipbookId: operator({ $in: flipbookIds.map((id) => id.toLowerCase()) }) },
        { $set: { ownerId: to } },
      );
    },
  };
}

/** Reader analytics on MongoDB: the tallies' writes are reading-tallies.ts's. */
export function mongoReadingStore(connection: Connection): ReadingStore {
  const m = readingModels(connection);
  return { ...readerSalts(m), ...readingTallies(m), ...readingCounts(m) };
}

import { type Connection, Schema } from 'mongoose';
import type { CappedCounter, DayCount, ReadingStore, ReadingTally } from '../reading';
import { operator } from './operator';

const DUPLICATE_KEY = 11000;
const isDuplicate = (err: unknown) => (err as { code?: unknown }).code === DUPLICATE_KEY;

/** A flipbook's day: its counters as fields (`counts.<name>`), and how full each capped family is. */
const daySchema = new Schema(
  {
    _id: { type: String, required: true },
    flipbookId: { type: String, required: true },
    ownerId: { type: String, required: true },
    day: { type: String, required: true },
    counts: { type: Schema.Types.Mixed, default: {} },
    families: { type: Schema.Types.Mixed, default: {} },
  },
  { versionKey: false, minimize: false },
);
daySchema.index({ flipbookId: 1, day: 1 });
daySchema.index({ ownerId: 1, day: 1 });
daySchema.index({ day: 1 });

/** The salt of a day and the reader hashes seen that day; a TTL index drops them too. */
const saltSchema = new Schema(
  {
    _id: { type: String, required: true },
    salt: { type: String, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);
const hashSchema = new Schema(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);
hashSchema.index({ day: 1 });
const keySchema = new Schema(
  { _id: { type: String, required: true }, flipbookId: { type: String, required: true } },
  { versionKey: false },
);
keySchema.index({ flipbookId: 1 });

interface DayDoc {
  _id: string;
  flipbookId: string;
  day: string;
  counts?: Record<string, number>;
}

/** Counter names hold dots and dollars (URLs, origins): a field name may hold neither. */
const field = (name: string) =>
  name.replaceAll('%', '%25').replaceAll('.', '%2E').replaceAll('$', '%24');
const unfield = (key: string) =>
  key.replaceAll('%24', '$').replaceAll('%2E', '.').replaceAll('%25', '%');

/** The moment `day` (UTC) ends. */
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

/**
 * Each tally is a few single-document writes: the key and the reader hash are claimed by inserting
 * a document whose id is taken at most once, then the counters are added with one `$inc` upsert.
 * A crash between the two loses that report rather than counting it twice.
 */
export function mongoReadingStore(connection: Connection): ReadingStore {
  const Days = connection.model<DayDoc>('ReadingDay', daySchema);
  const Salts = connection.model('ReaderSalt', saltSchema);
  const Hashes = connection.model('ReaderHash', hashSchema);
  const Keys = connection.model('ReadingKey', keySchema);
  const flipbooks = () => connection.collection<{ _id: string; ownerId: string }>('flipbooks');

  const claim = async (insert: () => Promise<unknown>) => {
    try {
      await insert();
      return true;
    } catch (err) {
      if (isDuplicate(err)) return false;
      throw err;
    }
  };

  /** The name a capped counter counts under: its own while the family has room, else overflow. */
  const cappedName = async (id: string, capped: CappedCounter, onInsert: object) => {
    if (
      await Days.exists({ _id: id, [`counts.${field(capped.name)}`]: operator({ $exists: true }) })
    )
      return capped.name;
    const size = `families.${field(capped.family)}`;
    const room = operator({
      $or: [{ [size]: operator({ $lt: capped.max }) }, { [size]: operator({ $exists: false }) }],
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const taken = await Days.updateOne(
          { _id: id, ...room },
          { $inc: { [size]: 1 }, $setOnInsert: onInsert },
          { upsert: attempt === 0 },
        );
        return taken.matchedCount + taken.upsertedCount > 0 ? capped.name : capped.overflow;
      } catch (err) {
        // The day was full, or another process made it meanwhile: ask once more without making it.
        if (!isDuplicate(err)) throw err;
      }
    }
    return capped.overflow;
  };

  const addCounts = async (id: string, inc: Record<string, number>, onInsert: object) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await Days.updateOne({ _id: id }, { $inc: inc, $setOnInsert: onInsert }, { upsert: true });
        return;
      } catch (err) {
        // Two processes made the same day at once: the loser's update now finds it.
        if (!isDuplicate(err) || attempt > 0) throw err;
      }
    }
  };

  const toCounts = (docs: DayDoc[]): DayCount[] =>
    docs.flatMap((doc) =>
      Object.entries(doc.counts ?? {}).map(([key, count]) => ({
        day: doc.day,
        name: unfield(key),
        count,
      })),
    );

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
    },
    add: async (tally) => {
      const flipbookId = tally.flipbookId.toLowerCase();
      const live = await flipbooks().findOne(
        { _id: flipbookId, deletedAt: null },
        { projection: { ownerId: 1 } },
      );
      if (!live) return 'not-live';
      if (
        tally.key &&
        !(await claim(() => Keys.create({ _id: `${flipbookId}|${tally.key}`, flipbookId })))
      )
        return 'replayed';
      const id = `${flipbookId}|${tally.day}`;
      const onInsert = { flipbookId, ownerId: live.ownerId, day: tally.day };
      const inc: Record<string, number> = {};
      const add = (name: string, n: number) => {
        const key = `counts.${field(name)}`;
        inc[key] = (inc[key] ?? 0) + n;
      };
      for (const [name, n] of tally.counts) add(name, n);
      const { reader } = tally;
      if (
        reader &&
        (await claim(() =>
          Hashes.create({
            _id: `${tally.day}|${reader.hash}`,
            day: tally.day,
            expiresAt: endOf(tally.day),
          }),
        ))
      )
        add(reader.counter, 1);
      if (tally.capped) add(await cappedName(id, tally.capped, onInsert), 1);
      if (Object.keys(inc).length > 0) await addCounts(id, inc, onInsert);
      return 'counted';
    },
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
      const owned = scope === 'all' ? {} : { ownerId: scope.ownerId };
      const live = await flipbooks()
        .find({ ...owned, deletedAt: null }, { projection: { _id: 1 } })
        .toArray();
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
  };
}

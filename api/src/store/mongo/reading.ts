import { type Connection, Schema } from 'mongoose';
import { READING_LIMITS } from '#core/reading';
import type { SessionOutcome, SessionState } from '#core/reading-counts';
import { batched } from '../batched';
import type { CappedCounter, DayCount, ReadingStore, ReadingTally, TallyOutcome } from '../reading';
import { operator } from './operator';

const DUPLICATE_KEY = 11000;
const isDuplicate = (err: unknown) => (err as { code?: unknown }).code === DUPLICATE_KEY;

/** A flipbook's day: its counters as fields (`counts.<name>`), and its capped families' names. */
const daySchema = new Schema(
  {
    _id: { type: String, required: true },
    flipbookId: { type: String, required: true },
    ownerId: { type: String, required: true },
    day: { type: String, required: true },
    counts: { type: Schema.Types.Mixed, default: {} },
    /** The names each capped family has that day (`members.<name>: true`), and how many. */
    members: { type: Schema.Types.Mixed, default: {} },
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
/** What a session has counted while it lasts; `version` makes each change a compare-and-set. */
const sessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    state: { type: Schema.Types.Mixed, required: true },
    version: { type: Number, required: true },
    seenAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false, minimize: false },
);
sessionSchema.index({ seenAt: 1 });
/** What an address (hashed with the flipbook and the day's salt) has added to a day. */
const budgetSchema = new Schema(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    sessions: { type: Number },
    readers: { type: Number },
    referred: { type: Number },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);
budgetSchema.index({ day: 1 });

interface SessionDoc {
  _id: string;
  state: SessionState;
  version: number;
}

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
 * Tallies that arrive in one turn of the event loop are written together: one query for the live
 * flipbooks, the keys and reader hashes claimed by inserting documents whose ids can be taken once
 * (a duplicate is a replay, or a reader seen before), then each day's summed counters by one
 * `$inc` upsert in one bulk write. A crash between the claims and the counters loses those
 * reports rather than counting them twice.
 */
export function mongoReadingStore(connection: Connection): ReadingStore {
  const Days = connection.model<DayDoc>('ReadingDay', daySchema);
  const Salts = connection.model('ReaderSalt', saltSchema);
  const Hashes = connection.model('ReaderHash', hashSchema);
  const Keys = connection.model('ReadingKey', keySchema);
  const Sessions = connection.model<SessionDoc>('ReadingSession', sessionSchema);
  const Budgets = connection.model('ReaderBudget', budgetSchema);
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

  /**
   * The name a capped counter counts under: its own once it is one of the family's names that
   * day, which a new name becomes only while the family has room (one conditional update, so two
   * processes adding the same new name take one place), else the overflow.
   */
  const cappedName = async (id: string, capped: CappedCounter, onInsert: object) => {
    const member = `members.${field(capped.name)}`;
    const size = `families.${field(capped.family)}`;
    const isMember = async () =>
      (await Days.exists({ _id: id, [member]: operator({ $exists: true }) })) !== null;
    if (await isMember()) return capped.name;
    const room = operator({
      $or: [{ [size]: operator({ $lt: capped.max }) }, { [size]: operator({ $exists: false }) }],
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const joined = await Days.updateOne(
          { _id: id, [member]: operator({ $exists: false }), ...room },
          { $set: { [member]: true }, $inc: { [size]: 1 }, $setOnInsert: onInsert },
          { upsert: attempt === 0 },
        );
        if (joined.matchedCount + joined.upsertedCount > 0) return capped.name;
        break;
      } catch (err) {
        // The day exists and did not match (full, or the name joined meanwhile), or another
        // process made it at the same moment: once more without making it.
        if (!isDuplicate(err)) throw err;
      }
    }
    return (await isMember()) ? capped.name : capped.overflow;
  };

  /**
   * Inserts documents whose ids are claims (a key, a reader's hash): the indexes of those whose id
   * was already taken, earlier or by another document of the same batch. One insert each, side by
   * side: an unordered insertMany would do, but the test emulator fails the whole of one that
   * meets a duplicate.
   */
  const taken = async (
    model: { collection: { collectionName: string } },
    docs: Array<{ _id: string }>,
  ): Promise<Set<number>> => {
    const collection = connection.collection<{ _id: string }>(model.collection.collectionName);
    const first = new Map<string, number>();
    for (const [i, doc] of docs.entries()) if (!first.has(doc._id)) first.set(doc._id, i);
    const refused = new Set(docs.flatMap((doc, i) => (first.get(doc._id) === i ? [] : [i])));
    await Promise.all(
      [...first].map(async ([, i]) => {
        if (!(await claim(() => collection.insertOne(docs[i] as { _id: string })))) refused.add(i);
      }),
    );
    return refused;
  };

  /** Adds each day's summed counters with one upsert each, in one bulk write. */
  const addCounts = async (
    days: Map<string, { inc: Record<string, number>; onInsert: object }>,
  ) => {
    const ops = [...days].map(([id, { inc, onInsert }]) => ({
      updateOne: {
        filter: { _id: id },
        update: { $inc: inc, $setOnInsert: onInsert },
        upsert: true,
      },
    }));
    for (let attempt = 0; ops.length > 0; attempt++) {
      try {
        await connection
          .collection<{ _id: string }>(Days.collection.collectionName)
          .bulkWrite(ops, { ordered: false });
        return;
      } catch (err) {
        // Two processes made the same day at once: the losers' updates now find it.
        const failed = (err as { writeErrors?: unknown }).writeErrors;
        const errors = (Array.isArray(failed) ? failed : [failed]) as Array<{
          index: number;
          code: unknown;
        }>;
        if (!failed || attempt > 0 || errors.some((e) => e.code !== DUPLICATE_KEY)) throw err;
        const again = new Set(errors.map((e) => e.index));
        ops.splice(0, ops.length, ...ops.filter((_, i) => again.has(i)));
      }
    }
  };

  /** One more session, reader or referred session of an address's day, or false once it has `max`. */
  const spend = (
    day: string,
    budget: NonNullable<ReadingTally['budget']>,
    column: 'sessions' | 'readers' | 'referred',
  ) =>
    claim(() =>
      Budgets.updateOne(
        {
          _id: `${day}|${budget.hash}`,
          ...operator({
            $or: [
              { [column]: operator({ $lt: budget[column] }) },
              { [column]: operator({ $exists: false }) },
            ],
          }),
        },
        { $inc: { [column]: 1 }, $setOnInsert: { day, expiresAt: endOf(day) } },
        { upsert: true },
      ),
    );

  /**
   * Each tally's outcome on its session: one session's tallies in order from its stored state,
   * written back if they changed it unless another process changed it meanwhile (then again).
   */
  const sessionOutcomes = async (
    tallies: ReadingTally[],
    indexes: number[],
  ): Promise<Map<number, SessionOutcome>> => {
    const bySession = new Map<string, number[]>();
    for (const i of indexes) {
      const t = tallies[i] as ReadingTally;
      const id = `${t.flipbookId}|${t.session}`;
      bySession.set(id, [...(bySession.get(id) ?? []), i]);
    }
    const outcomes = new Map<number, SessionOutcome>();
    await Promise.all(
      [...bySession].map(async ([id, group]) => {
        for (let attempt = 0; ; attempt++) {
          const doc = await Sessions.findById(id).lean<SessionDoc>();
          let state = doc?.state ?? null;
          const found = new Map<number, SessionOutcome>();
          for (const i of group) {
            const outcome = (tallies[i] as ReadingTally).count(state);
            if (!outcome) continue;
            found.set(i, outcome);
            state = outcome.state;
          }
          if (found.size === 0 || !state) return;
          const last = tallies[group.at(-1) as number] as ReadingTally;
          // A session new to the store is one of its address's day, within their budget (spent
          // once: a session another process stored meanwhile is found on the next attempt).
          if (
            !doc &&
            attempt === 0 &&
            last.budget &&
            !(await spend(last.day, last.budget, 'sessions'))
          )
            return;
          const seen = {
            state,
            seenAt: new Date(last.at),
            expiresAt: new Date(last.at + 24 * 60 * 60 * 1000),
          };
          const written = doc
            ? (
                await Sessions.updateOne(
                  { _id: id, version: doc.version },
                  { $set: { ...seen, version: doc.version + 1 } },
                )
              ).matchedCount === 1
            : await claim(() => Sessions.create({ _id: id, version: 0, ...seen }));
          if (written) {
            for (const [i, outcome] of found) outcomes.set(i, outcome);
            return;
          }
          if (attempt >= 10) throw new Error('A reading session kept changing under its reports');
        }
      }),
    );
    return outcomes;
  };

  /** One batch of tallies: a few round trips for all of them (see the comment of the store). */
  const apply = async (tallies: ReadingTally[]): Promise<TallyOutcome[]> => {
    const ids = [...new Set(tallies.map((t) => t.flipbookId))];
    const owners = new Map(
      (
        await flipbooks()
          .find({ _id: operator({ $in: ids }), deletedAt: null }, { projection: { ownerId: 1 } })
          .toArray()
      ).map((f) => [f._id, f.ownerId] as const),
    );
    const outcomes = tallies.map(
      (t): TallyOutcome => (owners.has(t.flipbookId) ? 'counted' : 'not-live'),
    );
    const keyed = tallies.flatMap((t, i) => (outcomes[i] === 'counted' && t.key ? [i] : []));
    const replayed = await taken(
      Keys,
      keyed.map((i) => ({
        _id: `${tallies[i]?.flipbookId}|${tallies[i]?.key}`,
        flipbookId: tallies[i]?.flipbookId,
      })),
    );
    for (const [n, i] of keyed.entries()) if (replayed.has(n)) outcomes[i] = 'replayed';
    const sessions = await sessionOutcomes(
      tallies,
      tallies.flatMap((_, i) => (outcomes[i] === 'counted' ? [i] : [])),
    );
    const readers = [...sessions].flatMap(([i, o]) => (o.starts ? [i] : []));
    const seen = await taken(
      Hashes,
      readers.map((i) => {
        const t = tallies[i] as ReadingTally;
        return { _id: `${t.day}|${t.reader.hash}`, day: t.day, expiresAt: endOf(t.day) };
      }),
    );
    const within = (t: ReadingTally, column: 'readers' | 'referred') =>
      t.budget ? spend(t.day, t.budget, column) : Promise.resolve(true);
    const newReaders = new Set<number>();
    const referred = new Set<number>();
    await Promise.all([
      ...readers.map(async (i, n) => {
        if (!seen.has(n) && (await within(tallies[i] as ReadingTally, 'readers')))
          newReaders.add(i);
      }),
      ...[...sessions].map(async ([i, o]) => {
        if (o.referrer && (await within(tallies[i] as ReadingTally, 'referred'))) referred.add(i);
      }),
    ]);

    const days = new Map<string, { inc: Record<string, number>; onInsert: object }>();
    for (const [i, outcome] of sessions) {
      const tally = tallies[i] as ReadingTally;
      const id = `${tally.flipbookId}|${tally.day}`;
      const onInsert = {
        flipbookId: tally.flipbookId,
        ownerId: owners.get(tally.flipbookId),
        day: tally.day,
      };
      let day = days.get(id);
      if (!day) {
        day = { inc: {}, onInsert };
        days.set(id, day);
      }
      const { inc } = day;
      const add = (name: string, n: number) => {
        for (const scoped of tally.scope ? [name, `${tally.scope}${name}`] : [name]) {
          const key = `counts.${field(scoped)}`;
          inc[key] = (inc[key] ?? 0) + n;
        }
      };
      for (const [name, n] of outcome.counts) add(name, n);
      if (newReaders.has(i)) add(tally.reader.counter, 1);
      if (outcome.referrer && referred.has(i))
        add(await cappedName(id, { ...tally.referrers, name: outcome.referrer }, onInsert), 1);
    }
    // A report whose referrer its address had no room for adds nothing.
    for (const [id, { inc }] of days) if (Object.keys(inc).length === 0) days.delete(id);
    await addCounts(days);
    return outcomes;
  };

  const add = batched(apply, setImmediate);

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
      await Budgets.deleteMany({ day: operator({ $lt: day }) });
      await Sessions.deleteMany({
        seenAt: operator({
          $lt: new Date(Date.parse(`${day}T00:00:00Z`) - READING_LIMITS.sessionIdleMs),
        }),
      });
    },
    add: (tally) => add({ ...tally, flipbookId: tally.flipbookId.toLowerCase() }),
    addCapped: async (flipbookId, day, capped, counts) => {
      const id = flipbookId.toLowerCase();
      const found = await flipbooks().findOne(
        { _id: id, deletedAt: null },
        { projection: { ownerId: 1 } },
      );
      if (!found) return false;
      const key = `${id}|${day}`;
      const onInsert = { flipbookId: id, ownerId: found.ownerId, day };
      const joined = await cappedName(key, { ...capped, overflow: '' }, onInsert);
      if (joined !== capped.name) return false;
      const inc: Record<string, number> = { [`counts.${field(capped.name)}`]: 0 };
      for (const [name, n] of counts) {
        const at = `counts.${field(name)}`;
        inc[at] = (inc[at] ?? 0) + n;
      }
      await addCounts(new Map([[key, { inc, onInsert }]]));
      return true;
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

import type { SessionOutcome } from '#core/reading-counts';
import { batched } from '../batched';
import type { ReadingStore, ReadingTally, TallyOutcome } from '../reading';
import { operator } from './operator';
import { addCounts, cappedName, type DayIncrements } from './reading-days';
import { claim, endOf, field, type ReadingModels } from './reading-models';
import { sessionOutcomes, spend } from './reading-sessions';

/** Adds `n` to a tally's counter `name` among a day's increments, and to its scope's too. */
function addTo(inc: Record<string, number>, tally: ReadingTally, name: string, n: number) {
  for (const scoped of tally.scope ? [name, `${tally.scope}${name}`] : [name]) {
    const key = `counts.${field(scoped)}`;
    inc[key] = (inc[key] ?? 0) + n;
  }
}

/** The steps of one batch of tallies, each a few round trips for all of them. */
class TallyWriter {
  constructor(private readonly m: ReadingModels) {}

  async apply(tallies: ReadingTally[]): Promise<TallyOutcome[]> {
    const owners = await this.liveOwners(tallies);
    const outcomes = tallies.map(
      (t): TallyOutcome => (owners.has(t.flipbookId) ? 'counted' : 'not-live'),
    );
    await this.markReplayed(tallies, outcomes);
    const sessions = await sessionOutcomes(
      this.m,
      tallies,
      tallies.flatMap((_, i) => (outcomes[i] === 'counted' ? [i] : [])),
    );
    const admitted = await this.admitted(tallies, sessions);
    const days = await this.dayIncrements(tallies, sessions, { owners, ...admitted });
    // A report whose referrer its address had no room for adds nothing.
    for (const [id, { inc }] of days) if (Object.keys(inc).length === 0) days.delete(id);
    await addCounts(this.m, days);
    return outcomes;
  }

  /** The owner of each live flipbook the tallies name. */
  private async liveOwners(tallies: ReadingTally[]): Promise<Map<string, string>> {
    const ids = [...new Set(tallies.map((t) => t.flipbookId))];
    return new Map(
      (
        await this.m
          .flipbooks()
          .find({ _id: operator({ $in: ids }), deletedAt: null }, { projection: { ownerId: 1 } })
          .toArray()
      ).map((f) => [f._id, f.ownerId] as const),
    );
  }

  /** Counted tallies whose key was counted before become 'replayed'. */
  private async markReplayed(tallies: ReadingTally[], outcomes: TallyOutcome[]): Promise<void> {
    const keyed = tallies.flatMap((t, i) => (outcomes[i] === 'counted' && t.key ? [i] : []));
    const replayed = await this.taken(
      this.m.Keys,
      keyed.map((i) => ({
        _id: `${tallies[i]?.flipbookId}|${tallies[i]?.key}`,
        flipbookId: tallies[i]?.flipbookId,
      })),
    );
    for (const [n, i] of keyed.entries()) if (replayed.has(n)) outcomes[i] = 'replayed';
  }

  /** The tallies that count a new reader, and those that count their referrer, within budget. */
  private async admitted(tallies: ReadingTally[], sessions: Map<number, SessionOutcome>) {
    const readers = [...sessions].flatMap(([i, o]) => (o.starts ? [i] : []));
    const seen = await this.taken(
      this.m.Hashes,
      readers.map((i) => {
        const t = tallies[i] as ReadingTally;
        return { _id: `${t.day}|${t.reader.hash}`, day: t.day, expiresAt: endOf(t.day) };
      }),
    );
    const within = (t: ReadingTally, column: 'readers' | 'referred') =>
      t.budget ? spend(this.m, t.day, t.budget, column) : Promise.resolve(true);
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
    return { newReaders, referred };
  }

  /** What each flipbook's day adds, summed over the batch's sessions. */
  private async dayIncrements(
    tallies: ReadingTally[],
    sessions: Map<number, SessionOutcome>,
    who: { owners: Map<string, string>; newReaders: Set<number>; referred: Set<number> },
  ): Promise<DayIncrements> {
    const days: DayIncrements = new Map();
    for (const [i, outcome] of sessions) {
      const tally = tallies[i] as ReadingTally;
      const id = `${tally.flipbookId}|${tally.day}`;
      const onInsert = {
        flipbookId: tally.flipbookId,
        ownerId: who.owners.get(tally.flipbookId),
        day: tally.day,
      };
      let day = days.get(id);
      if (!day) {
        day = { inc: {}, onInsert };
        days.set(id, day);
      }
      const { inc } = day;
      for (const [name, n] of outcome.counts) addTo(inc, tally, name, n);
      if (who.newReaders.has(i)) addTo(inc, tally, tally.reader.counter, 1);
      if (outcome.referrer && who.referred.has(i)) {
        const referrer = { ...tally.referrers, name: outcome.referrer };
        addTo(inc, tally, await cappedName(this.m, id, referrer, onInsert), 1);
      }
    }
    return days;
  }

  /**
   * Inserts documents whose ids are claims (a key, a reader's hash): the indexes of those whose id
   * was already taken, earlier or by another document of the same batch. One insert each, side by
   * side: an unordered insertMany would do, but the test emulator fails the whole of one that
   * meets a duplicate.
   */
  private async taken(
    model: { collection: { collectionName: string } },
    docs: Array<{ _id: string }>,
  ): Promise<Set<number>> {
    const collection = this.m.connection.collection<{ _id: string }>(
      model.collection.collectionName,
    );
    const first = new Map<string, number>();
    for (const [i, doc] of docs.entries()) if (!first.has(doc._id)) first.set(doc._id, i);
    const refused = new Set(docs.flatMap((doc, i) => (first.get(doc._id) === i ? [] : [i])));
    await Promise.all(
      [...first].map(async ([, i]) => {
        if (!(await claim(() => collection.insertOne(docs[i] as { _id: string })))) refused.add(i);
      }),
    );
    return refused;
  }
}

/**
 * Tallies that arrive in one turn of the event loop are written together: one query for the live
 * flipbooks, the keys and reader hashes claimed by inserting documents whose ids can be taken once
 * (a duplicate is a replay, or a reader seen before), then each day's summed counters by one
 * `$inc` upsert in one bulk write. A crash between the claims and the counters loses those
 * reports rather than counting them twice.
 */
export function readingTallies(m: ReadingModels): Pick<ReadingStore, 'add' | 'addCapped'> {
  const writer = new TallyWriter(m);
  const add = batched((tallies: ReadingTally[]) => writer.apply(tallies), setImmediate);
  return {
    add: (tally) => add({ ...tally, flipbookId: tally.flipbookId.toLowerCase() }),
    addCapped: async (flipbookId, day, capped, counts) => {
      const id = flipbookId.toLowerCase();
      const found = await m
        .flipbooks()
        .findOne({ _id: id, deletedAt: null }, { projection: { ownerId: 1 } });
      if (!found) return false;
      const key = `${id}|${day}`;
      const onInsert = { flipbookId: id, ownerId: found.ownerId, day };
      const joined = await cappedName(m, key, { ...capped, overflow: '' }, onInsert);
      if (joined !== capped.name) return false;
      const inc: Record<string, number> = { [`counts.${field(capped.name)}`]: 0 };
      for (const [name, n] of counts) {
        const at = `counts.${field(name)}`;
        inc[at] = (inc[at] ?? 0) + n;
      }
      await addCounts(m, new Map([[key, { inc, onInsert }]]));
      return true;
    },
  };
}

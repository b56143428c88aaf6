import type { CappedCounter } from '../reading';
import { operator } from './operator';
import { DUPLICATE_KEY, field, isDuplicate, type ReadingModels } from './reading-models';

/** Each day document's counters to add (`counts.<name>`), and its fields should it be new. */
export type DayIncrements = Map<string, { inc: Record<string, number>; onInsert: object }>;

/**
 * The name a capped counter counts under: its own once it is one of the family's names that
 * day, which a new name becomes only while the family has room (one conditional update, so two
 * processes adding the same new name take one place), else the overflow.
 */
export async function cappedName(
  { Days }: ReadingModels,
  id: string,
  capped: CappedCounter,
  onInsert: object,
): Promise<string> {
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
}

/** Adds each day's summed counters with one upsert each, in one bulk write. */
export async function addCounts({ connection, Days }: ReadingModels, days: DayIncrements) {
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
}

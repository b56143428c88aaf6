import type { SessionOutcome } from '#core/reading-counts';
import type { ReadingTally } from '../reading';
import { operator } from './operator';
import { claim, endOf, type ReadingModels, type SessionDoc } from './reading-models';

/** One more session, reader or referred session of an address's day, or false once it has `max`. */
export function spend(
  { Budgets }: ReadingModels,
  day: string,
  budget: NonNullable<ReadingTally['budget']>,
  column: 'sessions' | 'readers' | 'referred',
): Promise<boolean> {
  return claim(() =>
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
}

/**
 * One session's tallies in order from its stored state, written back if they changed it unless
 * another process changed it meanwhile (then again); each one's outcome goes into `outcomes`.
 */
async function countSession(
  m: ReadingModels,
  tallies: ReadingTally[],
  [id, group]: [string, number[]],
  outcomes: Map<number, SessionOutcome>,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const doc = await m.Sessions.findById(id).lean<SessionDoc>();
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
      !(await spend(m, last.day, last.budget, 'sessions'))
    )
      return;
    const seen = {
      state,
      seenAt: new Date(last.at),
      expiresAt: new Date(last.at + 24 * 60 * 60 * 1000),
    };
    const written = doc
      ? (
          await m.Sessions.updateOne(
            { _id: id, version: doc.version },
            { $set: { ...seen, version: doc.version + 1 } },
          )
        ).matchedCount === 1
      : await claim(() => m.Sessions.create({ _id: id, version: 0, ...seen }));
    if (written) {
      for (const [i, outcome] of found) outcomes.set(i, outcome);
      return;
    }
    if (attempt >= 10) throw new Error('A reading session kept changing under its reports');
  }
}

/** Each tally's outcome on its session (the tallies at `indexes`, each session's in order). */
export async function sessionOutcomes(
  m: ReadingModels,
  tallies: ReadingTally[],
  indexes: number[],
): Promise<Map<number, SessionOutcome>> {
  const bySession = new Map<string, number[]>();
  for (const i of indexes) {
    const t = tallies[i] as ReadingTally;
    const id = `${t.flipbookId}|${t.session}`;
    bySession.set(id, [...(bySession.get(id) ?? []), i]);
  }
  const outcomes = new Map<number, SessionOutcome>();
  await Promise.all([...bySession].map((entry) => countSession(m, tallies, entry, outcomes)));
  return outcomes;
}

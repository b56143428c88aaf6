import type Database from 'better-sqlite3';
import { READING_LIMITS } from '#core/reading';
import type { SessionState } from '#core/reading-counts';
import { batched } from '../batched';
import type { CappedCounter, DayCount, ReadingStore, ReadingTally, TallyOutcome } from '../reading';

/** The first string after every name that starts with `prefix`. */
const pastFamily = (prefix: string) =>
  `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;

const range = (days: string[]) => {
  const sorted = [...days].sort();
  return { first: sorted[0] ?? '', last: sorted.at(-1) ?? '' };
};

/**
 * Tallies are written like views (flipbooks.ts), in batches: those that arrive in one turn of the
 * event loop go in one transaction on `writeDb` (synchronous=NORMAL) at its end, their counters
 * added up first, so a flood of reports of one flipbook costs a few upserts a batch, and no report
 * waits on a timer (its answer is the beacon's only wait, and each connection's next report). The
 * transaction starts IMMEDIATE: it reads before it writes, and another process may be writing the
 * same file.
 */
export function sqliteReadingStore(
  db: Database.Database,
  writeDb: Database.Database,
): ReadingStore {
  const isLive = writeDb.prepare<[string], { live: number }>(
    'SELECT 1 AS live FROM flipbooks WHERE id = ? AND deleted_at IS NULL',
  );
  const claimKey = writeDb.prepare<[string, string]>(
    'INSERT INTO reading_keys (flipbook_id, key) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const claimReader = writeDb.prepare<[string, string]>(
    'INSERT INTO reader_hashes (day, hash) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  // One more of the address's day, or nothing (no row back) once it has `max`.
  const spend = (column: 'readers' | 'referred') =>
    writeDb.prepare<[string, string, number], { spent: number }>(
      `INSERT INTO reader_budgets (day, hash, ${column}) VALUES (?, ?, 1)
       ON CONFLICT (day, hash) DO UPDATE SET ${column} = ${column} + 1 WHERE ${column} < ?
       RETURNING 1 AS spent`,
    );
  const spendReader = spend('readers');
  const spendReferred = spend('referred');
  const getSession = writeDb.prepare<[string, string], { state: string }>(
    'SELECT state FROM reading_sessions WHERE flipbook_id = ? AND session = ?',
  );
  const putSession = writeDb.prepare<[string, string, number, string]>(
    `INSERT INTO reading_sessions (flipbook_id, session, seen_at, state) VALUES (?, ?, ?, ?)
     ON CONFLICT (flipbook_id, session) DO UPDATE SET seen_at = excluded.seen_at, state = excluded.state`,
  );
  const addCount = writeDb.prepare<[string, string, string, number]>(
    `INSERT INTO reading_counts (flipbook_id, day, name, count) VALUES (?, ?, ?, ?)
     ON CONFLICT (flipbook_id, day, name) DO UPDATE SET count = count + excluded.count`,
  );
  const hasCount = writeDb.prepare<[string, string, string], { found: number }>(
    'SELECT 1 AS found FROM reading_counts WHERE flipbook_id = ? AND day = ? AND name = ?',
  );
  const familySize = writeDb.prepare<[string, string, string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM reading_counts WHERE flipbook_id = ? AND day = ? AND name >= ? AND name < ?',
  );
  const putSalt = writeDb.prepare<[string, string]>(
    'INSERT INTO reader_salts (day, salt) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const getSalt = writeDb.prepare<[string], { salt: string }>(
    'SELECT salt FROM reader_salts WHERE day = ?',
  );
  const forgetSalts = writeDb.prepare<[string]>('DELETE FROM reader_salts WHERE day < ?');
  const forgetHashes = writeDb.prepare<[string]>('DELETE FROM reader_hashes WHERE day < ?');
  const forgetBudgets = writeDb.prepare<[string]>('DELETE FROM reader_budgets WHERE day < ?');
  const forgetSessions = writeDb.prepare<[number]>(
    'DELETE FROM reading_sessions WHERE seen_at < ?',
  );
  const countsOf = db.prepare<[string, string, string], DayCount>(
    'SELECT day, name, count FROM reading_counts WHERE flipbook_id = ? AND day BETWEEN ? AND ?',
  );
  const totalsOf = (where: string) =>
    db.prepare<Record<string, string>, DayCount>(
      `SELECT r.day AS day, r.name AS name, SUM(r.count) AS count
       FROM reading_counts r JOIN flipbooks f ON f.id = r.flipbook_id
       WHERE f.deleted_at IS NULL${where} AND r.day BETWEEN @first AND @last
         AND r.name IN (SELECT value FROM json_each(@names))
       GROUP BY r.day, r.name`,
    );
  const totalsAll = totalsOf('');
  const totalsOwner = totalsOf(' AND f.owner_id = @ownerId');
  const removeCounts = writeDb.prepare<[string]>(
    'DELETE FROM reading_counts WHERE flipbook_id IN (SELECT id FROM flipbooks WHERE owner_id = ?)',
  );

  /** Within one transaction: how many names a capped family has each flipbook's day, and which. */
  const families = () => {
    const known = new Map<string, { size: number; names: Set<string> }>();
    return (tally: ReadingTally, capped: CappedCounter): string => {
      const key = `${tally.flipbookId}\n${tally.day}`;
      let family = known.get(key);
      if (!family) {
        const args = [
          tally.flipbookId,
          tally.day,
          capped.family,
          pastFamily(capped.family),
        ] as const;
        family = { size: familySize.get(...args)?.n ?? 0, names: new Set() };
        known.set(key, family);
      }
      if (family.names.has(capped.name)) return capped.name;
      if (!hasCount.get(tally.flipbookId, tally.day, capped.name)) {
        if (family.size >= capped.max) return capped.overflow;
        family.size++;
      }
      family.names.add(capped.name);
      return capped.name;
    };
  };

  const apply = writeDb.transaction((batch: ReadingTally[]): TallyOutcome[] => {
    const live = new Map<string, boolean>();
    const capped = families();
    const sums = new Map<string, [string, string, string, number]>();
    const add = (tally: ReadingTally, name: string, n: number) => {
      const key = `${tally.flipbookId}\n${tally.day}\n${name}`;
      const sum = sums.get(key);
      if (sum) sum[3] += n;
      else sums.set(key, [tally.flipbookId, tally.day, name, n]);
    };
    const outcomes = batch.map((tally): TallyOutcome => {
      let alive = live.get(tally.flipbookId);
      if (alive === undefined) {
        alive = isLive.get(tally.flipbookId) !== undefined;
        live.set(tally.flipbookId, alive);
      }
      if (!alive) return 'not-live';
      if (tally.key && claimKey.run(tally.flipbookId, tally.key).changes === 0) return 'replayed';
      return 'counted';
    });
    // Each session's state as this batch leaves it, written once at its end.
    const sessions = new Map<
      string,
      { tally: ReadingTally; state: SessionState | null; changed: boolean }
    >();
    const within = (budget: ReadingTally['budget'], day: string, spent: typeof spendReader) =>
      !budget ||
      spent.get(day, budget.hash, spent === spendReader ? budget.readers : budget.referred) !==
        undefined;
    for (const [i, tally] of batch.entries()) {
      if (outcomes[i] !== 'counted') continue;
      const id = `${tally.flipbookId}\n${tally.session}`;
      const known = sessions.get(id);
      const stored = known
        ? known.state
        : (JSON.parse(
            getSession.get(tally.flipbookId, tally.session)?.state ?? 'null',
          ) as SessionState | null);
      const outcome = tally.count(stored);
      sessions.set(id, {
        tally,
        state: outcome?.state ?? stored,
        changed: Boolean(outcome) || Boolean(known?.changed),
      });
      if (!outcome) continue;
      for (const [name, n] of outcome.counts) add(tally, name, n);
      const { reader, budget } = tally;
      if (
        outcome.starts &&
        reader &&
        claimReader.run(tally.day, reader.hash).changes === 1 &&
        within(budget, tally.day, spendReader)
      )
        add(tally, reader.counter, 1);
      if (outcome.referrer && within(budget, tally.day, spendReferred))
        add(tally, capped(tally, { ...tally.referrers, name: outcome.referrer }), 1);
    }
    for (const { tally, state, changed } of sessions.values())
      if (state && changed)
        putSession.run(tally.flipbookId, tally.session, tally.at, JSON.stringify(state));
    for (const sum of sums.values()) addCount.run(...sum);
    return outcomes;
  });

  const add = batched((tallies: ReadingTally[]) => apply.immediate(tallies), setImmediate);

  return {
    daySalt: async (day, fresh) => {
      putSalt.run(day, fresh);
      return getSalt.get(day)?.salt ?? fresh;
    },
    forgetReadersBefore: async (day) => {
      writeDb.transaction(() => {
        forgetSalts.run(day);
        forgetHashes.run(day);
        forgetBudgets.run(day);
        forgetSessions.run(Date.parse(`${day}T00:00:00Z`) - READING_LIMITS.sessionIdleMs);
      })();
    },
    add: (tally) => add({ ...tally, flipbookId: tally.flipbookId.toLowerCase() }),
    countsOf: async (flipbookId, days) => {
      const { first, last } = range(days);
      const wanted = new Set(days);
      return countsOf.all(flipbookId.toLowerCase(), first, last).filter((r) => wanted.has(r.day));
    },
    totals: async (scope, days, names) => {
      const params = { ...range(days), names: JSON.stringify(names) };
      const rows =
        scope === 'all'
          ? totalsAll.all(params)
          : totalsOwner.all({ ...params, ownerId: scope.ownerId });
      const wanted = new Set(days);
      return rows.filter((r) => wanted.has(r.day));
    },
    removeOwner: async (ownerId) => {
      removeCounts.run(ownerId);
    },
  };
}

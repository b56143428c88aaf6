import type Database from 'better-sqlite3';
import { batched } from '../batched';
import type { CappedCounter, DayCount, ReadingStore, ReadingTally, TallyOutcome } from '../reading';

/** The first string after every name that starts with `prefix`. */
const pastFamily = (prefix: string) =>
  `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;

const range = (days: string[]) => {
  const sorted = [...days].sort();
  return { first: sorted[0] ?? '', last: sorted.at(-1) ?? '' };
};

/** Rows of one insert of reader hashes (two parameters each, well under SQLite's limit). */
const CLAIMS_AT_ONCE = 100;

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
  // Reader hashes are claimed many at a time: one statement per up to CLAIMS_AT_ONCE of them.
  const claimStatements = new Map<
    number,
    Database.Statement<string[], { day: string; hash: string }>
  >();
  const claimReaders = (readers: Array<{ day: string; hash: string }>): Set<string> => {
    const claimed = new Set<string>();
    for (let i = 0; i < readers.length; i += CLAIMS_AT_ONCE) {
      const chunk = readers.slice(i, i + CLAIMS_AT_ONCE);
      let statement = claimStatements.get(chunk.length);
      if (!statement) {
        statement = writeDb.prepare(
          `INSERT INTO reader_hashes (day, hash) VALUES ${Array(chunk.length).fill('(?, ?)').join(', ')}
           ON CONFLICT DO NOTHING RETURNING day, hash`,
        );
        claimStatements.set(chunk.length, statement);
      }
      for (const row of statement.all(...chunk.flatMap((r) => [r.day, r.hash])))
        claimed.add(`${row.day}\n${row.hash}`);
    }
    return claimed;
  };
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
    const counted = batch.filter((_, i) => outcomes[i] === 'counted');
    // A hash new to its day counts once, for the first tally of the batch that brought it.
    const claimed = claimReaders(
      counted.flatMap((t) => (t.reader ? [{ day: t.day, hash: t.reader.hash }] : [])),
    );
    for (const tally of counted) {
      for (const [name, n] of tally.counts) add(tally, name, n);
      if (tally.reader && claimed.delete(`${tally.day}\n${tally.reader.hash}`))
        add(tally, tally.reader.counter, 1);
      if (tally.capped) add(tally, capped(tally, tally.capped), 1);
    }
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

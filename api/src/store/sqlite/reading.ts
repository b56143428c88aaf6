import type Database from 'better-sqlite3';
import type { DayCount, ReadingStore } from '../reading';
import { madeScope, perShape } from './made-scope';
import { readingTallies } from './reading-tallies';

const range = (days: string[]) => {
  const sorted = [...days].sort();
  return { first: sorted[0] ?? '', last: sorted.at(-1) ?? '' };
};

/** Each day's salt, and the forgetting of past days' salts and sessions. */
function readerSalts(
  writeDb: Database.Database,
): Pick<ReadingStore, 'daySalt' | 'forgetReadersBefore'> {
  const putSalt = writeDb.prepare<[string, string]>(
    'INSERT INTO reader_salts (day, salt) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const getSalt = writeDb.prepare<[string], { salt: string }>(
    'SELECT salt FROM reader_salts WHERE day = ?',
  );
  const forgetSalts = writeDb.prepare<[string]>('DELETE FROM reader_salts WHERE day < ?');
  const forgetSessions = writeDb.prepare<[string]>('DELETE FROM reading_sessions WHERE day < ?');
  return {
    daySalt: async (day, fresh) => {
      putSalt.run(day, fresh);
      return getSalt.get(day)?.salt ?? fresh;
    },
    forgetReadersBefore: async (day) => {
      writeDb.transaction(() => {
        forgetSalts.run(day);
        forgetSessions.run(day);
      })();
    },
  };
}

/** The counters as read (a flipbook's, or summed over live flipbooks), and an owner's removed. */
function readingCounts(
  db: Database.Database,
  writeDb: Database.Database,
): Pick<ReadingStore, 'countsOf' | 'totals' | 'removeOwner' | 'passOn'> {
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
  const totalsScoped = perShape(totalsOf);
  const removeCounts = writeDb.prepare<[string]>(
    'DELETE FROM reading_counts WHERE flipbook_id IN (SELECT id FROM flipbooks WHERE owner_id = ?)',
  );
  return {
    countsOf: async (flipbookId, days) => {
      const { first, last } = range(days);
      const wanted = new Set(days);
      return countsOf.all(flipbookId.toLowerCase(), first, last).filter((r) => wanted.has(r.day));
    },
    totals: async (scope, days, names) => {
      const params = { ...range(days), names: JSON.stringify(names) };
      const scoped = scope === 'all' ? null : madeScope(scope);
      const rows = scoped
        ? totalsScoped[scoped.shape].all({ ...params, ...scoped.params })
        : totalsAll.all(params);
      const wanted = new Set(days);
      return rows.filter((r) => wanted.has(r.day));
    },
    removeOwner: async (ownerId) => {
      removeCounts.run(ownerId);
    },
    // The counters are the flipbook's, whoever owns it.
    passOn: async () => {},
  };
}

/** `writeDb` writes the tallies (reading-tallies.ts says how); `db` reads the counters. */
export function sqliteReadingStore(
  db: Database.Database,
  writeDb: Database.Database,
): ReadingStore {
  return { ...readerSalts(writeDb), ...readingTallies(writeDb), ...readingCounts(db, writeDb) };
}

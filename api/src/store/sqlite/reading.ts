import type Database from 'better-sqlite3';
import { PANEL_SLOTS } from '#core/panel-layout';
import { STAGES } from '#core/reading';
import type { SessionState } from '#core/reading-counts';
import { batched } from '../batched';
import type { CappedCounter, DayCount, ReadingStore, ReadingTally, TallyOutcome } from '../reading';

/** The first string after every name that starts with `prefix`. */
const pastFamily = (prefix: string) =>
  `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;

/** Every step a session can reach, in the order of the bits of a row's `reached`. */
const STEPS = [...STAGES.map((_, i) => `s${i}`), ...PANEL_SLOTS.map((_, i) => `p${i}`)];
const ZOOMED = 1;
const BACK = 2;
const REFERRED = 4;
/** The session's reader was counted by it (the store's own, not the state's). */
const COUNTED = 8;

/** A session's state as its columns keep it: compact, as every new reader writes one. */
interface SessionRow {
  since: number;
  reached: number;
  flags: number;
  /** `s0:4,p2:31`: the seconds counted per step; null before any. */
  steps: string | null;
  referrer: string | null;
  /** The links clicked, as a JSON array; null before any. */
  clicked: string | null;
}

const rowOf = (s: SessionState): SessionRow => {
  const steps = Object.entries(s.stepSeconds);
  return {
    since: s.since,
    reached: s.reached.reduce((bits, step) => bits | (1 << STEPS.indexOf(step)), 0),
    flags: (s.zoomed ? ZOOMED : 0) | (s.back ? BACK : 0) | (s.referred ? REFERRED : 0),
    steps: steps.length > 0 ? steps.map(([step, n]) => `${step}:${n}`).join(',') : null,
    referrer: s.referrer,
    clicked: s.clicked.length > 0 ? JSON.stringify(s.clicked) : null,
  };
};

const stateOf = (row: SessionRow): SessionState => {
  const stepSeconds: Record<string, number> = {};
  let seconds = 0;
  for (const pair of row.steps?.split(',') ?? []) {
    const [step = '', n] = pair.split(':');
    stepSeconds[step] = Number(n);
    seconds += Number(n);
  }
  return {
    since: row.since,
    reached: STEPS.filter((_, i) => row.reached & (1 << i)),
    stepSeconds,
    seconds,
    clicked: row.clicked ? (JSON.parse(row.clicked) as string[]) : [],
    zoomed: (row.flags & ZOOMED) !== 0,
    back: (row.flags & BACK) !== 0,
    referrer: row.referrer,
    referred: (row.flags & REFERRED) !== 0,
  };
};

/** A session id (a UUID) as the 16 bytes its row is keyed by. */
const sessionKey = (session: string) => Buffer.from(session.replaceAll('-', ''), 'hex');
/** A hash (hex digits) as the bytes its row is keyed by; '' (no address) as none. */
const hashKey = (hash: string) => Buffer.from(hash, 'hex');

const range = (days: string[]) => {
  const sorted = [...days].sort();
  return { first: sorted[0] ?? '', last: sorted.at(-1) ?? '' };
};

/**
 * Tallies are written like views (flipbook-views.ts), in batches: those that arrive in one turn of the
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
  // reading_sessions holds each session's state per day, address (its budget hash; none for an
  // owner's reports) and reader: one key order, so a new reader's row is one page's write and an
  // address's budgets are short counts of its day's rows (at most `budget.sessions` of them).
  const hasReader = writeDb.prepare<[string, Buffer, Buffer], { found: number }>(
    'SELECT 1 AS found FROM reading_sessions WHERE day = ? AND address = ? AND reader = ? LIMIT 1',
  );
  // An address's day so far, in one pass over its rows (at most `budget.sessions` of them).
  const addressDay = writeDb.prepare<
    [number, number, Buffer, string, Buffer],
    { sessions: number; readers: number | null; referred: number | null; mine: number | null }
  >(
    `SELECT COUNT(*) AS sessions, SUM(flags & ? != 0) AS readers, SUM(flags & ? != 0) AS referred,
       SUM(reader = ?) AS mine
     FROM reading_sessions WHERE day = ? AND address = ?`,
  );
  const getSession = writeDb.prepare<[string, Buffer, Buffer, Buffer], SessionRow>(
    `SELECT since, reached, flags, steps, referrer, clicked FROM reading_sessions
     WHERE day = ? AND address = ? AND reader = ? AND session = ?`,
  );
  const putSession = writeDb.prepare<
    [
      string,
      Buffer,
      Buffer,
      Buffer,
      number,
      number,
      number,
      string | null,
      string | null,
      string | null,
    ]
  >(
    `INSERT INTO reading_sessions
       (day, address, reader, session, since, reached, flags, steps, referrer, clicked)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET since = excluded.since, reached = excluded.reached,
       flags = excluded.flags | (reading_sessions.flags & ${COUNTED}), steps = excluded.steps,
       referrer = excluded.referrer, clicked = excluded.clicked`,
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
  const forgetSessions = writeDb.prepare<[string]>('DELETE FROM reading_sessions WHERE day < ?');
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
    const sum = (tally: ReadingTally, name: string, n: number) => {
      const key = `${tally.flipbookId}\n${tally.day}\n${name}`;
      const sum = sums.get(key);
      if (sum) sum[3] += n;
      else sums.set(key, [tally.flipbookId, tally.day, name, n]);
    };
    const add = (tally: ReadingTally, name: string, n: number) => {
      sum(tally, name, n);
      if (tally.scope) sum(tally, `${tally.scope}${name}`, n);
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
    // Each tally reads its session's row and writes it back at once: the next tally of the
    // batch, of the same session or address, sees it.
    for (const [i, tally] of batch.entries()) {
      if (outcomes[i] !== 'counted') continue;
      const { day, budget } = tally;
      const address = hashKey(budget?.hash ?? '');
      const reader = hashKey(tally.reader.hash);
      const session = sessionKey(tally.session);
      const row = getSession.get(day, address, reader, session);
      // What the address has added to the day, asked once and only when a budget needs it.
      let spent: ReturnType<typeof addressDay.get>;
      const sofar = () => {
        spent ??= addressDay.get(COUNTED, REFERRED, reader, day, address);
        return {
          sessions: spent?.sessions ?? 0,
          readers: spent?.readers ?? 0,
          referred: spent?.referred ?? 0,
          mine: (spent?.mine ?? 0) > 0,
        };
      };
      // An address that began its day's sessions already: any other it begins counts nothing.
      if (!row && budget && sofar().sessions >= budget.sessions) continue;
      const outcome = tally.count(row ? stateOf(row) : null);
      if (!outcome) continue;
      for (const [name, n] of outcome.counts) add(tally, name, n);
      const newReader =
        outcome.starts &&
        (budget
          ? !sofar().mine && sofar().readers < budget.readers
          : !hasReader.get(day, address, reader));
      if (newReader) add(tally, tally.reader.counter, 1);
      if (outcome.referrer && (!budget || sofar().referred < budget.referred))
        add(tally, capped(tally, { ...tally.referrers, name: outcome.referrer }), 1);
      const next = rowOf(outcome.state);
      putSession.run(
        day,
        address,
        reader,
        session,
        next.since,
        next.reached,
        next.flags | (newReader ? COUNTED : 0),
        next.steps,
        next.referrer,
        next.clicked,
      );
    }
    for (const sum of sums.values()) addCount.run(...sum);
    return outcomes;
  });

  const add = batched((tallies: ReadingTally[]) => apply.immediate(tallies), setImmediate);

  const addCapped = writeDb.transaction(
    (
      id: string,
      day: string,
      capped: Omit<CappedCounter, 'overflow'>,
      counts: ReadonlyMap<string, number>,
    ): boolean => {
      if (isLive.get(id) === undefined) return false;
      if (!hasCount.get(id, day, capped.name)) {
        const size = familySize.get(id, day, capped.family, pastFamily(capped.family))?.n ?? 0;
        if (size >= capped.max) return false;
      }
      addCount.run(id, day, capped.name, 0);
      for (const [name, n] of counts) addCount.run(id, day, name, n);
      return true;
    },
  );

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
    add: (tally) => add({ ...tally, flipbookId: tally.flipbookId.toLowerCase() }),
    addCapped: async (flipbookId, day, capped, counts) =>
      addCapped.immediate(flipbookId.toLowerCase(), day, capped, counts),
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

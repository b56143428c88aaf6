import type Database from 'better-sqlite3';
import { batched } from '../batched';
import type { CappedCounter, ReadingStore, ReadingTally, TallyOutcome } from '../reading';
import {
  COUNTED,
  hashKey,
  REFERRED,
  rowOf,
  type SessionStatements,
  sessionKey,
  sessionStatements,
  stateOf,
} from './reading-sessions';

/** The first string after every name that starts with `prefix`. */
const pastFamily = (prefix: string) =>
  `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;

function countStatements(writeDb: Database.Database) {
  return {
    isLive: writeDb.prepare<[string], { live: number }>(
      'SELECT 1 AS live FROM flipbooks WHERE id = ? AND deleted_at IS NULL',
    ),
    claimKey: writeDb.prepare<[string, string]>(
      'INSERT INTO reading_keys (flipbook_id, key) VALUES (?, ?) ON CONFLICT DO NOTHING',
    ),
    addCount: writeDb.prepare<[string, string, string, number]>(
      `INSERT INTO reading_counts (flipbook_id, day, name, count) VALUES (?, ?, ?, ?)
       ON CONFLICT (flipbook_id, day, name) DO UPDATE SET count = count + excluded.count`,
    ),
    hasCount: writeDb.prepare<[string, string, string], { found: number }>(
      'SELECT 1 AS found FROM reading_counts WHERE flipbook_id = ? AND day = ? AND name = ?',
    ),
    familySize: writeDb.prepare<[string, string, string, string], { n: number }>(
      'SELECT COUNT(*) AS n FROM reading_counts WHERE flipbook_id = ? AND day = ? AND name >= ? AND name < ?',
    ),
  };
}

type TallyStatements = ReturnType<typeof countStatements> & SessionStatements;

/**
 * One batch of tallies within its transaction: each one's outcome, its session's row read and
 * written back, and the counters it adds, summed to be written once each at the end.
 */
class TallyBatch {
  private readonly live = new Map<string, boolean>();
  private readonly sums = new Map<string, [string, string, string, number]>();
  /** How many names a capped family has each flipbook's day, and which. */
  private readonly families = new Map<string, { size: number; names: Set<string> }>();

  constructor(private readonly s: TallyStatements) {}

  /** Whether a tally counts: its flipbook is live and its key, if any, new. */
  outcome(tally: ReadingTally): TallyOutcome {
    let alive = this.live.get(tally.flipbookId);
    if (alive === undefined) {
      alive = this.s.isLive.get(tally.flipbookId) !== undefined;
      this.live.set(tally.flipbookId, alive);
    }
    if (!alive) return 'not-live';
    if (tally.key && this.s.claimKey.run(tally.flipbookId, tally.key).changes === 0)
      return 'replayed';
    return 'counted';
  }

  /** What a counted tally adds, within its address's budget, and its session's row written back. */
  count(tally: ReadingTally): void {
    const { day, budget } = tally;
    const address = hashKey(budget?.hash ?? '');
    const reader = hashKey(tally.reader.hash);
    const session = sessionKey(tally.session);
    const row = this.s.getSession.get(day, address, reader, session);
    const sofar = this.addressDay(day, address, reader);
    // An address that began its day's sessions already: any other it begins counts nothing.
    if (!row && budget && sofar().sessions >= budget.sessions) return;
    const outcome = tally.count(row ? stateOf(row) : null);
    if (!outcome) return;
    for (const [name, n] of outcome.counts) this.add(tally, name, n);
    const newReader =
      outcome.starts &&
      (budget
        ? !sofar().mine && sofar().readers < budget.readers
        : !this.s.hasReader.get(day, address, reader));
    if (newReader) this.add(tally, tally.reader.counter, 1);
    if (outcome.referrer && (!budget || sofar().referred < budget.referred))
      this.add(tally, this.cappedName(tally, { ...tally.referrers, name: outcome.referrer }), 1);
    const next = rowOf(outcome.state);
    this.s.putSession.run(
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

  /** Writes the counters the batch added up. */
  write(): void {
    for (const sum of this.sums.values()) this.s.addCount.run(...sum);
  }

  /** What the address has added to the day, asked once and only when a budget needs it. */
  private addressDay(day: string, address: Buffer, reader: Buffer) {
    let spent: ReturnType<TallyStatements['addressDay']['get']>;
    return () => {
      spent ??= this.s.addressDay.get(COUNTED, REFERRED, reader, day, address);
      return {
        sessions: spent?.sessions ?? 0,
        readers: spent?.readers ?? 0,
        referred: spent?.referred ?? 0,
        mine: (spent?.mine ?? 0) > 0,
      };
    };
  }

  private add(tally: ReadingTally, name: string, n: number) {
    this.sum(tally, name, n);
    if (tally.scope) this.sum(tally, `${tally.scope}${name}`, n);
  }

  private sum(tally: ReadingTally, name: string, n: number) {
    const key = `${tally.flipbookId}\n${tally.day}\n${name}`;
    const sum = this.sums.get(key);
    if (sum) sum[3] += n;
    else this.sums.set(key, [tally.flipbookId, tally.day, name, n]);
  }

  /** The name a capped counter counts under: its own while its family has room, else the overflow. */
  private cappedName(tally: ReadingTally, capped: CappedCounter): string {
    const key = `${tally.flipbookId}\n${tally.day}`;
    let family = this.families.get(key);
    if (!family) {
      const args = [tally.flipbookId, tally.day, capped.family, pastFamily(capped.family)] as const;
      family = { size: this.s.familySize.get(...args)?.n ?? 0, names: new Set() };
      this.families.set(key, family);
    }
    if (family.names.has(capped.name)) return capped.name;
    if (!this.s.hasCount.get(tally.flipbookId, tally.day, capped.name)) {
      if (family.size >= capped.max) return capped.overflow;
      family.size++;
    }
    family.names.add(capped.name);
    return capped.name;
  }
}

/**
 * Tallies are written like views (flipbook-views.ts), in batches: those that arrive in one turn of
 * the event loop go in one transaction on `writeDb` (synchronous=NORMAL) at its end, their
 * counters added up first, so a flood of reports of one flipbook costs a few upserts a batch, and
 * no report waits on a timer (its answer is the beacon's only wait, and each connection's next
 * report). The transaction starts IMMEDIATE: it reads before it writes, and another process may
 * be writing the same file.
 */
export function readingTallies(
  writeDb: Database.Database,
): Pick<ReadingStore, 'add' | 'addCapped'> {
  const s = { ...countStatements(writeDb), ...sessionStatements(writeDb) };
  const apply = writeDb.transaction((batch: ReadingTally[]): TallyOutcome[] => {
    const work = new TallyBatch(s);
    const outcomes = batch.map((tally) => work.outcome(tally));
    // Each tally reads its session's row and writes it back at once: the next tally of the
    // batch, of the same session or address, sees it.
    for (const [i, tally] of batch.entries()) if (outcomes[i] === 'counted') work.count(tally);
    work.write();
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
      if (s.isLive.get(id) === undefined) return false;
      if (!s.hasCount.get(id, day, capped.name)) {
        const size = s.familySize.get(id, day, capped.family, pastFamily(capped.family))?.n ?? 0;
        if (size >= capped.max) return false;
      }
      s.addCount.run(id, day, capped.name, 0);
      for (const [name, n] of counts) s.addCount.run(id, day, name, n);
      return true;
    },
  );
  return {
    add: (tally) => add({ ...tally, flipbookId: tally.flipbookId.toLowerCase() }),
    addCapped: async (flipbookId, day, capped, counts) =>
      addCapped.immediate(flipbookId.toLowerCase(), day, capped, counts),
  };
}

import type Database from 'better-sqlite3';
import { PANEL_SLOTS } from '#core/panel-layout';
import { STAGES } from '#core/reading';
import type { SessionState } from '#core/reading-counts';

/** Every step a session can reach, in the order of the bits of a row's `reached`. */
const STEPS = [...STAGES.map((_, i) => `s${i}`), ...PANEL_SLOTS.map((_, i) => `p${i}`)];
const ZOOMED = 1;
const BACK = 2;
export const REFERRED = 4;
/** The session's reader was counted by it (the store's own, not the state's). */
export const COUNTED = 8;

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

export const rowOf = (s: SessionState): SessionRow => {
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

export const stateOf = (row: SessionRow): SessionState => {
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
export const sessionKey = (session: string) => Buffer.from(session.replaceAll('-', ''), 'hex');
/** A hash (hex digits) as the bytes its row is keyed by; '' (no address) as none. */
export const hashKey = (hash: string) => Buffer.from(hash, 'hex');

/**
 * reading_sessions holds each session's state per day, address (its budget hash; none for an
 * owner's reports) and reader: one key order, so a new reader's row is one page's write and an
 * address's budgets are short counts of its day's rows (at most `budget.sessions` of them).
 */
export function sessionStatements(writeDb: Database.Database) {
  return {
    hasReader: writeDb.prepare<[string, Buffer, Buffer], { found: number }>(
      'SELECT 1 AS found FROM reading_sessions WHERE day = ? AND address = ? AND reader = ? LIMIT 1',
    ),
    // An address's day so far, in one pass over its rows (at most `budget.sessions` of them).
    addressDay: writeDb.prepare<
      [number, number, Buffer, string, Buffer],
      { sessions: number; readers: number | null; referred: number | null; mine: number | null }
    >(
      `SELECT COUNT(*) AS sessions, SUM(flags & ? != 0) AS readers, SUM(flags & ? != 0) AS referred,
         SUM(reader = ?) AS mine
       FROM reading_sessions WHERE day = ? AND address = ?`,
    ),
    getSession: writeDb.prepare<[string, Buffer, Buffer, Buffer], SessionRow>(
      `SELECT since, reached, flags, steps, referrer, clicked FROM reading_sessions
       WHERE day = ? AND address = ? AND reader = ? AND session = ?`,
    ),
    putSession: writeDb.prepare<
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
    ),
  };
}

export type SessionStatements = ReturnType<typeof sessionStatements>;

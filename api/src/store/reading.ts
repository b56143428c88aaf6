import type { SessionOutcome, SessionState } from '#core/reading-counts';
import type { MadeScope } from './flipbooks';

/**
 * Reader analytics: counters per flipbook per UTC day, never a trail (docs/privacy.md). Reader
 * hashes and the day's salt live only for their day.
 */

/** A counter that counts only while its family has fewer than `max` names that day. */
export interface CappedCounter {
  name: string;
  /** The names of the family start with this (`referrer:`). */
  family: string;
  max: number;
  /** Counted instead once the family is full. */
  overflow: string;
}

/** What one report adds to one flipbook's day, all or nothing. */
export interface ReadingTally {
  flipbookId: string;
  /** UTC `YYYY-MM-DD`. */
  day: string;
  /** When the report arrived, by the server's clock (ms). */
  at: number;
  /** The report's session, whose state the store keeps while it lasts. */
  session: string;
  /**
   * What the report adds to its session as stored (null before its first counted report), worked
   * out by the store within its write (core/reading-counts.ts sessionCounts); null adds nothing.
   */
  count(state: SessionState | null): SessionOutcome | null;
  /**
   * The reader's hash for the day (hex digits; the same for every report of a session): counted
   * by a report that starts its session, once a day.
   */
  reader: { hash: string; counter: string };
  /** The family in which a session that has read counts its referrer. */
  referrers: Omit<CappedCounter, 'name'>;
  /**
   * What the reader's address may add to the flipbook's day (`hash`, hex digits: of the address
   * and the flipbook): so many sessions (a session it begins past them counts nothing), new
   * readers and referred sessions.
   */
  budget: { hash: string; sessions: number; readers: number; referred: number } | null;
  /** A key of the owner's outbox: a tally with a key already counted adds nothing. */
  key: string | null;
  /** A prefix under which every counter the tally adds counts again (an event's), or null. */
  scope: string | null;
}

export type TallyOutcome = 'counted' | 'replayed' | 'not-live';

export interface DayCount {
  day: string;
  name: string;
  count: number;
}

export type ReadingScope = MadeScope | 'all';

export interface ReadingStore {
  /**
   * The salt of `day`: the first process to ask stores `fresh`, every later caller (any process)
   * gets that one.
   */
  daySalt(day: string, fresh: string): Promise<string>;
  /**
   * Deletes the salts, reader hashes and address budgets of every day before `day`, and the
   * sessions idle since half an hour before it began.
   */
  forgetReadersBefore(day: string): Promise<void>;
  /** Adds a tally atomically; `not-live` (nothing added) when the flipbook is deleted or unknown. */
  add(tally: ReadingTally): Promise<TallyOutcome>;
  /**
   * Adds `counts` (none, to only claim the name) to a live flipbook's day under a capped
   * family's member: its own once it is one of the family's names that day, which a new name
   * becomes only while the family has fewer than `max` (atomically, across processes). False,
   * adding nothing, when the family is full or the flipbook is not live.
   */
  addCapped(
    flipbookId: string,
    day: string,
    capped: Omit<CappedCounter, 'overflow'>,
    counts: ReadonlyMap<string, number>,
  ): Promise<boolean>;
  /** Every counter of one flipbook on `days`. */
  countsOf(flipbookId: string, days: string[]): Promise<DayCount[]>;
  /** The named counters per day, summed over the live flipbooks of a scope or of everyone. */
  totals(scope: ReadingScope, days: string[], names: readonly string[]): Promise<DayCount[]>;
  /** Removes the counters of an owner's flipbooks (account deletion). */
  removeOwner(ownerId: string): Promise<void>;
  /** The counters of these flipbooks follow them to their new owner `to` (`flipbooks.passOn`). */
  passOn(flipbookIds: string[], to: string): Promise<void>;
}

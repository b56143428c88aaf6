import crypto from 'node:crypto';
import { READING_LIMITS } from '#core/reading';
import { COUNTERS, type SessionOutcome, sessionCounts, startsSession } from '#core/reading-counts';
import { EVENT_COUNTERS, utcHour } from '#core/reading-events';
import type { ReadingReport } from '#core/schemas/reading';
import { utcDay } from '#core/view-days';
import type { ChangeFeed } from '../../change-feed';
import { badRequest, notFound } from '../../http-errors';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { readableFlipbook } from '../flipbooks/owned';
import { joinEvent } from './event-counts';

/** Who sent a report, as far as counting its reader goes; neither part is ever stored. */
export interface ReportClient {
  address: string;
  userAgent: string;
}

/**
 * 64 bits of SHA-256: two of a day's million readers share one with a chance of one in 30 million,
 * and every new reader writes one or two into the day's rows, which stay small.
 */
const hashOf = (salt: string, parts: readonly string[]) =>
  crypto.hash('sha256', `${salt}\n${parts.join('\n')}`, 'hex').slice(0, 16);

const clockOf = (at: number, from: { budget: readonly string[] | null }) => ({
  at,
  bounded: from.budget !== null,
});

/** A session that begins counts in its UTC hour as well: an event's day is drawn by the hour. */
const withHour = (outcome: SessionOutcome | null, at: number) => {
  if (outcome?.starts) outcome.counts.set(EVENT_COUNTERS.hourSessions(utcHour(at)), 1);
  return outcome;
};

/**
 * Reading reports, counted as the day's counters of their flipbook (docs/privacy.md). A session's
 * first report counts its reader once a day: a hash of the day's salt, the address, the user agent
 * and the flipbook, kept only for that day, as Plausible counts visitors.
 */
export class ReadingService {
  private salt: { day: string; value: Promise<string> } | null = null;
  private lastDay = { minute: -1, day: '' };

  constructor(private readonly deps: { store: Store; changes: ChangeFeed; now: () => number }) {}

  /** A signed-out page's report (by beacon): its reader is its address and user agent. */
  async report(flipbookId: string, report: ReadingReport, client: ReportClient): Promise<void> {
    const from = {
      identity: [client.address, client.userAgent],
      budget: [client.address],
      key: null,
    };
    if (!(await this.count(flipbookId, report, from)))
      throw badRequest('There is no such flipbook');
  }

  /**
   * A report from a device of the owner's or, for a team flipbook, of any member's, through its
   * outbox: once per key. An event kiosk shows
   * one device to many visitors, so each of its sessions is a reader of its own; any other
   * session's reader is the device, as for a signed-out page.
   */
  async ownerReport(
    user: UserRecord,
    flipbookId: string,
    report: ReadingReport & { key: string },
    client: ReportClient,
  ): Promise<void> {
    const found = await readableFlipbook(this.deps.store, user, flipbookId);
    const identity =
      report.source === 'event'
        ? ['event session', report.session]
        : [client.address, client.userAgent];
    if (!(await this.count(found.id, report, { identity, budget: null, key: report.key })))
      throw notFound('Flipbook not found');
  }

  /** Forgets the reader hashes of past days (the server calls it as each UTC day begins). */
  readonly forgetPastReaders = () => this.deps.store.reading.forgetReadersBefore(this.today());

  /** The UTC day now, worked out once a minute (a flood of reports asks for it each). */
  private today() {
    const minute = Math.floor(this.deps.now() / 60_000);
    if (minute !== this.lastDay.minute) this.lastDay = { minute, day: utcDay(minute * 60_000) };
    return this.lastDay.day;
  }

  /** The day's salt, made once for every process; the first use of a new day forgets the old. */
  private saltOf(day: string): Promise<string> {
    if (this.salt?.day === day) return this.salt.value;
    const { reading } = this.deps.store;
    const value = reading.daySalt(day, crypto.randomBytes(32).toString('hex')).then(async (s) => {
      await reading.forgetReadersBefore(day);
      return s;
    });
    const current = { day, value };
    this.salt = current;
    // A store that failed is asked again by the next report.
    value.catch(() => {
      if (this.salt === current) this.salt = null;
    });
    return value;
  }

  /** The links a flipbook has, to which clicks count; read only for reports with clicks. */
  private async linksOf(flipbookId: string, report: ReadingReport): Promise<Set<string>> {
    if (!report.events.some((e) => e.type === 'click')) return new Set();
    const found = await this.deps.store.flipbooks.get(flipbookId);
    return new Set(
      Object.values(found?.content ?? {}).flatMap((panel) => panel.links.map((l) => l.url)),
    );
  }

  /**
   * Counts a report; false when the flipbook is not live. `identity` names its reader; a
   * `bounded` report (a beacon, which anyone may send) counts seconds by the server's clock, and
   * its address (`budget`) adds so many readers and referred sessions a day.
   */
  private async count(
    flipbookId: string,
    report: ReadingReport,
    from: { identity: readonly string[]; budget: readonly string[] | null; key: string | null },
  ): Promise<boolean> {
    const { store } = this.deps;
    const day = this.today();
    const at = this.deps.now();
    const links = await this.linksOf(flipbookId, report);
    const daySalt = await this.saltOf(day);
    // A session from an event's link counts as the event's (its source too) while the flipbook's
    // day has room for the event; else as it came.
    const scope = report.event
      ? await joinEvent(store.reading, flipbookId, day, report.event)
      : null;
    const counted = scope ? { ...report, source: 'event' as const } : report;
    const outcome = await store.reading.add({
      flipbookId,
      day,
      at,
      session: report.session,
      count: (state) => withHour(sessionCounts(state, counted, links, clockOf(at, from)), at),
      scope,
      reader: { hash: hashOf(daySalt, [...from.identity, flipbookId]), counter: COUNTERS.readers },
      referrers: {
        family: COUNTERS.referrer(''),
        max: READING_LIMITS.maxReferrersPerDay,
        overflow: COUNTERS.referrersOther,
      },
      budget: from.budget && {
        hash: hashOf(daySalt, ['address', ...from.budget, flipbookId]),
        sessions: READING_LIMITS.maxSessionsPerAddress,
        readers: READING_LIMITS.maxReadersPerAddress,
        referred: READING_LIMITS.maxReferredPerAddress,
      },
      key: from.key,
    });
    if (outcome === 'not-live') return false;
    if (outcome === 'counted' && startsSession(report)) this.deps.changes.notify();
    return true;
  }
}

import { depthParts, readDepthOf } from '#core/read-depth';
import { COUNTERS, funnelsOf, summarize } from '#core/reading-counts';
import { EVENT_COUNTERS, eventCounters, eventsNamed } from '#core/reading-events';
import type { DailyReaders, FlipbookStatistics } from '#core/schemas/flipbooks';
import type { DayCount, ReadingScope, ReadingStore } from '../../store/reading';

const totalsOf = (rows: readonly DayCount[]) => {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.name, (totals.get(row.name) ?? 0) + row.count);
  return totals;
};

const readersByDay = (rows: readonly DayCount[], days: readonly string[]): DailyReaders => {
  const byDay = new Map(
    rows.filter((r) => r.name === COUNTERS.readers).map((r) => [r.day, r.count] as const),
  );
  return days.map((day) => ({ day, readers: byDay.get(day) ?? 0 }));
};

const HOUR = /^hour-(views|sessions):(\d{1,2})$/;

/** Views and sessions by UTC hour, from an event's counters: the hours with any, in order. */
function hoursOf(rows: readonly DayCount[]): FlipbookStatistics['byHour'] {
  const hours = new Map<string, { hour: string; views: number; sessions: number }>();
  for (const row of rows) {
    const [, kind, hour] = HOUR.exec(row.name) ?? [];
    if (!kind || hour === undefined) continue;
    const at = `${row.day}T${hour.padStart(2, '0')}:00:00.000Z`;
    const entry = hours.get(at) ?? { hour: at, views: 0, sessions: 0 };
    entry[kind === 'views' ? 'views' : 'sessions'] += row.count;
    hours.set(at, entry);
  }
  return [...hours.values()].sort((a, b) => a.hour.localeCompare(b.hour));
}

/** What the reader counters say over a period: one flipbook's whole reading, or a scope's totals. */
export function readingStatistics(store: ReadingStore) {
  return {
    /** A flipbook's reading over `days`: all of it, or what one event counted apart. */
    async ofFlipbook(flipbookId: string, days: string[], event: string | null) {
      const all = await store.countsOf(flipbookId, days);
      const rows = event === null ? all : eventCounters(all, event);
      return {
        readersByDay: readersByDay(rows, days),
        reading: summarize(totalsOf(rows)),
        events: eventsNamed(all),
        eventViews: days.map((day) => ({
          day,
          views: rows.find((r) => r.day === day && r.name === EVENT_COUNTERS.views)?.count ?? 0,
        })),
        byHour: event === null ? [] : hoursOf(rows),
      };
    },

    /** The unique readers of a scope's live flipbooks, added up. */
    async readersOf(scope: ReadingScope, days: string[]): Promise<number> {
      const totals = totalsOf(await store.totals(scope, days, [COUNTERS.readers]));
      return totals.get(COUNTERS.readers) ?? 0;
    },

    /**
     * The read depth across flipbooks: each flipbook's funnels (whose steps on offer are its
     * own), their steps reached out of steps on offer added up, as each flipbook's Statistics
     * shows them.
     */
    async readDepthOf(flipbookIds: readonly string[], days: string[]): Promise<number | null> {
      const parts = await Promise.all(
        flipbookIds.map(async (id) => {
          const funnel = funnelsOf(totalsOf(await store.countsOf(id, days)));
          return depthParts([funnel.stages, funnel.panels]);
        }),
      );
      return readDepthOf(parts);
    },
  };
}

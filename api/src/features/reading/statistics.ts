import {
  COUNTERS,
  type ReadingSummary,
  readDepthOf,
  SUMMARY_COUNTERS,
  summarize,
} from '#core/reading-counts';
import type { DailyReaders } from '#core/schemas/flipbooks';
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

/** What the reader counters say over a period: one flipbook's whole reading, or a scope's totals. */
export function readingStatistics(store: ReadingStore) {
  return {
    async ofFlipbook(
      flipbookId: string,
      days: string[],
    ): Promise<{ readersByDay: DailyReaders; reading: ReadingSummary }> {
      const rows = await store.countsOf(flipbookId, days);
      return { readersByDay: readersByDay(rows, days), reading: summarize(totalsOf(rows)) };
    },

    async ofScope(
      scope: ReadingScope,
      days: string[],
    ): Promise<{ uniqueReaders: number; readDepth: number | null }> {
      const totals = totalsOf(await store.totals(scope, days, SUMMARY_COUNTERS));
      return { uniqueReaders: totals.get(COUNTERS.readers) ?? 0, readDepth: readDepthOf(totals) };
    },
  };
}

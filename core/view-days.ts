/** Views are also counted per UTC day, named `YYYY-MM-DD`; charts show the last 30 of them. */
export const VIEW_HISTORY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

let known = { from: 0, to: 0, day: '' };

/** The UTC day of a moment, as `YYYY-MM-DD`; worked out once a day, as every view asks. */
export function utcDay(ms: number): string {
  if (!(ms >= known.from && ms < known.to)) {
    const from = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
    known = { from, to: from + DAY_MS, day: new Date(from).toISOString().slice(0, 10) };
  }
  return known.day;
}

/** The `count` UTC days that end with the day of `ms`, oldest first. */
export const lastDays = (ms: number, count = VIEW_HISTORY_DAYS): string[] =>
  Array.from({ length: count }, (_, i) => utcDay(ms - (count - 1 - i) * DAY_MS));

/** The periods a flipbook's statistics cover, in days; the first is the default. */
export const STATISTICS_PERIODS = [30, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

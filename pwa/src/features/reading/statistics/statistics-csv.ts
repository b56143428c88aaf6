import type { DeviceClass, ReadingSource } from '#core/reading';
import type { FlipbookStatistics } from '#core/schemas/flipbooks';
import { averageSeconds, deviceCounts, sourceCounts, stepsOf } from './statistics-figures';

type Row = [section: string, item: string, measure: string, value: number | string];

// The export's words stay English, like its headers: a file for spreadsheets, read by its columns.
const SOURCE_LABELS: Record<ReadingSource, string> = {
  link: 'Shared link',
  embed: 'Embedded',
  event: 'Event kiosk',
  library: 'Your library',
};
const DEVICE_LABELS: Record<DeviceClass, string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
};
const STEP_LABELS: Record<string, string> = {
  cover: 'Cover',
  'half-open': 'Half open',
  open: 'Open',
  back: 'Back',
  left: 'Front panel 1',
  middle: 'Front panel 2',
  right: 'Front panel 3',
  leftBack: 'Back panel 1',
  middleBack: 'Back panel 2',
  rightBack: 'Back panel 3',
};
const stepLabel = ({ step }: ReturnType<typeof stepsOf>['stages'][number]) =>
  step ? (STEP_LABELS['stage' in step ? step.stage : step.panel] ?? '') : '';

/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function field(value: number | string): string {
  if (typeof value === 'number') return String(Math.round(value * 10) / 10);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Every figure of a flipbook's Statistics for its period, one per row (RFC 4180). */
export function statisticsCsv(stats: FlipbookStatistics): string {
  const { reading } = stats;
  const rows: Row[] = [['Section', 'Item', 'Measure', 'Value']];
  if (stats.event !== null) rows.push(['Event', stats.event, 'Shown alone', '']);
  for (const [i, day] of stats.viewsByDay.entries()) {
    rows.push(['Day', day.day, 'Views', day.views]);
    rows.push(['Day', day.day, 'Unique readers', stats.readersByDay[i]?.readers ?? 0]);
  }
  for (const hour of stats.byHour) {
    rows.push(['Hour', hour.hour, 'Views', hour.views]);
    rows.push(['Hour', hour.hour, 'Sessions', hour.sessions]);
  }
  const { stages, panels } = stepsOf(reading);
  for (const [section, steps] of [
    ['Stage', stages],
    ['Phone panel', panels],
  ] as const) {
    for (const step of steps) {
      rows.push([section, stepLabel(step), 'Sessions that reached it', step.reached]);
      rows.push([section, stepLabel(step), 'Average seconds', averageSeconds(step)]);
    }
  }
  if (reading.readDepth !== null)
    rows.push(['Read depth', 'All', 'Percent', Math.round(reading.readDepth * 100)]);
  rows.push(['Sessions', 'All', 'Sessions', reading.sessions]);
  rows.push(['Sessions', 'Read to the back', 'Sessions', reading.back]);
  rows.push(['Sessions', 'Zoomed a panel', 'Sessions', reading.zoom]);
  for (const link of reading.links) rows.push(['Link', link.url, 'Clicks', link.clicks]);
  for (const [source, n] of sourceCounts(reading))
    rows.push(['Source', SOURCE_LABELS[source], 'Sessions', n]);
  for (const [device, n] of deviceCounts(reading))
    rows.push(['Device', DEVICE_LABELS[device], 'Sessions', n]);
  for (const referrer of reading.referrers)
    rows.push(['Referrer', referrer.origin, 'Sessions', referrer.sessions]);
  if (reading.otherReferrers > 0)
    rows.push(['Referrer', 'Other sites', 'Sessions', reading.otherReferrers]);
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

const fileWord = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '_');

/** 'spring_sale_statistics_30_days.csv' for 'Spring Sale' over 30 days, with its event if one. */
export const statisticsFileName = (title: string, days: number, event: string | null = null) =>
  `${fileWord(title)}${event ? `_${fileWord(event)}` : ''}_statistics_${days}_days.csv`;

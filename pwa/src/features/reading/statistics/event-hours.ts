import type { FlipbookStatistics } from '#core/schemas/flipbooks';

/** One local day of an event: its views and reading sessions in each of its 24 hours. */
export interface EventDay {
  /** The local date, `YYYY-MM-DD`. */
  day: string;
  views: number[];
  sessions: number[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/**
 * An event's UTC hours as the viewer's days and hours (the browser's time zone), latest day first.
 * In a zone half an hour off UTC, an hour counts in the local hour it began in.
 */
export function eventDays(byHour: FlipbookStatistics['byHour']): EventDay[] {
  const days = new Map<string, EventDay>();
  for (const { hour, views, sessions } of byHour) {
    const at = new Date(hour);
    if (Number.isNaN(at.getTime())) continue;
    const key = localDay(at);
    let day = days.get(key);
    if (!day) {
      day = { day: key, views: Array(24).fill(0), sessions: Array(24).fill(0) };
      days.set(key, day);
    }
    const h = at.getHours();
    day.views[h] = (day.views[h] ?? 0) + views;
    day.sessions[h] = (day.sessions[h] ?? 0) + sessions;
  }
  return [...days.values()].sort((a, b) => b.day.localeCompare(a.day));
}

/** '09:00' for 9. */
export const hourLabel = (hour: number) => `${pad(hour)}:00`;

/** The viewer's time zone as the browser names it ('Europe/Berlin'), or null. */
export function timeZoneName(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

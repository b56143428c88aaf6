import { unseenProblem } from './human-text';
import { viewerUrl } from './product';

/**
 * Events in a flipbook's statistics (docs/privacy.md, "Events"). A kiosk's QR code links to the
 * flipbook with its event (its kit's name); a visitor who opens it counts the view and their
 * reading under that event as well as in the flipbook's figures. Anyone can write a link, so an
 * event is no more than a label on that flipbook's own figures, in a bounded number a day.
 */

/** The query parameter of a shared link that names its event. */
export const EVENT_PARAM = 'event';

export const EVENT_LIMITS = {
  /** Characters of an event's name: a kit's name (core/event-kit.ts takes its limit from here). */
  maxChars: 80,
  /** Events a flipbook counts apart on a UTC day; those of any other count only as a shared link. */
  maxPerDay: 10,
} as const;

/** The event's name as a link may carry it, or null: one line, nothing unseen, not too long. */
export function eventName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim();
  if (!name || name.length > EVENT_LIMITS.maxChars) return null;
  return unseenProblem('An event', name) === null ? name : null;
}

/** The link a kiosk's QR code carries: the shared link, with the kiosk's event. */
export const eventViewerUrl = (origin: string, id: string, event: string): string =>
  `${viewerUrl(origin, id)}&${EVENT_PARAM}=${encodeURIComponent(event)}`;

/** The counter whose family names a day's events (each counts the views and sessions it began). */
export const eventMember = (event: string) => `event:${event}`;
export const EVENT_FAMILY = eventMember('');

/** The prefix under which a counter counts again for an event. */
export const inEvent = (event: string) => `in-event:${event}\n`;

/** The counters only an event keeps: its views, and its views and sessions by UTC hour. */
export const EVENT_COUNTERS = {
  views: 'views',
  hourViews: (hour: number) => `hour-views:${hour}`,
  hourSessions: (hour: number) => `hour-sessions:${hour}`,
} as const;

/** The UTC hour (0 to 23) of a time in ms. */
export const utcHour = (at: number) => new Date(at).getUTCHours();

/** A flipbook's counters as one event counted them, and the events a period's counters name. */
export function eventCounters<T extends { name: string }>(rows: readonly T[], event: string): T[] {
  const prefix = inEvent(event);
  return rows.flatMap((r) =>
    r.name.startsWith(prefix) ? [{ ...r, name: r.name.slice(prefix.length) }] : [],
  );
}

export function eventsNamed(rows: readonly { name: string }[]): string[] {
  const names = rows.flatMap((r) =>
    r.name.startsWith(EVENT_FAMILY) ? [r.name.slice(EVENT_FAMILY.length)] : [],
  );
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

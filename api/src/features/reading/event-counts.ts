import {
  EVENT_COUNTERS,
  EVENT_FAMILY,
  EVENT_LIMITS,
  eventMember,
  inEvent,
  utcHour,
} from '#core/reading-events';
import { eventField } from '#core/schemas/reading';
import { utcDay } from '#core/view-days';
import type { ReadingStore } from '../../store/reading';

/**
 * An event named by a stranger's link (docs/privacy.md, "Events"): a label on that flipbook's own
 * figures, of which it keeps EVENT_LIMITS.maxPerDay a day apart.
 */

/** The event of a shared link's query, or null: a name the schema refuses counts as none. */
export function eventOfQuery(value: unknown): string | null {
  const parsed = eventField.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : null;
}

/**
 * Makes the event one of the flipbook's day's (while it has room) and adds `counts` under it: the
 * prefix of its counters, or null when the day has its events already and it is not one.
 */
export async function joinEvent(
  store: ReadingStore,
  flipbookId: string,
  day: string,
  event: string,
  counts: ReadonlyMap<string, number> = new Map(),
): Promise<string | null> {
  const capped = { name: eventMember(event), family: EVENT_FAMILY, max: EVENT_LIMITS.maxPerDay };
  const scope = inEvent(event);
  const scoped = new Map([...counts].map(([name, n]) => [`${scope}${name}`, n]));
  return (await store.addCapped(flipbookId, day, capped, scoped)) ? scope : null;
}

/** A view of a flipbook by its event's link at `at`: the event's views, and those of its hour. */
export const countEventView = (
  store: ReadingStore,
  flipbookId: string,
  event: string,
  at: number,
) =>
  joinEvent(
    store,
    flipbookId,
    utcDay(at),
    event,
    new Map([
      [EVENT_COUNTERS.views, 1],
      [EVENT_COUNTERS.hourViews(utcHour(at)), 1],
    ]),
  );

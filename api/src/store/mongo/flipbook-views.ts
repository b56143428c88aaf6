import type { OfflineViewSource } from '#core/schemas/flipbooks';
import type { DailyViewBound, FlipbookStore } from '../flipbooks';
import {
  type FlipbookDoc,
  type FlipbookModel,
  LIVE,
  lower,
  madeFilter,
  NO_KEYS,
  toRecord,
} from './flipbook-docs';
import { operator } from './operator';

/** Attempts of an offline-views update that lost a race to a concurrent one. */
const VIEW_RACE_ATTEMPTS = 20;

interface OfflineViews {
  _id: string;
  /** The key's field, `viewKeys.<key>`. */
  seen: string;
  count: number;
  bound: DailyViewBound;
  source: OfflineViewSource | undefined;
}

/**
 * Marks the key seen and adds the views in one conditional update, which only applies while the
 * day's tally is the one `doc` holds (else another update came first); null when it did not.
 */
function addWhileUnchanged(
  Flipbooks: FlipbookModel,
  doc: FlipbookDoc,
  { _id, seen, count, bound, source }: OfflineViews,
) {
  const sameDay = doc.offlineDay === bound.day;
  const already = sameDay ? (doc.offlineDayCount ?? 0) : 0;
  const added = Math.max(0, Math.min(count, bound.max - already));
  return Flipbooks.findOneAndUpdate(
    {
      _id,
      ...LIVE,
      [seen]: operator({ $exists: false }),
      offlineDay: doc.offlineDay ?? null,
      offlineDayCount:
        doc.offlineDayCount === undefined ? operator({ $exists: false }) : doc.offlineDayCount,
    },
    {
      $inc: { views: added, [`viewDays.${bound.day}`]: added },
      $set: {
        [seen]: source ?? true,
        offlineDay: bound.day,
        offlineDayCount: already + added,
      },
    },
    { returnDocument: 'after', projection: { views: 1 } },
  ).lean<FlipbookDoc>();
}

/** Offline views once per key, within the day's bound: tried again while other updates win. */
async function addOfflineViews(
  Flipbooks: FlipbookModel,
  views: OfflineViews,
): Promise<number | null> {
  const { _id, seen } = views;
  for (let attempt = 0; attempt < VIEW_RACE_ATTEMPTS; attempt++) {
    const doc = await Flipbooks.findOne(
      { _id, ...LIVE },
      { views: 1, offlineDay: 1, offlineDayCount: 1 },
    ).lean<FlipbookDoc>();
    if (!doc) return null;
    const updated = await addWhileUnchanged(Flipbooks, doc, views);
    if (updated) return updated.views;
    const replayed = await Flipbooks.findOne(
      { _id, ...LIVE, [seen]: operator({ $exists: true }) },
      { views: 1 },
    ).lean<FlipbookDoc>();
    if (replayed) return replayed.views;
  }
  throw new Error('offline views kept losing races to concurrent updates');
}

/** A flipbook's views: each one counted, offline ones once per key, and the views per day. */
export function flipbookViews(
  Flipbooks: FlipbookModel,
): Pick<FlipbookStore, 'addView' | 'addViews' | 'viewsByDay'> {
  return {
    addView: async (id, day) => {
      const doc = await Flipbooks.findOneAndUpdate(
        { _id: lower(id), ...LIVE },
        { $inc: { views: 1, [`viewDays.${day}`]: 1 } },
        { returnDocument: 'after', projection: NO_KEYS },
      ).lean<FlipbookDoc>();
      return doc ? { flipbook: toRecord(doc), views: doc.views } : null;
    },
    // The key is a UUID (the route checks it), so it is a plain field name.
    addViews: async (id, key, count, bound, source) =>
      addOfflineViews(Flipbooks, { _id: lower(id), seen: `viewKeys.${key}`, count, bound, source }),
    viewsByDay: async (scope, days) => {
      const filter =
        scope === 'all'
          ? LIVE
          : 'flipbookId' in scope
            ? { ...LIVE, _id: lower(scope.flipbookId) }
            : { ...LIVE, ...madeFilter(scope) };
      // Only the asked days' fields are read, never a flipbook's whole history.
      const docs = await Flipbooks.find(
        filter,
        Object.fromEntries(days.map((day) => [`viewDays.${day}`, 1])),
      ).lean<FlipbookDoc[]>();
      return days.map((day) => docs.reduce((sum, d) => sum + (d.viewDays?.[day] ?? 0), 0));
    },
  };
}

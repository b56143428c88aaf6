import { type Connection, Schema } from 'mongoose';
import { type FieldVersions, FLIPBOOK_FIELDS, versionsAt } from '#core/flipbook-fields';
import { mediaNamesOf } from '#core/media-names';
import type { FlipbookContent, PanelContent } from '#core/panel-content';
import { PANEL_SLOTS } from '#core/panel-layout';
import { type PanelOrder, slotOrder } from '#core/panel-order';
import type { OfflineViewSource } from '#core/schemas/flipbooks';
import type { FlipbookRecord, FlipbookStore } from '../flipbooks';
import { operator } from './operator';

const slotFields = Object.fromEntries(PANEL_SLOTS.map((s) => [s, { type: String, default: null }]));
const flipbookSchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    title: { type: String, required: true },
    createdAt: { type: String, required: true },
    updatedAt: { type: String, required: true },
    deletedAt: { type: String, default: null },
    views: { type: Number, required: true, default: 0 },
    slots: slotFields,
    thumbnail: { type: String, default: null },
    /** 'trifold' or 'pages'; absent on documents from before, until the start-up backfill. */
    layout: { type: String },
    /** The panels' text and links as a list: an image's name has a dot, which a key must not. */
    content: { type: Schema.Types.Mixed, default: [] },
    /** Which panel each slot shows, and each field's version; absent on documents from before. */
    order: { type: Schema.Types.Mixed },
    versions: { type: Schema.Types.Mixed },
    leadForm: { type: Boolean, default: false },
    // Keys of offline views already counted, as fields (`viewKeys.<uuid>: true`, or the views'
    // source such as 'event'): a field can be tested and set in one update with $exists/$set,
    // which every MongoDB and the emulator have.
    viewKeys: { type: Schema.Types.Mixed },
    /** Views per UTC day (`viewDays.<YYYY-MM-DD>: n`), counted in the same update as the total. */
    viewDays: { type: Schema.Types.Mixed },
    /** The UTC day of the latest offline views, and how many that day brought. */
    offlineDay: { type: String, default: null },
    offlineDayCount: { type: Number, default: 0 },
  },
  { versionKey: false },
);
flipbookSchema.index({ ownerId: 1, createdAt: -1 });
flipbookSchema.index({ deletedAt: 1, createdAt: -1 });

type StoredContent = PanelContent & { name: string };
type FlipbookDoc = Omit<
  FlipbookRecord,
  'id' | 'content' | 'leadForm' | 'order' | 'versions' | 'layout'
> & {
  _id: string;
  layout?: FlipbookRecord['layout'];
  content?: StoredContent[];
  leadForm?: boolean;
  order?: PanelOrder;
  versions?: FieldVersions;
  viewKeys?: Record<string, true | OfflineViewSource>;
  viewDays?: Record<string, number>;
  offlineDay?: string | null;
  offlineDayCount?: number;
};
const toRecord = ({
  _id,
  viewKeys: _keys,
  viewDays: _days,
  offlineDay: _day,
  offlineDayCount: _dayCount,
  content,
  order,
  leadForm,
  versions,
  layout,
  ...rest
}: FlipbookDoc): FlipbookRecord => ({
  id: _id,
  ...rest,
  // Absent only until the start-up backfill has told it (`backfillLayouts`, flipbooks/panel-shape.ts).
  layout: layout === 'trifold' ? 'trifold' : 'pages',
  content: Object.fromEntries((content ?? []).map(({ name, ...panel }) => [name, panel])),
  // Flipbooks stored before the lead form existed have no field.
  leadForm: leadForm === true,
  // A document from before field versions: its slots in their own order, each field as old as
  // its last change. The first edit writes both.
  order: order ?? slotOrder(rest.slots),
  versions: versions ?? versionsAt(rest.updatedAt),
});
const toStored = (content: FlipbookContent): StoredContent[] =>
  Object.entries(content).map(([name, panel]) => ({ name, ...panel }));
const NO_KEYS = { viewKeys: 0, viewDays: 0, offlineDay: 0, offlineDayCount: 0 } as const;
const lower = (id: string) => id.toLowerCase();
const NO_SLOTS = Object.fromEntries(PANEL_SLOTS.map((s) => [s, null])) as FlipbookRecord['slots'];
/** Attempts of an offline-views update that lost a race to a concurrent one. */
const VIEW_RACE_ATTEMPTS = 20;
const mediaFields = [...PANEL_SLOTS.map((s) => `slots.${s}`), 'thumbnail'];

/**
 * Matches a flipbook whose versions are still `expected`. A document from before versions has
 * none: its versions were read from its last change, so it matches while that is unchanged.
 */
function unchanged(expected: FieldVersions): Record<string, unknown> {
  const same = Object.fromEntries(
    FLIPBOOK_FIELDS.flatMap((f) => [
      [`versions.${f}.stamp`, expected[f].stamp],
      [`versions.${f}.base`, expected[f].base],
    ]),
  );
  const before = FLIPBOOK_FIELDS.every(
    (f) => expected[f].base === null && expected[f].stamp === expected.title.stamp,
  );
  return before ? { $or: [same, { versions: operator({ $exists: false }) }] } : same;
}

export function mongoFlipbookStore(connection: Connection): FlipbookStore {
  const Flipbooks = connection.model<FlipbookDoc>('Flipbook', flipbookSchema);
  const live = { deletedAt: null };
  const totals = async (match: Record<string, unknown>) => {
    // One $facet of plain stages rather than a $group over $cond, which wire-compatible servers
    // such as the test emulator do not evaluate.
    const [row] = await Flipbooks.aggregate<{
      live: { count: number; views: number }[];
      deleted: { count: number }[];
    }>([
      { $match: match },
      {
        $facet: {
          live: [
            { $match: live },
            { $group: { _id: null, count: { $sum: 1 }, views: { $sum: '$views' } } },
          ],
          deleted: [{ $match: { deletedAt: { $ne: null } } }, { $count: 'count' }],
        },
      },
    ]);
    return {
      liveCount: row?.live[0]?.count ?? 0,
      deletedCount: row?.deleted[0]?.count ?? 0,
      views: row?.live[0]?.views ?? 0,
    };
  };
  const usedNames = async (filter: Record<string, unknown>, names: string[]) => {
    const docs = await Flipbooks.find(
      { ...filter, ...live, $or: mediaFields.map((f) => ({ [f]: operator({ $in: names }) })) },
      { slots: 1, thumbnail: 1 },
    ).lean<FlipbookDoc[]>();
    const wanted = new Set(names);
    return new Set(docs.flatMap(mediaNamesOf).filter((n) => wanted.has(n)));
  };
  return {
    create: async ({ id, ...record }) => {
      const result = await Flipbooks.updateOne(
        { _id: lower(id) },
        {
          $setOnInsert: {
            ...record,
            content: toStored(record.content),
            views: 0,
            deletedAt: null,
          },
        },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    },
    get: async (id) => {
      const doc = await Flipbooks.findById(lower(id), NO_KEYS).lean<FlipbookDoc>();
      return doc ? toRecord(doc) : null;
    },
    listByOwner: async (ownerId) =>
      (
        await Flipbooks.find({ ownerId, ...live }, NO_KEYS)
          .sort({ createdAt: -1, _id: 1 })
          .lean<FlipbookDoc[]>()
      ).map(toRecord),
    listAll: async (limit) => {
      const query = Flipbooks.find(live, NO_KEYS).sort({ createdAt: -1, _id: 1 });
      if (limit !== undefined) query.limit(limit);
      return (await query.lean<FlipbookDoc[]>()).map(toRecord);
    },
    update: async (id, patch, expected) =>
      (
        await Flipbooks.updateOne(
          { _id: lower(id), ...live, ...unchanged(expected) },
          { $set: { ...patch, content: toStored(patch.content) } },
        )
      ).matchedCount === 1,
    withoutLayout: async () =>
      (
        await Flipbooks.find({ ...live, layout: operator({ $exists: false }) }, { slots: 1 }).lean<
          Array<Pick<FlipbookDoc, '_id' | 'slots'>>
        >()
      ).map((doc) => ({ id: doc._id, slots: { ...NO_SLOTS, ...doc.slots } })),
    setLayout: async (id, layout) => {
      await Flipbooks.updateOne(
        { _id: lower(id), layout: operator({ $exists: false }) },
        { $set: { layout } },
      );
    },
    softDelete: async (id, deletedAt) =>
      (
        await Flipbooks.updateOne(
          { _id: lower(id), ...live },
          {
            $set: {
              deletedAt,
              thumbnail: null,
              content: [],
              ...Object.fromEntries(PANEL_SLOTS.map((s) => [`slots.${s}`, null])),
            },
          },
        )
      ).matchedCount === 1,
    addView: async (id, day) => {
      const doc = await Flipbooks.findOneAndUpdate(
        { _id: lower(id), ...live },
        { $inc: { views: 1, [`viewDays.${day}`]: 1 } },
        { returnDocument: 'after', projection: NO_KEYS },
      ).lean<FlipbookDoc>();
      return doc ? { flipbook: toRecord(doc), views: doc.views } : null;
    },
    addViews: async (id, key, count, bound, source) => {
      const _id = lower(id);
      // The key is a UUID (the route checks it), so it is a plain field name.
      const seen = `viewKeys.${key}`;
      // The key is marked seen and the views added in one conditional update, which only applies
      // while the day's tally is what was read (else another update came first: again).
      for (let attempt = 0; attempt < VIEW_RACE_ATTEMPTS; attempt++) {
        const doc = await Flipbooks.findOne(
          { _id, ...live },
          { views: 1, offlineDay: 1, offlineDayCount: 1 },
        ).lean<FlipbookDoc>();
        if (!doc) return null;
        const sameDay = doc.offlineDay === bound.day;
        const already = sameDay ? (doc.offlineDayCount ?? 0) : 0;
        const added = Math.max(0, Math.min(count, bound.max - already));
        const updated = await Flipbooks.findOneAndUpdate(
          {
            _id,
            ...live,
            [seen]: operator({ $exists: false }),
            offlineDay: doc.offlineDay ?? null,
            offlineDayCount:
              doc.offlineDayCount === undefined
                ? operator({ $exists: false })
                : doc.offlineDayCount,
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
        if (updated) return updated.views;
        const replayed = await Flipbooks.findOne(
          { _id, ...live, [seen]: operator({ $exists: true }) },
          { views: 1 },
        ).lean<FlipbookDoc>();
        if (replayed) return replayed.views;
      }
      throw new Error('offline views kept losing races to concurrent updates');
    },
    totals: (ownerId) => totals(ownerId ? { ownerId } : {}),
    viewsByDay: async (scope, days) => {
      const filter =
        scope === 'all'
          ? live
          : 'ownerId' in scope
            ? { ...live, ownerId: scope.ownerId }
            : { ...live, _id: lower(scope.flipbookId) };
      // Only the asked days' fields are read, never a flipbook's whole history.
      const docs = await Flipbooks.find(
        filter,
        Object.fromEntries(days.map((day) => [`viewDays.${day}`, 1])),
      ).lean<FlipbookDoc[]>();
      return days.map((day) => docs.reduce((sum, d) => sum + (d.viewDays?.[day] ?? 0), 0));
    },
    mediaInUse: (names) => (names.length === 0 ? Promise.resolve(new Set()) : usedNames({}, names)),
    ownerUsesMedia: async (ownerId, name) => (await usedNames({ ownerId }, [name])).has(name),
    purgeOwner: async (ownerId) => {
      const docs = await Flipbooks.find({ ownerId }, { slots: 1, thumbnail: 1 }).lean<
        FlipbookDoc[]
      >();
      await Flipbooks.deleteMany({ ownerId });
      return [
        ...new Set(
          docs
            .flatMap((d) => [...Object.values(d.slots ?? {}), d.thumbnail])
            .filter((n): n is string => !!n),
        ),
      ];
    },
  };
}

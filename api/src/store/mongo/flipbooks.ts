import { type Connection, Schema } from 'mongoose';
import { PANEL_SLOTS } from '../../../../core/panel-layout';
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
    // Keys of offline views already counted, as fields (`viewKeys.<uuid>: true`): a field can be
    // tested and set in one update with $exists/$set, which every MongoDB and the emulator have.
    viewKeys: { type: Schema.Types.Mixed },
  },
  { versionKey: false },
);
flipbookSchema.index({ ownerId: 1, createdAt: -1 });
flipbookSchema.index({ deletedAt: 1, createdAt: -1 });

type FlipbookDoc = Omit<FlipbookRecord, 'id'> & { _id: string; viewKeys?: Record<string, true> };
const toRecord = ({ _id, viewKeys: _keys, ...rest }: FlipbookDoc): FlipbookRecord => ({
  id: _id,
  ...rest,
});
const NO_KEYS = { viewKeys: 0 } as const;
const mediaFields = [...PANEL_SLOTS.map((s) => `slots.${s}`), 'thumbnail'];

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
    return new Set(
      docs
        .flatMap((d) => [...Object.values(d.slots), d.thumbnail])
        .filter((n): n is string => !!n && wanted.has(n)),
    );
  };
  return {
    create: async ({ id, ...record }) => {
      const result = await Flipbooks.updateOne(
        { _id: id },
        { $setOnInsert: { ...record, views: 0, deletedAt: null } },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    },
    get: async (id) => {
      const doc = await Flipbooks.findById(id, NO_KEYS).lean<FlipbookDoc>();
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
    update: async (id, patch) =>
      (await Flipbooks.updateOne({ _id: id, ...live }, { $set: patch })).matchedCount === 1,
    softDelete: async (id, deletedAt) =>
      (
        await Flipbooks.updateOne(
          { _id: id, ...live },
          {
            $set: {
              deletedAt,
              thumbnail: null,
              ...Object.fromEntries(PANEL_SLOTS.map((s) => [`slots.${s}`, null])),
            },
          },
        )
      ).matchedCount === 1,
    addView: async (id) => {
      const doc = await Flipbooks.findOneAndUpdate(
        { _id: id, ...live },
        { $inc: { views: 1 } },
        { returnDocument: 'after', projection: NO_KEYS },
      ).lean<FlipbookDoc>();
      return doc ? toRecord(doc) : null;
    },
    addViews: async (id, key, count) => {
      // The key is marked seen and the count added in one atomic update, or neither happens. The
      // key is a UUID (the route checks it), so it is a plain field name.
      const seen = `viewKeys.${key}`;
      const doc = await Flipbooks.findOneAndUpdate(
        { _id: id, ...live, [seen]: operator({ $exists: false }) },
        { $inc: { views: count }, $set: { [seen]: true } },
        { returnDocument: 'after', projection: { views: 1 } },
      ).lean<FlipbookDoc>();
      if (doc) return doc.views;
      const current = await Flipbooks.findOne(
        { _id: id, ...live },
        { views: 1 },
      ).lean<FlipbookDoc>();
      return current?.views ?? null;
    },
    totals: (ownerId) => totals(ownerId ? { ownerId } : {}),
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

import type { Connection } from 'mongoose';
import {
  type FieldVersions,
  FLIPBOOK_FIELDS,
  type FlipbookField,
  UNEDITED,
} from '#core/flipbook-fields';
import { mediaNamesOf } from '#core/media-names';
import { PANEL_SLOTS } from '#core/panel-layout';
import type { FlipbookRecord, FlipbookStore } from '../flipbooks';
import {
  type FlipbookDoc,
  type FlipbookModel,
  flipbookSchema,
  LIVE,
  lower,
  madeFilter,
  NO_KEYS,
  toRecord,
  toStored,
} from './flipbook-docs';
import { flipbookViews } from './flipbook-views';
import { operator } from './operator';

const NO_SLOTS = Object.fromEntries(PANEL_SLOTS.map((s) => [s, null])) as FlipbookRecord['slots'];
const mediaFields = [...PANEL_SLOTS.map((s) => `slots.${s}`), 'thumbnail'];

/**
 * Matches a flipbook whose versions are still `expected`. A document from before versions has
 * none: its versions were read from its last change, so it matches while that is unchanged. One
 * from before `readsRtl` has no version of it: read as never edited (core withAllVersions).
 */
function unchanged(expected: FieldVersions): Record<string, unknown> {
  const match = (fields: readonly FlipbookField[]) =>
    Object.fromEntries(
      fields.flatMap((f) => [
        [`versions.${f}.stamp`, expected[f].stamp],
        [`versions.${f}.base`, expected[f].base],
      ]),
    );
  const same = match(FLIPBOOK_FIELDS);
  const alternatives: Record<string, unknown>[] = [same];
  if (expected.readsRtl.stamp === UNEDITED.stamp && expected.readsRtl.base === null)
    alternatives.push({
      ...match(FLIPBOOK_FIELDS.filter((f) => f !== 'readsRtl')),
      'versions.readsRtl': operator({ $exists: false }),
    });
  const before = FLIPBOOK_FIELDS.every(
    (f) => expected[f].base === null && expected[f].stamp === expected.title.stamp,
  );
  if (before) alternatives.push({ versions: operator({ $exists: false }) });
  return alternatives.length === 1 ? same : { $or: alternatives };
}

function flipbookReads(
  Flipbooks: FlipbookModel,
): Pick<FlipbookStore, 'get' | 'listByOwner' | 'listByTeam' | 'listAll' | 'withoutLayout'> {
  const newestFirst = async (filter: Record<string, unknown>) =>
    (
      await Flipbooks.find({ ...filter, ...LIVE }, NO_KEYS)
        .sort({ createdAt: -1, _id: 1 })
        .lean<FlipbookDoc[]>()
    ).map(toRecord);
  return {
    get: async (id) => {
      const doc = await Flipbooks.findById(lower(id), NO_KEYS).lean<FlipbookDoc>();
      return doc ? toRecord(doc) : null;
    },
    listByOwner: (ownerId) => newestFirst({ ownerId }),
    listByTeam: (teamId) => newestFirst({ teamId }),
    listAll: async (limit) => {
      const query = Flipbooks.find(LIVE, NO_KEYS).sort({ createdAt: -1, _id: 1 });
      if (limit !== undefined) query.limit(limit);
      return (await query.lean<FlipbookDoc[]>()).map(toRecord);
    },
    withoutLayout: async () =>
      (
        await Flipbooks.find({ ...LIVE, layout: operator({ $exists: false }) }, { slots: 1 }).lean<
          Array<Pick<FlipbookDoc, '_id' | 'slots'>>
        >()
      ).map((doc) => ({ id: doc._id, slots: { ...NO_SLOTS, ...doc.slots } })),
  };
}

function flipbookWrites(
  Flipbooks: FlipbookModel,
): Pick<FlipbookStore, 'create' | 'update' | 'setLayout' | 'softDelete'> {
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
    update: async (id, patch, expected) =>
      (
        await Flipbooks.updateOne(
          { _id: lower(id), ...LIVE, ...unchanged(expected) },
          { $set: { ...patch, content: toStored(patch.content) } },
        )
      ).matchedCount === 1,
    setLayout: async (id, layout) => {
      await Flipbooks.updateOne(
        { _id: lower(id), layout: operator({ $exists: false }) },
        { $set: { layout } },
      );
    },
    softDelete: async (id, deletedAt) =>
      (
        await Flipbooks.updateOne(
          { _id: lower(id), ...LIVE },
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
  };
}

function flipbookTotals(Flipbooks: FlipbookModel): Pick<FlipbookStore, 'totals'> {
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
            { $match: LIVE },
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
  return { totals: (scope) => totals(scope ? madeFilter(scope) : {}) };
}

/** What a member made in team libraries, passed on to another owner at their account's deletion. */
function flipbookHandOn(Flipbooks: FlipbookModel): Pick<FlipbookStore, 'madeInTeams' | 'passOn'> {
  return {
    madeInTeams: async (ownerId) =>
      (
        await Flipbooks.find({ ownerId, teamId: operator({ $ne: null }) }, { teamId: 1 }).lean<
          { _id: string; teamId: string }[]
        >()
      ).map((doc) => ({ id: doc._id, teamId: doc.teamId })),
    passOn: async (ids, from, to) => {
      await Flipbooks.updateMany(
        { _id: operator({ $in: ids.map(lower) }), ownerId: from },
        { $set: { ownerId: to } },
      );
    },
  };
}

/** Which media flipbooks use, and an owner's flipbooks removed with the names of theirs. */
function flipbookMedia(
  Flipbooks: FlipbookModel,
): Pick<FlipbookStore, 'mediaInUse' | 'ownerUsesMedia' | 'teamUsesMedia' | 'purgeOwner'> {
  const usedNames = async (filter: Record<string, unknown>, names: string[]) => {
    const docs = await Flipbooks.find(
      { ...filter, ...LIVE, $or: mediaFields.map((f) => ({ [f]: operator({ $in: names }) })) },
      { slots: 1, thumbnail: 1 },
    ).lean<FlipbookDoc[]>();
    const wanted = new Set(names);
    return new Set(docs.flatMap(mediaNamesOf).filter((n) => wanted.has(n)));
  };
  return {
    mediaInUse: (names) => (names.length === 0 ? Promise.resolve(new Set()) : usedNames({}, names)),
    // `teamId: null` matches documents from before the team library too, which have none.
    ownerUsesMedia: async (ownerId, name) =>
      (await usedNames({ ownerId, teamId: null }, [name])).has(name),
    teamUsesMedia: async (teamId, name) => (await usedNames({ teamId }, [name])).has(name),
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

export function mongoFlipbookStore(connection: Connection): FlipbookStore {
  const Flipbooks = connection.model<FlipbookDoc>('Flipbook', flipbookSchema);
  return {
    ...flipbookReads(Flipbooks),
    ...flipbookWrites(Flipbooks),
    ...flipbookViews(Flipbooks),
    ...flipbookTotals(Flipbooks),
    ...flipbookMedia(Flipbooks),
    ...flipbookHandOn(Flipbooks),
  };
}

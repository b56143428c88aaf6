import { type Connection, Schema } from 'mongoose';
import { KIT_FIELDS, type KitVersions, storedKitLanguage } from '#core/event-kit-fields';
import { LOCALES } from '#core/i18n/locales';
import type { KitRecord, KitStore } from '../kits';
import { operator } from './operator';

const kitSchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    // Absent on kits stored before teams had kits: read as null.
    teamId: { type: String, default: null },
    name: { type: String, required: true },
    flipbooks: { type: [String], default: [] },
    idleSeconds: { type: Number, required: true },
    // Absent on kits stored before kits had a language: read as English.
    language: { type: String, enum: LOCALES },
    versions: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: String, required: true },
    updatedAt: { type: String, required: true },
    deletedAt: { type: String, default: null },
  },
  { versionKey: false },
);
kitSchema.index({ ownerId: 1, deletedAt: 1, createdAt: 1 });
kitSchema.index({ teamId: 1, deletedAt: 1, createdAt: 1 });

type KitDoc = Omit<KitRecord, 'id' | 'language' | 'versions'> &
  Parameters<typeof storedKitLanguage>[0] & { _id: string };
const toRecord = ({ _id, ...rest }: KitDoc): KitRecord => ({
  id: _id,
  ...rest,
  teamId: rest.teamId ?? null,
  ...storedKitLanguage(rest),
});

/**
 * Matches a kit whose versions are still `expected`, field by field (key order aside). A kit
 * stored before kits had a language has no version of it, and was read with one as old as the
 * kit: it matches while it still has none (its first update writes every version).
 */
const sameVersions = (expected: KitVersions) => ({
  ...Object.fromEntries(
    KIT_FIELDS.filter((f) => f !== 'language').flatMap((f) => [
      [`versions.${f}.stamp`, expected[f].stamp],
      [`versions.${f}.base`, expected[f].base],
    ]),
  ),
  $or: [
    {
      'versions.language.stamp': expected.language.stamp,
      'versions.language.base': expected.language.base,
    },
    { 'versions.language': operator({ $exists: false }) },
  ],
});

export function mongoKitStore(connection: Connection): KitStore {
  const Kits = connection.model<KitDoc>('Kit', kitSchema, 'kits');
  const live = { deletedAt: null };
  const oldestFirst = async (filter: { ownerId: string } | { teamId: string }) =>
    (
      await Kits.find({ ...filter, ...live })
        .sort({ createdAt: 1, _id: 1 })
        .lean<KitDoc[]>()
    ).map(toRecord);
  return {
    create: async ({ id, ...record }) => {
      const result = await Kits.updateOne({ _id: id }, { $setOnInsert: record }, { upsert: true });
      return result.upsertedCount === 1;
    },
    get: async (id) => {
      const doc = await Kits.findById(id).lean<KitDoc>();
      return doc ? toRecord(doc) : null;
    },
    listByOwner: (ownerId) => oldestFirst({ ownerId }),
    listByTeam: (teamId) => oldestFirst({ teamId }),
    update: async (id, { name, flipbooks, idleSeconds, language, versions, updatedAt }, expected) =>
      (
        await Kits.updateOne(
          { _id: id, ...live, ...sameVersions(expected) },
          { $set: { name, flipbooks, idleSeconds, language, versions, updatedAt } },
        )
      ).matchedCount === 1,
    softDelete: async (id, deletedAt) =>
      (await Kits.updateOne({ _id: id, ...live }, { $set: { deletedAt } })).matchedCount === 1,
    purgeOwner: async (ownerId) => {
      await Kits.deleteMany({ ownerId });
    },
    passOn: async (ids, from, to) => {
      await Kits.updateMany(
        { _id: operator({ $in: ids }), ownerId: from },
        { $set: { ownerId: to } },
      );
    },
  };
}

import { type Connection, type Model, Schema } from 'mongoose';
import { DEFAULT_LOCALE, LOCALES } from '#core/i18n/locales';
import { LEAD_SOURCES } from '#core/leads';
import {
  LEAD_RATINGS,
  STAFF_NOTE_FIELDS,
  type StaffNoteStamps,
  type StaffNotes,
} from '#core/staff-notes';
import type { LeadRecord, LeadStore } from '../leads';
import { operator } from './operator';

const leadSchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    flipbookId: { type: String, required: true },
    email: { type: String, default: '' },
    name: { type: String, default: null },
    company: { type: String, default: null },
    note: { type: String, default: null },
    source: { type: String, required: true, enum: LEAD_SOURCES },
    event: { type: String, default: null },
    device: { type: String, default: null },
    consent: { type: String, default: null },
    locale: { type: String, default: DEFAULT_LOCALE, enum: LOCALES },
    capturedAt: { type: String, required: true },
    createdAt: { type: String, required: true },
    capturedBy: { type: String, default: null },
    sentAfterRemoval: { type: Boolean, default: false },
    deletedAt: { type: String, default: null },
    forgottenBy: { type: String, default: null, enum: ['visitor', 'owner', null] },
    staffNote: { type: String, default: null },
    rating: { type: String, default: null, enum: [...LEAD_RATINGS, null] },
    tags: { type: [String], default: undefined },
    staffStamps: { type: Schema.Types.Mixed },
  },
  { versionKey: false },
);
leadSchema.index({ ownerId: 1, capturedAt: -1 });
leadSchema.index({ flipbookId: 1, deletedAt: 1 });
leadSchema.index({ ownerId: 1, forgottenBy: 1, deletedAt: -1 });
leadSchema.index({ flipbookId: 1, forgottenBy: 1 });

type LeadDoc = Omit<LeadRecord, 'id'> & { _id: string };
// Leads stored before these fields were kept have none of them.
const toRecord = ({ _id, ...rest }: LeadDoc): LeadRecord => ({
  id: _id,
  ...rest,
  event: rest.event ?? null,
  device: rest.device ?? null,
  consent: rest.consent ?? null,
  locale: rest.locale ?? DEFAULT_LOCALE,
  // Kiosk leads stored before are given their owner by the start-up work (team-kits-leads.ts).
  capturedBy: rest.capturedBy ?? null,
  sentAfterRemoval: rest.sentAfterRemoval ?? false,
  forgottenBy: rest.forgottenBy ?? null,
  staffNote: rest.staffNote ?? null,
  rating: rest.rating ?? null,
  tags: rest.tags ?? [],
  staffStamps: rest.staffStamps ?? {},
});
/** Matches a lead whose staff notes' stamps are still `expected`, field by field. */
const stampsStill = (expected: StaffNoteStamps) =>
  Object.fromEntries(
    STAFF_NOTE_FIELDS.map((f) => [`staffStamps.${f}`, expected[f] ?? operator({ $exists: false })]),
  );
/** The notes alone, whatever else the object holds. */
const notesOnly = ({ staffNote, rating, tags }: StaffNotes): StaffNotes => ({
  staffNote,
  rating,
  tags,
});
/** What a forgotten lead no longer holds: the visitor's details and the staff's notes on them. */
const FORGOTTEN = {
  email: '',
  name: null,
  company: null,
  note: null,
  staffNote: null,
  rating: null,
  tags: [],
  staffStamps: {},
};
const lower = (id: string) => id.toLowerCase();

/** The ids of a team library's flipbooks, deleted ones too: a team's leads are theirs. */
async function teamFlipbookIds(connection: Connection, teamId: string): Promise<string[]> {
  const docs = await connection
    .collection<{ _id: string }>('flipbooks')
    .find({ teamId }, { projection: { _id: 1 } })
    .toArray();
  return docs.map((doc) => lower(doc._id));
}

type Leads = Model<LeadDoc>;

/** The lists of leads: an owner's or a team's, live or forgotten by their visitors. */
function leadLists(
  connection: Connection,
  Leads: Leads,
): Pick<LeadStore, 'listByOwner' | 'listByTeam' | 'listForgottenByOwner' | 'listForgottenByTeam'> {
  const ofTeam = async (teamId: string) => ({
    flipbookId: operator({ $in: await teamFlipbookIds(connection, teamId) }),
  });
  const live = async (filter: object) =>
    (
      await Leads.find({ ...filter, deletedAt: null })
        .sort({ capturedAt: -1, _id: 1 })
        .lean<LeadDoc[]>()
    ).map(toRecord);
  const forgotten = async (filter: object) =>
    (
      await Leads.find({ ...filter, forgottenBy: 'visitor' })
        .sort({ deletedAt: -1, _id: 1 })
        .lean<LeadDoc[]>()
    ).map(toRecord);
  return {
    listByOwner: (ownerId) => live({ ownerId }),
    listByTeam: async (teamId) => live(await ofTeam(teamId)),
    listForgottenByOwner: (ownerId) => forgotten({ ownerId }),
    listForgottenByTeam: async (teamId) => forgotten(await ofTeam(teamId)),
  };
}

export function mongoLeadStore(connection: Connection): LeadStore {
  const Leads = connection.model<LeadDoc>('Lead', leadSchema);
  return {
    ...leadLists(connection, Leads),
    create: async ({ id, ...record }) => {
      const result = await Leads.updateOne(
        { _id: lower(id) },
        { $setOnInsert: { ...record, flipbookId: lower(record.flipbookId), deletedAt: null } },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    },
    get: async (id) => {
      const doc = await Leads.findById(lower(id)).lean<LeadDoc>();
      return doc ? toRecord(doc) : null;
    },
    findByEmail: async (flipbookId, email) => {
      // Addresses are compared in lower case; a flipbook's live leads are few enough to scan.
      const docs = await Leads.find({ flipbookId: lower(flipbookId), deletedAt: null })
        .sort({ capturedAt: -1, _id: 1 })
        .lean<LeadDoc[]>();
      const found = docs.find((doc) => doc.email.toLowerCase() === email.toLowerCase());
      return found ? toRecord(found) : null;
    },
    update: async (id, changes) =>
      (await Leads.updateOne({ _id: lower(id), deletedAt: null }, { $set: changes }))
        .matchedCount === 1,
    updateStaffNotes: async (id, notes, staffStamps, expected) =>
      (
        await Leads.updateOne(
          { _id: lower(id), deletedAt: null, ...stampsStill(expected) },
          { $set: { ...notesOnly(notes), staffStamps } },
        )
      ).matchedCount === 1,
    countByFlipbook: (flipbookId, event) =>
      Leads.countDocuments({
        flipbookId: lower(flipbookId),
        deletedAt: null,
        ...(event === undefined ? {} : { event }),
      }),
    forget: async (id, deletedAt, forgottenBy) =>
      (
        await Leads.updateOne(
          { _id: lower(id), deletedAt: null },
          { $set: { ...FORGOTTEN, deletedAt, forgottenBy } },
        )
      ).matchedCount === 1,
    ...ownerChanges(Leads),
  };
}

/** An owner's leads gone with their account, or passed on with their flipbooks. */
function ownerChanges(Leads: Model<LeadDoc>): Pick<LeadStore, 'purgeOwner' | 'passOn'> {
  return {
    purgeOwner: async (ownerId) => {
      await Leads.deleteMany({ ownerId });
    },
    passOn: async (flipbookIds, from, to) => {
      const flipbookId = operator({ $in: flipbookIds.map(lower) });
      await Leads.updateMany({ ownerId: from, flipbookId }, { $set: { ownerId: to } });
      const passed = await Leads.find({ ownerId: to, flipbookId }, { _id: 1 }).lean<
        { _id: string }[]
      >();
      return passed.map((doc) => doc._id);
    },
  };
}

import { type Connection, Schema } from 'mongoose';
import type { MailOutboxEntry, MailOutboxStore, MailOutcome } from '../mail-outbox';
import { operator } from './operator';

const entrySchema = new Schema(
  {
    _id: { type: String, required: true },
    leadId: { type: String, required: true },
    ownerId: { type: String, required: true },
    createdAt: { type: Number, required: true },
    notBefore: { type: Number, required: true },
    leaseUntil: { type: Number, default: null },
    attempts: { type: Number, default: 0 },
    sentAt: { type: Number, default: null },
    outcome: { type: String, default: null },
    held: { type: Boolean, default: false },
  },
  { versionKey: false },
);
entrySchema.index({ sentAt: 1, createdAt: 1 });
entrySchema.index({ ownerId: 1 });
entrySchema.index({ leadId: 1 });

type EntryDoc = Omit<MailOutboxEntry, 'key'> & {
  _id: string;
  outcome: MailOutcome | null;
  held: boolean;
};
const toEntry = ({ _id, outcome: _outcome, held: _held, ...rest }: EntryDoc): MailOutboxEntry => ({
  key: _id,
  ...rest,
});

export function mongoMailOutboxStore(connection: Connection): MailOutboxStore {
  const Entries = connection.model<EntryDoc>('MailOutbox', entrySchema, 'mail_outbox');
  return {
    enqueue: async ({ key, ...entry }) => {
      const result = await Entries.updateOne(
        { _id: key },
        {
          $setOnInsert: {
            ...entry,
            leaseUntil: null,
            attempts: 0,
            sentAt: null,
            outcome: null,
            held: false,
          },
        },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    },
    // One conditional update of one document: of two processes claiming together, one wins.
    claimNext: async (now, leaseUntil, skip) => {
      const doc = await Entries.findOneAndUpdate(
        {
          sentAt: null,
          notBefore: operator({ $lte: now }),
          $or: [{ leaseUntil: null }, { leaseUntil: operator({ $lte: now }) }],
          _id: operator({ $nin: skip }),
        },
        { $set: { leaseUntil }, $inc: { attempts: 1 } },
        { sort: { createdAt: 1, _id: 1 }, returnDocument: 'after' },
      ).lean<EntryDoc>();
      return doc ? toEntry(doc) : null;
    },
    markSent: async (key, sentAt, outcome) => {
      await Entries.updateOne(
        { _id: key },
        { $set: { sentAt, outcome, held: false, leaseUntil: null } },
      );
    },
    release: async (key, notBefore, held) => {
      await Entries.updateOne(
        { _id: key, sentAt: null },
        { $set: { notBefore, held, leaseUntil: null } },
      );
    },
    limitedLeads: async (ownerId) => {
      const entries = await Entries.find(
        { ownerId, $or: [{ outcome: 'daily-limit' }, { sentAt: null, held: true }] },
        { leadId: 1 },
      ).lean<Array<{ leadId: string }>>();
      const leads = [...new Set(entries.map((e) => e.leadId))];
      const mailed = new Set(
        await Entries.distinct('leadId', {
          leadId: operator({ $in: leads }),
          outcome: 'mailed',
        }),
      );
      return leads.filter((id) => !mailed.has(id));
    },
    purgeOwner: async (ownerId) => {
      await Entries.deleteMany({ ownerId });
    },
    passOn: async (leadIds, from, to) => {
      await Entries.updateMany(
        { ownerId: from, leadId: operator({ $in: leadIds }) },
        { $set: { ownerId: to } },
      );
    },
  };
}

import { type Connection, Schema } from 'mongoose';
import type { DeliveryStatus, WebhookEvent } from '#core/webhooks';
import type {
  WebhookDelivery,
  WebhookDeliveryStore,
  WebhookRecord,
  WebhookStore,
} from '../webhooks';
import { operator } from './operator';

const webhookSchema = new Schema(
  {
    _id: { type: String, required: true },
    url: { type: String, required: true },
    enabled: { type: Boolean, required: true },
    secret: { type: String, required: true },
    createdAt: { type: Number, required: true },
    updatedAt: { type: Number, required: true },
  },
  { versionKey: false },
);

type WebhookDoc = Omit<WebhookRecord, 'ownerId'> & { _id: string };

export function mongoWebhookStore(connection: Connection): WebhookStore {
  const Webhooks = connection.model<WebhookDoc>('Webhook', webhookSchema, 'webhooks');
  return {
    get: async (ownerId) => {
      const doc = await Webhooks.findById(ownerId).lean<WebhookDoc>();
      if (!doc) return null;
      const { _id, ...rest } = doc;
      return { ownerId: _id, ...rest };
    },
    put: async ({ ownerId, createdAt, ...rest }) => {
      await Webhooks.updateOne(
        { _id: ownerId },
        { $set: rest, $setOnInsert: { createdAt } },
        { upsert: true },
      );
    },
    remove: async (ownerId) => {
      await Webhooks.deleteOne({ _id: ownerId });
    },
  };
}

const deliverySchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    leadId: { type: String, default: null },
    type: { type: String, required: true },
    body: { type: String, default: '' },
    createdAt: { type: Number, required: true },
    nextAttemptAt: { type: Number, required: true },
    leaseUntil: { type: Number, default: null },
    attempts: { type: Number, default: 0 },
    status: { type: String, default: 'pending' },
    lastStatus: { type: Number, default: null },
    lastError: { type: String, default: null },
  },
  { versionKey: false },
);
deliverySchema.index({ status: 1, nextAttemptAt: 1 });
deliverySchema.index({ ownerId: 1, createdAt: -1 });
deliverySchema.index({ leadId: 1 });

type DeliveryDoc = Omit<WebhookDelivery, 'id'> & { _id: string };
const toDelivery = ({ _id, ...rest }: DeliveryDoc): WebhookDelivery => ({ id: _id, ...rest });

export function mongoWebhookDeliveryStore(connection: Connection): WebhookDeliveryStore {
  const Deliveries = connection.model<DeliveryDoc>(
    'WebhookDelivery',
    deliverySchema,
    'webhook_deliveries',
  );
  return {
    enqueue: async ({ id, ...delivery }) => {
      await Deliveries.updateOne(
        { _id: id },
        {
          $setOnInsert: {
            ...delivery,
            leaseUntil: null,
            attempts: 0,
            status: 'pending',
            lastStatus: null,
            lastError: null,
          },
        },
        { upsert: true },
      );
    },
    // One conditional update of one document: of two processes claiming together, one wins.
    claimNext: async (now, leaseUntil) => {
      const doc = await Deliveries.findOneAndUpdate(
        {
          status: 'pending',
          nextAttemptAt: operator({ $lte: now }),
          $or: [{ leaseUntil: null }, { leaseUntil: operator({ $lte: now }) }],
        },
        { $set: { leaseUntil }, $inc: { attempts: 1 } },
        { sort: { nextAttemptAt: 1, createdAt: 1, _id: 1 }, returnDocument: 'after' },
      ).lean<DeliveryDoc>();
      return doc ? toDelivery(doc) : null;
    },
    settle: async (id, outcome) => {
      const ended = outcome.status === 'pending' ? {} : { body: '' };
      await Deliveries.updateOne(
        { _id: id, status: 'pending' },
        { $set: { ...outcome, ...ended, leaseUntil: null } },
      );
    },
    dropLead: async (leadId, reason) => {
      const kept: WebhookEvent = 'lead.forgotten';
      const pending: DeliveryStatus = 'pending';
      await Deliveries.updateMany(
        { leadId, status: pending, type: operator({ $ne: kept }) },
        {
          $set: { status: 'failed', lastError: reason, body: '', leaseUntil: null },
        },
      );
    },
    recent: async (ownerId, limit) => {
      const docs = await Deliveries.find({ ownerId })
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<DeliveryDoc[]>();
      return docs.map(toDelivery);
    },
    purgeOwner: async (ownerId) => {
      await Deliveries.deleteMany({ ownerId });
    },
  };
}

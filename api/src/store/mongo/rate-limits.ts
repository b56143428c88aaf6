import { type Connection, Schema } from 'mongoose';
import type { RateLimitStore } from '../rate-limits';
import { operator } from './operator';

const windowSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    resetAt: { type: Number, required: true },
  },
  { versionKey: false },
);

interface WindowDoc {
  _id: string;
  count: number;
  resetAt: number;
}

export function mongoRateLimitStore(connection: Connection): RateLimitStore {
  const Windows = connection.model<WindowDoc>('RateLimit', windowSchema);
  return {
    hit: async (key, windowMs, now) => {
      // One atomic update with a pipeline: an ended window restarts at 1.
      const doc = await Windows.findOneAndUpdate(
        { _id: key },
        [
          {
            $set: {
              count: {
                $cond: [{ $gt: [{ $ifNull: ['$resetAt', 0] }, now] }, { $add: ['$count', 1] }, 1],
              },
              resetAt: {
                $cond: [{ $gt: [{ $ifNull: ['$resetAt', 0] }, now] }, '$resetAt', now + windowMs],
              },
            },
          },
        ],
        { upsert: true, new: true },
      ).lean<WindowDoc>();
      if (!doc) throw new Error('rate limit upsert returned nothing');
      return { count: doc.count, resetAt: doc.resetAt };
    },
    giveBack: async (key, resetAt) => {
      await Windows.updateOne(
        { _id: key, resetAt, count: operator({ $gt: 0 }) },
        { $inc: { count: -1 } },
      );
    },
    reset: async (key) => {
      await Windows.deleteOne({ _id: key });
    },
  };
}

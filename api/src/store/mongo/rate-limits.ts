import { type Connection, Schema } from 'mongoose';
import { RateLimitBusyError, type RateLimitStore } from '../rate-limits';
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

const DUPLICATE_KEY = 11000;
/**
 * Each attempt that fails does so because another event started, counted in or reset the same
 * window meanwhile; sign-ins of one account racing their own resets lost three in a row about once
 * in 250 under load, ten in a row not once in tens of thousands.
 */
const ATTEMPTS = 10;
const toWindow = (doc: WindowDoc) => ({ count: doc.count, resetAt: doc.resetAt });

export function mongoRateLimitStore(connection: Connection): RateLimitStore {
  const Windows = connection.model<WindowDoc>('RateLimit', windowSchema);
  return {
    hit: async (key, windowMs, now) => {
      // Without an update pipeline (mongoose wants it opted into, some servers lack it): count in a
      // live window, else start one with an upsert that matches only an ended or missing window.
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const counted = await Windows.findOneAndUpdate(
          { _id: key, resetAt: operator({ $gt: now }) },
          { $inc: { count: 1 } },
          { returnDocument: 'after' },
        ).lean<WindowDoc>();
        if (counted) return toWindow(counted);
        try {
          const started = await Windows.findOneAndUpdate(
            { _id: key, resetAt: operator({ $lte: now }) },
            { $set: { count: 1, resetAt: now + windowMs } },
            { upsert: true, returnDocument: 'after' },
          ).lean<WindowDoc>();
          if (started) return toWindow(started);
        } catch (err) {
          // Another process started the window between the two steps: count in that one.
          if ((err as { code?: unknown }).code !== DUPLICATE_KEY) throw err;
        }
      }
      throw new RateLimitBusyError(key);
    },
    purgeEnded: async (now) =>
      (await Windows.deleteMany({ resetAt: operator({ $lte: now }) })).deletedCount,
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

import { type Connection, Schema } from 'mongoose';
import type { SecretKind, SecretRecord, SecretStore } from '../secrets';
import { operator } from './operator';

const secretSchema = new Schema(
  {
    userId: { type: String, required: true },
    kind: { type: String, required: true, enum: ['verify-code', 'verify-link', 'reset'] },
    hash: { type: String, required: true },
    expiresAt: { type: Number, required: true },
    attempts: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);
secretSchema.index({ userId: 1, kind: 1 }, { unique: true });
secretSchema.index({ kind: 1, hash: 1 });

type SecretDoc = SecretRecord & { _id?: unknown };
const toSecret = ({ userId, kind, hash, expiresAt, attempts }: SecretDoc): SecretRecord => ({
  userId,
  kind,
  hash,
  expiresAt,
  attempts,
});

export function mongoSecretStore(connection: Connection): SecretStore {
  const Secrets = connection.model<SecretDoc>('Secret', secretSchema);
  return {
    put: async (secret) => {
      await Secrets.updateOne(
        { userId: secret.userId, kind: secret.kind },
        { $set: secret },
        { upsert: true },
      );
    },
    get: async (userId, kind) => {
      const doc = await Secrets.findOne({ userId, kind }).lean<SecretDoc>();
      return doc ? toSecret(doc) : null;
    },
    consume: async (kind: SecretKind, hash, now) => {
      // Found, then deleted by id and hash (not findOneAndDelete, which wire-compatible servers
      // such as the test emulator lack): of two racing consumers only one deletes it, and a
      // secret replaced meanwhile by a new one is not taken.
      const doc = await Secrets.findOne({
        kind,
        hash,
        expiresAt: operator({ $gt: now }),
      }).lean<SecretDoc>();
      if (!doc) return null;
      const { deletedCount } = await Secrets.deleteOne({ _id: doc._id, hash });
      return deletedCount === 1 ? toSecret(doc) : null;
    },
    addAttempt: async (userId, kind) => {
      const doc = await Secrets.findOneAndUpdate(
        { userId, kind },
        { $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      ).lean<SecretDoc>();
      return doc?.attempts ?? 0;
    },
    delete: async (userId, kind) => {
      await Secrets.deleteOne({ userId, kind });
    },
  };
}

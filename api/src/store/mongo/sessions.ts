import { type Connection, Schema } from 'mongoose';
import type { SessionStore } from '../sessions';
import { operator } from './operator';

const revokedSchema = new Schema(
  {
    _id: { type: String, required: true },
    // A TTL index lets MongoDB drop a revocation once its token has expired anyway.
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);

interface RevokedDoc {
  _id: string;
  expiresAt: Date;
}

export function mongoSessionStore(connection: Connection): SessionStore {
  const Revoked = connection.model<RevokedDoc>('RevokedSession', revokedSchema);
  return {
    revoke: async (id, expiresAt) => {
      await Revoked.updateOne(
        { _id: id },
        { $setOnInsert: { expiresAt: new Date(expiresAt) } },
        { upsert: true },
      );
    },
    isRevoked: async (id, now) =>
      (await Revoked.exists({ _id: id, expiresAt: operator({ $gt: new Date(now) }) })) !== null,
  };
}

import { type Connection, Schema } from 'mongoose';
import { DuplicateUserError, type UserRecord, type UserStore } from '../users';
import { operator } from './operator';
import { departureModel, memberModel } from './team-models';

const userSchema = new Schema(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    accountType: { type: String, required: true, enum: ['individual', 'organization'] },
    passwordHash: { type: String, required: true },
    isVerified: { type: Boolean, required: true, default: false },
    isAdmin: { type: Boolean, required: true, default: false },
    tokenVersion: { type: Number, required: true, default: 0 },
    locale: { type: String, default: null },
    createdAt: { type: String, required: true },
  },
  { versionKey: false },
);

type UserDoc = Omit<UserRecord, 'id'> & { _id: string };

/** MongoDB names the index in keyPattern; wire-compatible servers may only name it in the message. */
function duplicateField(err: unknown): 'email' | 'username' {
  const { keyPattern, message } = err as { keyPattern?: Record<string, unknown>; message?: string };
  return (keyPattern && 'email' in keyPattern) || /\bindex: email_/.test(message ?? '')
    ? 'email'
    : 'username';
}
// Accounts stored before languages have no locale.
const toUser = ({ _id, locale, ...rest }: UserDoc): UserRecord => ({
  id: _id,
  ...rest,
  locale: locale ?? null,
});

export function mongoUserStore(connection: Connection): UserStore {
  const Users = connection.model<UserDoc>('User', userSchema);
  const Members = memberModel(connection);
  const Departures = departureModel(connection);
  const one = (filter: Record<string, string>) =>
    Users.findOne(filter)
      .lean<UserDoc>()
      .then((d) => (d ? toUser(d) : null));
  return {
    async create({ id, ...user }) {
      try {
        await Users.create({ _id: id, ...user });
      } catch (err) {
        if ((err as { code?: number }).code === 11000) {
          throw new DuplicateUserError(duplicateField(err));
        }
        throw err;
      }
    },
    findById: (id) => one({ _id: id }),
    namesOf: async (ids) => {
      if (ids.length === 0) return new Map();
      const docs = await Users.find({ _id: operator({ $in: [...ids] }) }, { name: 1 }).lean<
        Pick<UserDoc, '_id' | 'name'>[]
      >();
      return new Map(docs.map((doc) => [doc._id, doc.name]));
    },
    findByEmail: (email) => one({ email: email.toLowerCase() }),
    findByUsername: (username) => one({ username: username.toLowerCase() }),
    takenUsernames: async (candidates) => {
      const docs = await Users.find(
        { username: operator({ $in: candidates }) },
        { username: 1 },
      ).lean<{ username: string }[]>();
      return new Set(docs.map((d) => d.username));
    },
    update: async (id, patch) =>
      (await Users.updateOne({ _id: id }, { $set: patch })).matchedCount === 1,
    bumpTokenVersion: async (id) => {
      const doc = await Users.findOneAndUpdate(
        { _id: id },
        { $inc: { tokenVersion: 1 } },
        { returnDocument: 'after' },
      ).lean<UserDoc>();
      return doc?.tokenVersion ?? null;
    },
    // Their memberships go with them, as SQLite's foreign key cascades them; first, so a deletion
    // cut short leaves the account to retry it (docs/teams.md).
    delete: async (id) => {
      await Members.deleteMany({ userId: id });
      await Departures.deleteMany({ userId: id });
      return (await Users.deleteOne({ _id: id })).deletedCount === 1;
    },
  };
}

import { type Connection, type Model, Schema } from 'mongoose';
import type { DepartureRecord, InvitationRecord, MembershipRecord, TeamRecord } from '../teams';

/** The collections of teams (docs/teams.md, "Storage"), with SQLite's unique keys. */

const teamSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    createdAt: { type: String, required: true },
  },
  { versionKey: false },
);

const memberSchema = new Schema(
  {
    teamId: { type: String, required: true },
    userId: { type: String, required: true },
    role: { type: String, required: true, enum: ['owner', 'admin', 'editor', 'presenter'] },
    joinedAt: { type: String, required: true },
  },
  { versionKey: false },
);
memberSchema.index({ teamId: 1, userId: 1 }, { unique: true });
// One owner per team, held by the server whatever the order of concurrent writes.
memberSchema.index(
  { teamId: 1 },
  { unique: true, name: 'team_owner', partialFilterExpression: { role: 'owner' } },
);
memberSchema.index({ userId: 1, joinedAt: 1 });

const invitationSchema = new Schema(
  {
    _id: { type: String, required: true },
    teamId: { type: String, required: true },
    email: { type: String, required: true },
    role: { type: String, required: true, enum: ['admin', 'editor', 'presenter'] },
    tokenHash: { type: String, required: true, unique: true },
    invitedBy: { type: String, required: true },
    createdAt: { type: String, required: true },
    expiresAt: { type: String, required: true },
    acceptedAt: { type: String, default: null },
    withdrawnAt: { type: String, default: null },
  },
  { versionKey: false },
);
invitationSchema.index({ teamId: 1, createdAt: -1 });

const departureSchema = new Schema(
  {
    teamId: { type: String, required: true },
    userId: { type: String, required: true },
    joinedAt: { type: String, required: true },
    leftAt: { type: String, required: true },
  },
  { versionKey: false },
);
departureSchema.index({ teamId: 1, userId: 1 }, { unique: true });
departureSchema.index({ userId: 1 });

export type TeamDoc = Omit<TeamRecord, 'id'> & { _id: string };
/** A membership's _id is the server's own ObjectId; it never leaves the adapter. */
export type MemberDoc = MembershipRecord & { _id: unknown };
export type InvitationDoc = Omit<InvitationRecord, 'id'> & { _id: string };

export const toTeam = ({ _id, name, createdAt }: TeamDoc): TeamRecord => ({
  id: _id,
  name,
  createdAt,
});
export const toMember = ({ teamId, userId, role, joinedAt }: MemberDoc): MembershipRecord => ({
  teamId,
  userId,
  role,
  joinedAt,
});
export const toInvitation = ({ _id, ...rest }: InvitationDoc): InvitationRecord => ({
  id: _id,
  ...rest,
});

/** A model of the connection, made once: the users store and the start-up work share them. */
function modelOf<T>(connection: Connection, name: string, schema: Schema, collection: string) {
  return (
    (connection.models[name] as Model<T> | undefined) ??
    connection.model<T>(name, schema, collection)
  );
}

export const teamModel = (connection: Connection) =>
  modelOf<TeamDoc>(connection, 'Team', teamSchema, 'teams');
export const memberModel = (connection: Connection) =>
  modelOf<MemberDoc>(connection, 'TeamMember', memberSchema, 'team_members');
export const invitationModel = (connection: Connection) =>
  modelOf<InvitationDoc>(connection, 'TeamInvitation', invitationSchema, 'team_invitations');

/** Members who left, each their last stay (store/teams.ts, `DepartureRecord`). */
export const departureModel = (connection: Connection) =>
  modelOf<DepartureRecord & { _id: unknown }>(
    connection,
    'TeamDeparture',
    departureSchema,
    'team_departures',
  );

/** Whether a write failed on a unique index (E11000). */
export const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

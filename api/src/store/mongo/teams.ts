import type { Connection } from 'mongoose';
import type { DepartureRecord, InvitationStore, TeamStore } from '../teams';
import { operator } from './operator';
import {
  departureModel,
  type InvitationDoc,
  invitationModel,
  isDuplicateKey,
  type MemberDoc,
  memberModel,
  type TeamDoc,
  teamModel,
  toInvitation,
  toMember,
  toTeam,
} from './team-models';

type Models = {
  Teams: ReturnType<typeof teamModel>;
  Members: ReturnType<typeof memberModel>;
  Invitations: ReturnType<typeof invitationModel>;
  Departures: ReturnType<typeof departureModel>;
};

const notOwner = () => operator({ $ne: 'owner' as const });

/**
 * Makes member `to` the owner after `from` stopped being it, so the team never has two; a
 * promotion that fails (`to` left meanwhile, or the server) gives `from` the team back.
 */
async function handOver({ Members }: Models, teamId: string, from: string, to: string) {
  if (from === to || !(await Members.exists({ teamId, userId: to }))) return false;
  const demoted = await Members.updateOne(
    { teamId, userId: from, role: 'owner' },
    { $set: { role: 'admin' } },
  );
  if (demoted.matchedCount !== 1) return false;
  const restore = () => Members.updateOne({ teamId, userId: from }, { $set: { role: 'owner' } });
  try {
    const promoted = await Members.updateOne({ teamId, userId: to }, { $set: { role: 'owner' } });
    if (promoted.matchedCount === 1) return true;
    await restore();
    return false;
  } catch (err) {
    await restore();
    throw err;
  }
}

/** Each of the user's teams with their role there and its head count, oldest membership first. */
async function teamsOf({ Teams, Members }: Models, userId: string) {
  const memberships = await Members.find({ userId })
    .sort({ joinedAt: 1, teamId: 1 })
    .lean<MemberDoc[]>();
  const ids = memberships.map((m) => m.teamId);
  const [teams, counts] = await Promise.all([
    Teams.find({ _id: operator({ $in: ids }) }).lean<TeamDoc[]>(),
    Members.aggregate<{ _id: string; n: number }>([
      { $match: { teamId: { $in: ids } } },
      { $group: { _id: '$teamId', n: { $sum: 1 } } },
    ]),
  ]);
  const byId = new Map(teams.map((t) => [t._id, toTeam(t)]));
  const countOf = new Map(counts.map((c) => [c._id, c.n]));
  return memberships.flatMap(({ teamId, role }) => {
    const team = byId.get(teamId);
    return team ? [{ team, role, memberCount: countOf.get(teamId) ?? 0 }] : [];
  });
}

/** Departures: a member's last stay, kept after they left (store/teams.ts). */
function departures({ Departures }: Models): Pick<TeamStore, 'recordDeparture' | 'departure'> {
  return {
    recordDeparture: async ({ teamId, userId, joinedAt, leftAt }) => {
      try {
        await Departures.updateOne(
          { teamId, userId },
          { $set: { joinedAt, leftAt } },
          { upsert: true },
        );
      } catch (err) {
        // Two departures at once: the other's insert won, and this one's is as good.
        if (!isDuplicateKey(err)) throw err;
      }
    },
    departure: async (teamId, userId) => {
      const doc = await Departures.findOne({ teamId, userId }).lean<DepartureRecord>();
      return doc ? { teamId, userId, joinedAt: doc.joinedAt, leftAt: doc.leftAt } : null;
    },
  };
}

export function mongoTeamStore(connection: Connection): TeamStore {
  const models: Models = {
    Teams: teamModel(connection),
    Members: memberModel(connection),
    Invitations: invitationModel(connection),
    Departures: departureModel(connection),
  };
  const { Teams, Members, Invitations, Departures } = models;
  return {
    // No transaction (a standalone server has none): the team, then its owner, and the team
    // taken back if the owner cannot be written.
    create: async ({ id, name, createdAt }, ownerId) => {
      await Teams.create({ _id: id, name, createdAt });
      try {
        await Members.create({ teamId: id, userId: ownerId, role: 'owner', joinedAt: createdAt });
      } catch (err) {
        await Teams.deleteOne({ _id: id });
        throw err;
      }
    },
    get: async (id) => {
      const doc = await Teams.findById(id).lean<TeamDoc>();
      return doc ? toTeam(doc) : null;
    },
    rename: async (id, name) =>
      (await Teams.updateOne({ _id: id }, { $set: { name } })).matchedCount === 1,
    teamsOf: (userId) => teamsOf(models, userId),
    members: async (teamId) =>
      (await Members.find({ teamId }).sort({ joinedAt: 1, userId: 1 }).lean<MemberDoc[]>()).map(
        toMember,
      ),
    membership: async (teamId, userId) => {
      const doc = await Members.findOne({ teamId, userId }).lean<MemberDoc>();
      return doc ? toMember(doc) : null;
    },
    // A member already, or (against the types) a second owner: a unique index refuses it.
    addMember: async ({ teamId, userId, role, joinedAt }) => {
      try {
        await Members.create({ teamId, userId, role, joinedAt });
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },
    setRole: async (teamId, userId, role) =>
      (await Members.updateOne({ teamId, userId, role: notOwner() }, { $set: { role } }))
        .matchedCount === 1,
    removeMember: async (teamId, userId) =>
      (await Members.deleteOne({ teamId, userId, role: notOwner() })).deletedCount === 1,
    handOver: (teamId, from, to) => handOver(models, teamId, from, to),
    ...departures(models),
    // The team first: members and invitations left by an interruption belong to no team a
    // caller can find, and a retry removes them. Its flipbooks and kits go back to the people
    // who made them, as SQLite's foreign keys do.
    delete: async (id) => {
      const { deletedCount } = await Teams.deleteOne({ _id: id });
      await Members.deleteMany({ teamId: id });
      await Invitations.deleteMany({ teamId: id });
      await Departures.deleteMany({ teamId: id });
      for (const collection of ['flipbooks', 'kits'])
        await connection
          .collection(collection)
          .updateMany({ teamId: id }, { $set: { teamId: null } });
      return deletedCount === 1;
    },
    count: () => Teams.countDocuments({}),
  };
}

export function mongoInvitationStore(connection: Connection): InvitationStore {
  const Invitations = invitationModel(connection);
  const open = { acceptedAt: null, withdrawnAt: null };
  const pendingAt = (now: string) => ({ ...open, expiresAt: operator({ $gt: now }) });
  return {
    create: async ({ id, ...invitation }) => {
      await Invitations.create({ _id: id, ...invitation });
    },
    findByTokenHash: async (tokenHash) => {
      const doc = await Invitations.findOne({ tokenHash }).lean<InvitationDoc>();
      return doc ? toInvitation(doc) : null;
    },
    pending: async (teamId, now) =>
      (
        await Invitations.find({ teamId, ...pendingAt(now) })
          .sort({ createdAt: -1, _id: 1 })
          .lean<InvitationDoc[]>()
      ).map(toInvitation),
    withdraw: async (teamId, id, at) =>
      (await Invitations.updateOne({ _id: id, teamId, ...open }, { $set: { withdrawnAt: at } }))
        .matchedCount === 1,
    withdrawFor: async (teamId, email, at) =>
      (await Invitations.updateMany({ teamId, email, ...open }, { $set: { withdrawnAt: at } }))
        .matchedCount,
    // One conditional update: of callers accepting at once, the server lets one match.
    accept: async (id, at, now) =>
      (await Invitations.updateOne({ _id: id, ...pendingAt(now) }, { $set: { acceptedAt: at } }))
        .matchedCount === 1,
  };
}

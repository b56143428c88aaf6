import type Database from 'better-sqlite3';
import type { TeamRole } from '#core/team-roles';
import type {
  DepartureRecord,
  InvitationRecord,
  InvitationStore,
  MembershipRecord,
  TeamRecord,
  TeamStore,
} from '../teams';

interface TeamRow {
  id: string;
  name: string;
  created_at: string;
}
interface MemberRow {
  team_id: string;
  user_id: string;
  role: TeamRole;
  joined_at: string;
}
interface InvitationRow {
  id: string;
  team_id: string;
  email: string;
  role: InvitationRecord['role'];
  token_hash: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  withdrawn_at: string | null;
}

const toTeam = (row: TeamRow): TeamRecord => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
});
const toMember = (row: MemberRow): MembershipRecord => ({
  teamId: row.team_id,
  userId: row.user_id,
  role: row.role,
  joinedAt: row.joined_at,
});
const toInvitation = (row: InvitationRow): InvitationRecord => ({
  id: row.id,
  teamId: row.team_id,
  email: row.email,
  role: row.role,
  tokenHash: row.token_hash,
  invitedBy: row.invited_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  acceptedAt: row.accepted_at,
  withdrawnAt: row.withdrawn_at,
});

/** The team statements, prepared once. */
function teamStatements(db: Database.Database) {
  const insertTeam = db.prepare('INSERT INTO teams (id, name, created_at) VALUES (?, ?, ?)');
  const insertMember = db.prepare(
    `INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (team_id, user_id) DO NOTHING`,
  );
  const get = db.prepare<[string], TeamRow>('SELECT * FROM teams WHERE id = ?');
  const rename = db.prepare<[string, string]>('UPDATE teams SET name = ? WHERE id = ?');
  const teamsOf = db.prepare<[string], TeamRow & { role: TeamRole; member_count: number }>(
    `SELECT t.*, m.role,
       (SELECT count(*) FROM team_members c WHERE c.team_id = t.id) AS member_count
     FROM team_members m JOIN teams t ON t.id = m.team_id
     WHERE m.user_id = ? ORDER BY m.joined_at, t.id`,
  );
  const members = db.prepare<[string], MemberRow>(
    'SELECT * FROM team_members WHERE team_id = ? ORDER BY joined_at, user_id',
  );
  const membership = db.prepare<[string, string], MemberRow>(
    'SELECT * FROM team_members WHERE team_id = ? AND user_id = ?',
  );
  const setRole = db.prepare<[string, string, string]>(
    `UPDATE team_members SET role = ? WHERE team_id = ? AND user_id = ? AND role <> 'owner'`,
  );
  const remove = db.prepare<[string, string]>(
    `DELETE FROM team_members WHERE team_id = ? AND user_id = ? AND role <> 'owner'`,
  );
  const demoteOwner = db.prepare<[string, string]>(
    `UPDATE team_members SET role = 'admin' WHERE team_id = ? AND user_id = ? AND role = 'owner'`,
  );
  const promote = db.prepare<[string, string]>(
    `UPDATE team_members SET role = 'owner' WHERE team_id = ? AND user_id = ?`,
  );
  const deleteTeam = db.prepare<[string]>('DELETE FROM teams WHERE id = ?');
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM teams');

  return {
    insertTeam,
    insertMember,
    get,
    rename,
    teamsOf,
    members,
    membership,
    setRole,
    remove,
    demoteOwner,
    promote,
    deleteTeam,
    count,
  };
}

/** Departures: a member's last stay, kept after they left (store/teams.ts). */
function departures(db: Database.Database): Pick<TeamStore, 'recordDeparture' | 'departure'> {
  const record = db.prepare(
    `INSERT INTO team_departures (team_id, user_id, joined_at, left_at)
     VALUES (@teamId, @userId, @joinedAt, @leftAt)
     ON CONFLICT (team_id, user_id) DO UPDATE SET joined_at = excluded.joined_at,
       left_at = excluded.left_at`,
  );
  const get = db.prepare<[string, string], { joined_at: string; left_at: string }>(
    'SELECT joined_at, left_at FROM team_departures WHERE team_id = ? AND user_id = ?',
  );
  return {
    recordDeparture: async (departure: DepartureRecord) => {
      record.run(departure);
    },
    departure: async (teamId, userId) => {
      const row = get.get(teamId, userId);
      return row ? { teamId, userId, joinedAt: row.joined_at, leftAt: row.left_at } : null;
    },
  };
}

export function sqliteTeamStore(db: Database.Database): TeamStore {
  const q = teamStatements(db);
  const create = db.transaction((team: TeamRecord, ownerId: string) => {
    q.insertTeam.run(team.id, team.name, team.createdAt);
    q.insertMember.run(team.id, ownerId, 'owner', team.createdAt);
  });
  const handOver = db.transaction((teamId: string, from: string, to: string): boolean => {
    if (from === to || !q.membership.get(teamId, to)) return false;
    if (q.demoteOwner.run(teamId, from).changes !== 1) return false;
    q.promote.run(teamId, to);
    return true;
  });

  return {
    create: async (team, ownerId) => {
      create(team, ownerId);
    },
    get: async (id) => {
      const row = q.get.get(id);
      return row ? toTeam(row) : null;
    },
    rename: async (id, name) => q.rename.run(name, id).changes === 1,
    teamsOf: async (userId) =>
      q.teamsOf.all(userId).map((row) => ({
        team: toTeam(row),
        role: row.role,
        memberCount: row.member_count,
      })),
    members: async (teamId) => q.members.all(teamId).map(toMember),
    membership: async (teamId, userId) => {
      const row = q.membership.get(teamId, userId);
      return row ? toMember(row) : null;
    },
    addMember: async (m) =>
      q.insertMember.run(m.teamId, m.userId, m.role, m.joinedAt).changes === 1,
    setRole: async (teamId, userId, role) => q.setRole.run(role, teamId, userId).changes === 1,
    removeMember: async (teamId, userId) => q.remove.run(teamId, userId).changes === 1,
    handOver: async (teamId, from, to) => handOver(teamId, from, to),
    ...departures(db),
    delete: async (id) => q.deleteTeam.run(id).changes === 1,
    count: async () => q.count.get()?.n ?? 0,
  };
}

export function sqliteInvitationStore(db: Database.Database): InvitationStore {
  const insert = db.prepare(
    `INSERT INTO team_invitations (id, team_id, email, role, token_hash, invited_by, created_at,
       expires_at, accepted_at, withdrawn_at)
     VALUES (@id, @teamId, @email, @role, @tokenHash, @invitedBy, @createdAt, @expiresAt,
       @acceptedAt, @withdrawnAt)`,
  );
  const byHash = db.prepare<[string], InvitationRow>(
    'SELECT * FROM team_invitations WHERE token_hash = ?',
  );
  const PENDING = 'accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > @now';
  const pending = db.prepare<{ teamId: string; now: string }, InvitationRow>(
    `SELECT * FROM team_invitations WHERE team_id = @teamId AND ${PENDING}
     ORDER BY created_at DESC, id`,
  );
  const withdraw = db.prepare(
    `UPDATE team_invitations SET withdrawn_at = @at
     WHERE team_id = @teamId AND id = @id AND accepted_at IS NULL AND withdrawn_at IS NULL`,
  );
  const withdrawFor = db.prepare(
    `UPDATE team_invitations SET withdrawn_at = @at
     WHERE team_id = @teamId AND email = @email AND accepted_at IS NULL AND withdrawn_at IS NULL`,
  );
  const accept = db.prepare(
    `UPDATE team_invitations SET accepted_at = @at WHERE id = @id AND ${PENDING}`,
  );
  return {
    create: async (invitation) => {
      insert.run(invitation);
    },
    findByTokenHash: async (tokenHash) => {
      const row = byHash.get(tokenHash);
      return row ? toInvitation(row) : null;
    },
    pending: async (teamId, now) => pending.all({ teamId, now }).map(toInvitation),
    withdraw: async (teamId, id, at) => withdraw.run({ teamId, id, at }).changes === 1,
    withdrawFor: async (teamId, email, at) => withdrawFor.run({ teamId, email, at }).changes,
    accept: async (id, at, now) => accept.run({ id, at, now }).changes === 1,
  };
}

import type { GrantableRole, TeamRole } from '#core/team-roles';

/** A team: an organization's shared library and its members (docs/teams.md). */
export interface TeamRecord {
  id: string;
  name: string;
  createdAt: string;
}

export interface MembershipRecord {
  teamId: string;
  userId: string;
  role: TeamRole;
  joinedAt: string;
}

/**
 * A member who left the team or was removed: their last stay in it. A kiosk lead they captured
 * then may still arrive later (docs/teams.md, "Leads").
 */
export interface DepartureRecord {
  teamId: string;
  userId: string;
  joinedAt: string;
  leftAt: string;
}

/**
 * An invitation to join a team as `role`, bound to one address. Only the SHA-256 of its secret is
 * stored; it is pending until accepted, withdrawn or past `expiresAt`.
 */
export interface InvitationRecord {
  id: string;
  teamId: string;
  /** Lower case, as user e-mails are stored. */
  email: string;
  role: GrantableRole;
  tokenHash: string;
  /** The member who sent it (a user id). */
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  withdrawnAt: string | null;
}

/** Teams and their members. A team has exactly one owner at every moment; the store keeps it so. */
export interface TeamStore {
  /** Inserts a team with its owner, both or neither. */
  create(team: TeamRecord, ownerId: string): Promise<void>;
  get(id: string): Promise<TeamRecord | null>;
  rename(id: string, name: string): Promise<boolean>;
  /** The teams a user belongs to with their role there, oldest membership first. */
  teamsOf(userId: string): Promise<{ team: TeamRecord; role: TeamRole; memberCount: number }[]>;
  /** A team's members, in the order they joined. */
  members(teamId: string): Promise<MembershipRecord[]>;
  membership(teamId: string, userId: string): Promise<MembershipRecord | null>;
  /** Adds a member (never as owner); false when they are one already. */
  addMember(member: MembershipRecord & { role: GrantableRole }): Promise<boolean>;
  /** Changes a member's role (never to or from owner); false when they are not one, or own it. */
  setRole(teamId: string, userId: string, role: GrantableRole): Promise<boolean>;
  /** Removes a member other than the owner; false when they are not one, or own it. */
  removeMember(teamId: string, userId: string): Promise<boolean>;
  /**
   * Makes member `to` the owner and the owner `from` an admin, at once; false (and nothing
   * changed) unless `from` owns the team and `to` is another member.
   */
  handOver(teamId: string, from: string, to: string): Promise<boolean>;
  /** Keeps a member's departure; a later one of the same person replaces it. */
  recordDeparture(departure: DepartureRecord): Promise<void>;
  /** When someone last left the team, or null if they never did. */
  departure(teamId: string, userId: string): Promise<DepartureRecord | null>;
  /** Deletes a team, its memberships, invitations and departures. */
  delete(id: string): Promise<boolean>;
  /** How many teams there are (the admin dashboard). */
  count(): Promise<number>;
}

export interface InvitationStore {
  create(invitation: InvitationRecord): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<InvitationRecord | null>;
  /** A team's invitations not accepted, withdrawn or expired at `now`, newest first. */
  pending(teamId: string, now: string): Promise<InvitationRecord[]>;
  /** Withdraws a pending invitation of the team; false when there was none. */
  withdraw(teamId: string, id: string, at: string): Promise<boolean>;
  /** Withdraws every pending invitation of the team to `email` (a new one replaces them). */
  withdrawFor(teamId: string, email: string, at: string): Promise<number>;
  /**
   * Marks a pending, unexpired invitation accepted: true for exactly one caller, however many
   * accept it at once.
   */
  accept(id: string, at: string, now: string): Promise<boolean>;
}

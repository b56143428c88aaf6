import crypto from 'node:crypto';
import { ERROR_CODES } from '#core/errors';
import type { CreateTeamInput, TeamSummary } from '#core/schemas/teams';
import {
  canGiveRole,
  canLeave,
  canManageMember,
  type GrantableRole,
  TEAM_LIMITS,
  teamCan,
} from '#core/team-roles';
import { conflict, forbidden } from '../../http-errors';
import type { Store } from '../../store/port';
import type { MembershipRecord, TeamRecord } from '../../store/teams';
import type { UserRecord } from '../../store/users';
import { memberNotFound, memberOf, mustBeAllowed, type Place, placeIn } from './access';
import { type TeamView, toTeamSummary } from './present';

export interface TeamServiceDeps {
  store: Store;
  now: () => number;
}

const NOT_VERIFIED_TO_CREATE = 'Please verify your email address before creating a team.';

/**
 * Teams and their members (docs/teams.md): who is in a team and with which role. The rules of
 * who may do what are core/team-roles.ts; this applies them to the store.
 */
export class TeamService {
  private readonly store: Store;
  private readonly now: () => number;

  constructor(deps: TeamServiceDeps) {
    this.store = deps.store;
    this.now = deps.now;
  }

  private iso(): string {
    return new Date(this.now()).toISOString();
  }

  listMine(user: UserRecord) {
    return this.store.teams.teamsOf(user.id);
  }

  /** The person's teams as `GET /api/teams` lists them (a sign-in's reply carries them too). */
  async summariesOf(user: UserRecord): Promise<TeamSummary[]> {
    return (await this.listMine(user)).map((t) => toTeamSummary(t.team, t.role, t.memberCount));
  }

  async create(user: UserRecord, input: CreateTeamInput): Promise<TeamView> {
    if (!user.isVerified) throw forbidden(NOT_VERIFIED_TO_CREATE, ERROR_CODES.EMAIL_NOT_VERIFIED);
    if ((await this.store.teams.teamsOf(user.id)).length >= TEAM_LIMITS.maxTeamsPerUser)
      throw conflict(`You can be in at most ${TEAM_LIMITS.maxTeamsPerUser} teams`);
    const team = await this.found(user, input.name);
    return this.view(team, 'owner');
  }

  /** A new team owned by `user`: a sign-up as an organization makes one named as the account. */
  async found(user: UserRecord, name: string): Promise<TeamRecord> {
    const team: TeamRecord = { id: crypto.randomUUID(), name, createdAt: this.iso() };
    await this.store.teams.create(team, user.id);
    return team;
  }

  async detail(user: UserRecord, teamId: string): Promise<TeamView> {
    const { team, me } = await placeIn(this.store, teamId, user.id);
    return this.view(team, me.role);
  }

  async rename(user: UserRecord, teamId: string, name: string): Promise<TeamView> {
    const place = await placeIn(this.store, teamId, user.id);
    mustBeAllowed(place, 'renameTeam');
    await this.store.teams.rename(teamId, name);
    return this.view({ ...place.team, name }, place.me.role);
  }

  async changeRole(
    user: UserRecord,
    teamId: string,
    userId: string,
    role: GrantableRole,
  ): Promise<TeamView> {
    const place = await placeIn(this.store, teamId, user.id);
    mustBeAllowed(place, 'manageMembers');
    const target = await memberOf(this.store, teamId, userId);
    if (!canGiveRole(place.me.role, target.role, role))
      throw forbidden('You cannot give this member that role');
    if (!(await this.store.teams.setRole(teamId, userId, role))) throw memberNotFound();
    return this.view(place.team, place.me.role);
  }

  /** Removes a member, or the caller themselves when `userId` is theirs (leaving). */
  async removeMember(user: UserRecord, teamId: string, userId: string): Promise<void> {
    const place = await placeIn(this.store, teamId, user.id);
    if (userId === user.id) return this.leave(place);
    mustBeAllowed(place, 'manageMembers');
    const target = await memberOf(this.store, teamId, userId);
    if (!canManageMember(place.me.role, target.role))
      throw forbidden('You cannot remove this member');
    if (!(await this.depart(target))) throw memberNotFound();
  }

  private async leave({ me }: Place): Promise<void> {
    if (!canLeave(me.role)) throw conflict('Hand the team over to another member before you leave');
    // A hand-over that made the caller owner meanwhile leaves them in: the store refuses owners.
    if (!(await this.depart(me)))
      throw conflict('Hand the team over to another member before you leave');
  }

  /**
   * Ends a membership, keeping when it began and ended: a kiosk lead the member captured until
   * now may still arrive (docs/teams.md, "Leads"). The departure is kept first, so no removal
   * goes without it; one kept for a removal the store then refused is never read, as it is read
   * only of someone who is not a member.
   */
  private async depart({ teamId, userId, joinedAt }: MembershipRecord): Promise<boolean> {
    await this.store.teams.recordDeparture({ teamId, userId, joinedAt, leftAt: this.iso() });
    return this.store.teams.removeMember(teamId, userId);
  }

  /** Makes another member the owner; the caller, owner until now, becomes an admin. */
  async handOver(user: UserRecord, teamId: string, toUserId: string): Promise<TeamView> {
    const place = await placeIn(this.store, teamId, user.id);
    mustBeAllowed(place, 'handOver');
    if (toUserId === user.id) throw memberNotFound();
    await memberOf(this.store, teamId, toUserId);
    if (!(await this.store.teams.handOver(teamId, user.id, toUserId))) throw memberNotFound();
    return this.view(place.team, 'admin');
  }

  /**
   * Before an account goes: refused (409) while it owns a team with other members; a team it is
   * alone in goes with it, and its other memberships end (a store without cascades keeps them).
   */
  async releaseAccount(userId: string): Promise<void> {
    const teams = await this.store.teams.teamsOf(userId);
    if (teams.some((t) => t.role === 'owner' && t.memberCount > 1))
      throw conflict('Hand your team over to another member before you delete your account');
    for (const { team, role } of teams) {
      if (role === 'owner') await this.store.teams.delete(team.id);
      else await this.store.teams.removeMember(team.id, userId);
    }
  }

  /**
   * Before a member's account goes, after `releaseAccount`: every flipbook they made in a team's
   * library, tombstones too, passes to that team's owner with its reading counters, its leads and
   * their mails, so the team keeps its library and figures. Those of a team that went with them
   * are theirs again by then, and go with their own.
   */
  async passOnTeamWork(userId: string): Promise<void> {
    const kits = (await this.store.kits.listByOwner(userId)).filter((kit) => kit.teamId !== null);
    const made = groupByTeam([
      ...(await this.store.flipbooks.madeInTeams(userId)).map((f) => ({ ...f, kind: 'book' })),
      ...kits.map((kit) => ({ id: kit.id, teamId: kit.teamId ?? '', kind: 'kit' })),
    ]);
    for (const [teamId, items] of made) {
      const owner = (await this.store.teams.members(teamId)).find((m) => m.role === 'owner');
      if (!owner || owner.userId === userId) continue;
      const ids = items.filter((i) => i.kind === 'book').map((i) => i.id);
      await this.store.kits.passOn(
        items.filter((i) => i.kind === 'kit').map((i) => i.id),
        userId,
        owner.userId,
      );
      // The flipbooks last: a deletion cut short and retried finds them still to pass on.
      await this.store.reading.passOn(ids, owner.userId);
      const leads = await this.store.leads.passOn(ids, userId, owner.userId);
      await this.store.mailOutbox.passOn(leads, userId, owner.userId);
      await this.store.flipbooks.passOn(ids, userId, owner.userId);
    }
  }

  /** The team with its members and, for those who manage them, its pending invitations. */
  async view(team: TeamRecord, role: TeamView['role']): Promise<TeamView> {
    const [memberships, invitations] = await Promise.all([
      this.store.teams.members(team.id),
      teamCan(role, 'manageMembers')
        ? this.store.invitations.pending(team.id, this.iso())
        : Promise.resolve([]),
    ]);
    const users = await Promise.all(memberships.map((m) => this.store.users.findById(m.userId)));
    // An account deleted a moment ago may still hold a membership on a store without cascades.
    const members = memberships.flatMap((membership, i) => {
      const found = users[i];
      return found ? [{ membership, user: found }] : [];
    });
    return { team, role, members, invitations };
  }
}

/** A member's team flipbooks and kits, by the team whose library holds them. */
function groupByTeam<T extends { teamId: string }>(items: T[]): Map<string, T[]> {
  const byTeam = new Map<string, T[]>();
  for (const item of items) byTeam.set(item.teamId, [...(byTeam.get(item.teamId) ?? []), item]);
  return byTeam;
}

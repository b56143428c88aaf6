import { type FlipbookAccess, flipbookAccess } from '#core/library-access';
import type { TeamRole } from '#core/team-roles';

/** A team as the fake server keeps it: its members with their roles, and who has left it. */
export interface ServerTeam {
  name: string;
  members: Map<string, TeamRole>;
  /** Former members: a lead one of them captured before leaving is still taken. */
  former: Set<string>;
}

/**
 * A model of the API's teams as the sync engine meets them (docs/teams.md): who is in which team
 * with which role, the list of one's teams (`GET /api/teams`), and what a person may do with a
 * flipbook of a library (core/library-access.ts).
 */
export function fakeTeams() {
  const teams = new Map<string, ServerTeam>();

  const roleOf = (teamId: string | null, userId: string): TeamRole | null =>
    (teamId !== null && teams.get(teamId)?.members.get(userId)) || null;

  return {
    teams,
    roleOf,
    /** A team named `name`, its members and their roles. */
    add(teamId: string, name: string, members: Record<string, TeamRole>) {
      teams.set(teamId, { name, members: new Map(Object.entries(members)), former: new Set() });
    },
    /** `userId` joins (an accepted invitation) or, already in, takes the role. */
    join(teamId: string, userId: string, role: TeamRole) {
      teams.get(teamId)?.members.set(userId, role);
      teams.get(teamId)?.former.delete(userId);
    },
    /** `userId` leaves the team, or is removed from it. */
    remove(teamId: string, userId: string) {
      const team = teams.get(teamId);
      if (!team?.members.delete(userId)) return;
      team.former.add(userId);
    },
    access(book: { ownerId: string; teamId: string | null }, userId: string): FlipbookAccess {
      return flipbookAccess(book, userId, roleOf(book.teamId, userId));
    },
    /** Whether `userId` is or was in the team (a kiosk's lead they captured is the team's). */
    everIn: (teamId: string, userId: string) =>
      roleOf(teamId, userId) !== null || (teams.get(teamId)?.former.has(userId) ?? false),
    /** What `GET /api/teams` answers `userId`. */
    listFor: (userId: string) =>
      [...teams].flatMap(([id, team]) => {
        const role = team.members.get(userId);
        return role ? [{ id, name: team.name, role, memberCount: team.members.size }] : [];
      }),
  };
}

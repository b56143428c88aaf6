import type { PendingInvitation, TeamDetail, TeamMember } from '#core/schemas/teams';
import { type GrantableRole, TEAM_ROLE_LABELS } from '#core/team-roles';
import { toast } from '../../../ui/toast';
import { type RunChange, useOneChange } from '../../../ui/use-one-change';
import { teamCalls } from '../team-calls';

interface Refresh {
  apply: (team: TeamDetail) => void;
  /** Reads the team again (a reply without it: a removal, a withdrawal). */
  readTeam: () => Promise<void>;
  /** Reads the list of teams again (after leaving one). */
  readList: () => Promise<void>;
  /** Where focus goes when the control that had it is gone with its row. */
  refocus: () => void;
}

/** A member as the page names them: their name, else their username. */
export const shownName = (member: TeamMember) => member.name || member.username;

const memberActions = (run: RunChange<string>, team: TeamDetail, refresh: Refresh) => ({
  changeRole: (member: TeamMember, role: GrantableRole) =>
    run(
      `role:${member.userId}`,
      () => teamCalls.changeRole(team.id, member.userId, role),
      `Failed to change ${shownName(member)}’s role`,
      (next) => {
        refresh.apply(next);
        toast({ title: `${shownName(member)} is now ${TEAM_ROLE_LABELS[role]}` });
      },
    ),
  remove: (member: TeamMember) =>
    run(
      `remove:${member.userId}`,
      () => teamCalls.remove(team.id, member.userId),
      `Failed to remove ${shownName(member)}`,
      async () => {
        toast({ title: `${shownName(member)} was removed from ${team.name}` });
        await refresh.readTeam();
        refresh.refocus();
      },
    ),
  handOver: (member: TeamMember) =>
    run(
      `hand-over:${member.userId}`,
      () => teamCalls.handOver(team.id, member.userId),
      'Failed to hand the team over',
      (next) => {
        refresh.apply(next);
        toast({ title: `${shownName(member)} now owns ${team.name}` });
        refresh.refocus();
      },
    ),
});

const teamWideActions = (
  run: RunChange<string>,
  team: TeamDetail,
  meId: string,
  refresh: Refresh,
) => ({
  leave: () =>
    run(
      'leave',
      () => teamCalls.remove(team.id, meId),
      'Failed to leave the team',
      async () => {
        toast({ title: `You left ${team.name}` });
        await refresh.readList();
        refresh.refocus();
      },
    ),
  withdraw: (invitation: PendingInvitation) =>
    run(
      `withdraw:${invitation.id}`,
      () => teamCalls.withdraw(team.id, invitation.id),
      'Failed to withdraw the invitation',
      async () => {
        toast({ title: `Invitation to ${invitation.email} withdrawn` });
        await refresh.readTeam();
        refresh.refocus();
      },
    ),
});

/** The changes to a team's members and invitations, each saying in a toast how it went. */
export function useTeamActions(team: TeamDetail, meId: string, refresh: Refresh) {
  const { busy, run } = useOneChange<string>();
  return {
    busy,
    ...memberActions(run, team, refresh),
    ...teamWideActions(run, team, meId, refresh),
  };
}

export type TeamActions = ReturnType<typeof useTeamActions>;

import type { PendingInvitation, TeamDetail, TeamMember } from '#core/schemas/teams';
import type { GrantableRole } from '#core/team-roles';
import { toast } from '../../../ui/toast';
import { type RunChange, useOneChange } from '../../../ui/use-one-change';
import { teamCalls } from '../team-calls';
import { ROLE_NAME, useTeamsT } from '../team-texts';

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

type Texts = ReturnType<typeof useTeamsT>;

const memberActions = (t: Texts, run: RunChange<string>, team: TeamDetail, refresh: Refresh) => ({
  changeRole: (member: TeamMember, role: GrantableRole) =>
    run(
      `role:${member.userId}`,
      () => teamCalls.changeRole(team.id, member.userId, role),
      t('teams.role.changeFailed', { name: shownName(member) }),
      (next) => {
        refresh.apply(next);
        toast({
          title: t('teams.role.changed', { name: shownName(member), role: t(ROLE_NAME[role]) }),
        });
      },
    ),
  remove: (member: TeamMember) =>
    run(
      `remove:${member.userId}`,
      () => teamCalls.remove(team.id, member.userId),
      t('teams.remove.failed', { name: shownName(member) }),
      async () => {
        toast({ title: t('teams.remove.done', { name: shownName(member), team: team.name }) });
        await refresh.readTeam();
        refresh.refocus();
      },
    ),
  handOver: (member: TeamMember) =>
    run(
      `hand-over:${member.userId}`,
      () => teamCalls.handOver(team.id, member.userId),
      t('teams.handOver.failed'),
      (next) => {
        refresh.apply(next);
        toast({ title: t('teams.handOver.done', { name: shownName(member), team: team.name }) });
        refresh.refocus();
      },
    ),
});

const teamWideActions = (
  t: Texts,
  run: RunChange<string>,
  team: TeamDetail,
  meId: string,
  refresh: Refresh,
) => ({
  leave: () =>
    run(
      'leave',
      () => teamCalls.remove(team.id, meId),
      t('teams.leave.failed'),
      async () => {
        toast({ title: t('teams.leave.done', { team: team.name }) });
        await refresh.readList();
        refresh.refocus();
      },
    ),
  withdraw: (invitation: PendingInvitation) =>
    run(
      `withdraw:${invitation.id}`,
      () => teamCalls.withdraw(team.id, invitation.id),
      t('teams.withdraw.failed'),
      async () => {
        toast({ title: t('teams.withdraw.done', { email: invitation.email }) });
        await refresh.readTeam();
        refresh.refocus();
      },
    ),
});

/** The changes to a team's members and invitations, each saying in a toast how it went. */
export function useTeamActions(team: TeamDetail, meId: string, refresh: Refresh) {
  const t = useTeamsT();
  const { busy, run } = useOneChange<string>();
  return {
    busy,
    ...memberActions(t, run, team, refresh),
    ...teamWideActions(t, run, team, meId, refresh),
  };
}

export type TeamActions = ReturnType<typeof useTeamActions>;

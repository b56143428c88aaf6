import type {
  InvitationPreview,
  PendingInvitation,
  TeamDetail,
  TeamMember,
  TeamSummary,
} from '#core/schemas/teams';
import type { TeamRole } from '#core/team-roles';
import type { InvitationRecord, MembershipRecord, TeamRecord } from '../../store/teams';
import type { UserRecord } from '../../store/users';

/** A team as one of its members sees it, before it is a reply. */
export interface TeamView {
  team: TeamRecord;
  /** The caller's role there. */
  role: TeamRole;
  members: { membership: MembershipRecord; user: UserRecord }[];
  /** Empty unless the caller manages members. */
  invitations: InvitationRecord[];
}

export const toTeamSummary = (
  team: TeamRecord,
  role: TeamRole,
  memberCount: number,
): TeamSummary => ({
  id: team.id,
  name: team.name,
  role,
  memberCount,
});

const toTeamMember = ({ membership, user }: TeamView['members'][number]): TeamMember => ({
  userId: user.id,
  name: user.name,
  username: user.username,
  email: user.email,
  role: membership.role,
  joinedAt: membership.joinedAt,
});

/** No secret's hash, no state: a pending invitation is all the list holds. */
export const toPendingInvitation = (invitation: InvitationRecord): PendingInvitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  invitedBy: invitation.invitedBy,
  createdAt: invitation.createdAt,
  expiresAt: invitation.expiresAt,
});

export const toTeamDetail = (view: TeamView): TeamDetail => ({
  ...toTeamSummary(view.team, view.role, view.members.length),
  createdAt: view.team.createdAt,
  members: view.members.map(toTeamMember),
  invitations: view.invitations.map(toPendingInvitation),
});

export const toInvitationPreview = (
  invitation: InvitationRecord,
  team: TeamRecord,
  invitedByName: string,
): InvitationPreview => ({
  teamName: team.name,
  role: invitation.role,
  email: invitation.email,
  invitedByName,
  expiresAt: invitation.expiresAt,
});

import type { TeamMember } from '#core/schemas/teams';
import {
  canGiveRole,
  canInviteAs,
  canLeave,
  canManageMember,
  GRANTABLE_ROLES,
  type GrantableRole,
  type TeamRole,
  teamCan,
} from '#core/team-roles';

/** What the tab offers for one member: the roles it may give them, removing, handing over. */
export interface MemberControls {
  /** Empty when the member's role is not the caller's to change (no select at all). */
  roleChoices: GrantableRole[];
  removable: boolean;
  handOver: boolean;
}

/** The controls core/team-roles.ts allows `actor` (the caller, `meId`) on `member`. */
export function memberControls(actor: TeamRole, member: TeamMember, meId: string): MemberControls {
  return {
    roleChoices: GRANTABLE_ROLES.filter((role) => canGiveRole(actor, member.role, role)),
    removable: canManageMember(actor, member.role),
    handOver: teamCan(actor, 'handOver') && member.userId !== meId,
  };
}

/** What the tab offers for the team as a whole, to someone of role `actor`. */
export function teamControls(actor: TeamRole) {
  return {
    inviteRoles: GRANTABLE_ROLES.filter((role) => canInviteAs(actor, role)),
    manageMembers: teamCan(actor, 'manageMembers'),
    rename: teamCan(actor, 'renameTeam'),
    leave: canLeave(actor),
  };
}

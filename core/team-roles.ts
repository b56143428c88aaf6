/**
 * Teams: an organization's shared library, and who may do what in it (docs/teams.md). The rules
 * live here once; the API enforces them and the page shows only the controls they allow.
 */

/** From most to least: one owner; admins run members and settings; editors make; presenters show. */
export const TEAM_ROLES = ['owner', 'admin', 'editor', 'presenter'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation or a role change may give: ownership only passes by a hand-over. */
export const GRANTABLE_ROLES = ['admin', 'editor', 'presenter'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

// The page names each role, and says what it may do, in the page's language: the teams catalogues
// (core/i18n/messages/teams); a mail, in the mail catalogue.

const RANK: Record<TeamRole, number> = { owner: 3, admin: 2, editor: 1, presenter: 0 };

/** What a member may do in the team. */
export type TeamAction =
  | 'viewLibrary'
  | 'presentKits'
  | 'captureLeads'
  | 'editFlipbooks'
  | 'manageKits'
  | 'seeAllLeads'
  | 'manageMembers'
  | 'renameTeam'
  | 'handOver';

const LEAST_ROLE: Record<TeamAction, TeamRole> = {
  viewLibrary: 'presenter',
  presentKits: 'presenter',
  captureLeads: 'presenter',
  editFlipbooks: 'editor',
  manageKits: 'editor',
  seeAllLeads: 'admin',
  manageMembers: 'admin',
  renameTeam: 'admin',
  handOver: 'owner',
};

export const teamCan = (role: TeamRole, action: TeamAction): boolean =>
  RANK[role] >= RANK[LEAST_ROLE[action]];

/** Whether `actor` may invite someone as `role`: members' managers, never above themselves. */
export const canInviteAs = (actor: TeamRole, role: TeamRole): boolean =>
  teamCan(actor, 'manageMembers') && role !== 'owner' && RANK[role] <= RANK[actor];

/**
 * Whether `actor` may change or remove a member who is `target`: only someone ranked above them
 * (an admin manages editors and presenters, the owner everyone), so no one raises or removes
 * themselves or their equal; leaving is its own rule (`canLeave`).
 */
export const canManageMember = (actor: TeamRole, target: TeamRole): boolean =>
  teamCan(actor, 'manageMembers') && RANK[actor] > RANK[target];

/** Whether `actor` may give a member they manage the role `role`: not above their own. */
export const canGiveRole = (actor: TeamRole, target: TeamRole, role: TeamRole): boolean =>
  canManageMember(actor, target) && canInviteAs(actor, role);

/** Anyone may leave but the owner, who hands the team over first: a team always has one. */
export const canLeave = (role: TeamRole): boolean => role !== 'owner';

/** How long an invitation's link works (docs/teams.md). */
export const INVITATION_DAYS = 7;

/** Members of one team, and pending invitations, at most (a bound on every list and mail). */
export const TEAM_LIMITS = { maxMembers: 200, maxPendingInvitations: 100, maxTeamsPerUser: 50 };

import { z } from 'zod';
import { unseenProblem } from '../human-text';
import { GRANTABLE_ROLES, TEAM_ROLES } from '../team-roles';
import { emailAddress } from './auth';
import { flipbookIdField } from './flipbook-id';

/** Zod schemas of the team calls (docs/api.md, "Teams"). */

const teamName = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'Team name is required')
  .max(100, 'A team name has at most 100 characters')
  .refine((value) => unseenProblem('A team name', value) === null, {
    error: (issue) => unseenProblem('A team name', String(issue.input)) ?? 'name is not valid',
  });

const grantableRole = z.enum(GRANTABLE_ROLES, {
  error: `role must be one of ${GRANTABLE_ROLES.join(', ')}`,
});

/** Team, member and invitation ids are UUIDs, under the one id rule. */
export const teamIdParam = flipbookIdField('team id');
export const memberIdParam = flipbookIdField('member id');
export const invitationIdParam = flipbookIdField('invitation id');

export const createTeamInput = z.object({ name: teamName });
export const renameTeamInput = z.object({ name: teamName });
export const inviteInput = z.object({ email: emailAddress, role: grantableRole });
export const changeRoleInput = z.object({ role: grantableRole });
export const handOverInput = z.object({ userId: flipbookIdField('userId') });
/** The invitation's secret, as its link carries it. */
export const invitationTokenInput = z.object({ token: z.string().min(16).max(256) });

export type CreateTeamInput = z.infer<typeof createTeamInput>;
export type InviteInput = z.infer<typeof inviteInput>;

const role = z.enum(TEAM_ROLES);

/** A team in the list of one's teams (the library switcher, Profile → Team). */
const teamSummary = z.object({
  id: z.string(),
  name: z.string(),
  role,
  memberCount: z.number(),
});
export type TeamSummary = z.infer<typeof teamSummary>;

const member = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof member>;

const pendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/**
 * A team as its members see it: its members, and (for those who manage members) the invitations
 * still pending; others get an empty list.
 */
const teamDetail = teamSummary.extend({
  createdAt: z.string(),
  members: z.array(member),
  invitations: z.array(pendingInvitation),
});
export type TeamDetail = z.infer<typeof teamDetail>;

/** What an invitation's link shows before it is accepted. */
const invitationPreview = z.object({
  teamName: z.string(),
  role,
  email: z.string(),
  invitedByName: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const isTeamDetail = (value: unknown): value is TeamDetail =>
  teamDetail.safeParse(value).success;
export const isTeamSummary = (value: unknown): value is TeamSummary =>
  teamSummary.safeParse(value).success;
/** The reply of the list of one's teams. */
export const isTeamList = (value: unknown): value is { items: TeamSummary[] } =>
  z.object({ items: z.array(teamSummary) }).safeParse(value).success;
export const isInvitationPreview = (value: unknown): value is InvitationPreview =>
  invitationPreview.safeParse(value).success;

import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  changeRoleInput,
  createTeamInput,
  handOverInput,
  invitationIdParam,
  invitationTokenInput,
  inviteInput,
  memberIdParam,
  renameTeamInput,
  teamIdParam,
} from '#core/schemas/teams';
import { currentUser, requireUser } from '../../middleware/guards';
import { type JsonBodies, requestBody } from '../../middleware/json-body';
import { replyWithEtag } from '../../middleware/list-etag';
import { idInPath, parseWith } from '../../middleware/validate';
import { accountWriteLimit } from '../../rate-limits/account-writes';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import { createRouter } from '../../router';
import type { InvitationService } from './invitations';
import { TEAM_RATE_LIMITS } from './limits';
import { toInvitationPreview, toPendingInvitation, toTeamDetail, toTeamSummary } from './present';
import type { TeamService } from './service';

export interface TeamRouteDeps {
  teams: TeamService;
  invitations: InvitationService;
  bodies: JsonBodies;
  limiter: RateLimiter;
}

// A malformed id names no team, member or invitation: 404, as for one that does not exist.
const teamIdOf = (ctx: Context) => idInPath(teamIdParam, ctx.params.teamId, 'Team not found');
const memberIdOf = (ctx: Context) => idInPath(memberIdParam, ctx.params.userId, 'Member not found');
const invitationIdOf = (ctx: Context) =>
  idInPath(invitationIdParam, ctx.params.invitationId, 'Invitation not found');

const ok = { success: true };

/** /api/teams and /api/invitations (docs/api.md, "Teams"): parse, call the service, present. */
export function teamRoutes(deps: TeamRouteDeps): Router {
  const router = createRouter('/api');
  teamCalls(router, deps);
  memberCalls(router, deps);
  invitationCalls(router, deps);
  return router;
}

/** The caller's teams, and one team's name. */
function teamCalls(router: Router, { teams, bodies }: TeamRouteDeps) {
  // Asked at every library check of an open device: by ETag, an unchanged list is a 304.
  router.get('/teams', requireUser, async (ctx) => {
    await replyWithEtag(ctx, { items: await teams.summariesOf(currentUser(ctx)) });
  });

  router.post('/teams', requireUser, bodies.small, async (ctx) => {
    const input = parseWith(createTeamInput, requestBody(ctx));
    ctx.status = 201;
    ctx.body = toTeamDetail(await teams.create(currentUser(ctx), input));
  });

  router.get('/teams/:teamId', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toTeamDetail(await teams.detail(currentUser(ctx), teamIdOf(ctx)));
  });

  router.patch('/teams/:teamId', requireUser, bodies.small, async (ctx) => {
    const teamId = teamIdOf(ctx);
    const { name } = parseWith(renameTeamInput, requestBody(ctx));
    ctx.body = toTeamDetail(await teams.rename(currentUser(ctx), teamId, name));
  });
}

/** Roles, removal, leaving and the hand-over. */
function memberCalls(router: Router, { teams, bodies }: TeamRouteDeps) {
  router.put('/teams/:teamId/members/:userId', requireUser, bodies.small, async (ctx) => {
    const [teamId, userId] = [teamIdOf(ctx), memberIdOf(ctx)];
    const { role } = parseWith(changeRoleInput, requestBody(ctx));
    ctx.body = toTeamDetail(await teams.changeRole(currentUser(ctx), teamId, userId, role));
  });

  router.delete('/teams/:teamId/members/:userId', requireUser, async (ctx) => {
    await teams.removeMember(currentUser(ctx), teamIdOf(ctx), memberIdOf(ctx));
    ctx.body = ok;
  });

  router.post('/teams/:teamId/hand-over', requireUser, bodies.small, async (ctx) => {
    const teamId = teamIdOf(ctx);
    const { userId } = parseWith(handOverInput, requestBody(ctx));
    ctx.body = toTeamDetail(await teams.handOver(currentUser(ctx), teamId, userId));
  });
}

/** Sending and withdrawing invitations, and the link's preview and acceptance. */
function invitationCalls(router: Router, { invitations, bodies, limiter }: TeamRouteDeps) {
  const inviteLimit = accountWriteLimit(
    limiter,
    'team-invites',
    TEAM_RATE_LIMITS.invitesPerAccount,
    'Too many invitations sent in a short time, try again later',
  );

  router.post('/teams/:teamId/invitations', requireUser, inviteLimit, bodies.small, async (ctx) => {
    const teamId = teamIdOf(ctx);
    const input = parseWith(inviteInput, requestBody(ctx));
    ctx.status = 201;
    ctx.body = toPendingInvitation(await invitations.invite(currentUser(ctx), teamId, input));
  });

  router.delete('/teams/:teamId/invitations/:invitationId', requireUser, async (ctx) => {
    await invitations.withdraw(currentUser(ctx), teamIdOf(ctx), invitationIdOf(ctx));
    ctx.body = ok;
  });

  // Public: the link's page shows whom it invites where before anyone signs in.
  router.post('/invitations/preview', bodies.small, async (ctx) => {
    const { token } = parseWith(invitationTokenInput, requestBody(ctx));
    const { invitation, team, invitedByName } = await invitations.preview(token, ctx.ip);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toInvitationPreview(invitation, team, invitedByName);
  });

  router.post('/invitations/accept', requireUser, bodies.small, async (ctx) => {
    const { token } = parseWith(invitationTokenInput, requestBody(ctx));
    const joined = await invitations.accept(currentUser(ctx), token);
    ctx.body = toTeamSummary(joined.team, joined.role, joined.memberCount);
  });
}

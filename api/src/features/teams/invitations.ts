import crypto from 'node:crypto';
import { ERROR_CODES } from '#core/errors';
import type { Locale } from '#core/i18n/locales';
import type { InviteInput } from '#core/schemas/teams';
import { canInviteAs, INVITATION_DAYS, TEAM_LIMITS } from '#core/team-roles';
import type { Background } from '../../background';
import { conflict, forbidden, gone, notFound } from '../../http-errors';
import type { Mailer } from '../../mail/mailer';
import { invitationMail, mailLocaleOf } from '../../mail/templates';
import { DAY, type RateLimiter } from '../../rate-limits/rate-limiter';
import type { Store } from '../../store/port';
import type { InvitationRecord, TeamRecord } from '../../store/teams';
import type { UserRecord } from '../../store/users';
import type { Verification } from '../auth/verification';
import { mustBeAllowed, placeIn } from './access';
import { invitationTokenHash, newInvitationToken } from './invitation-tokens';
import { TEAM_RATE_LIMITS } from './limits';

export interface InvitationServiceDeps {
  store: Store;
  mailer: Mailer;
  limiter: RateLimiter;
  verification: Pick<Verification, 'markVerified'>;
  background: Background;
  publicUrl: string;
  now: () => number;
}

const USED = 'This invitation has already been used';

/** 410 for an invitation that was pending once and is no longer; nothing for a pending one. */
function refuseIfOver(invitation: InvitationRecord, now: string): void {
  if (invitation.acceptedAt !== null) throw gone(USED);
  if (invitation.withdrawnAt !== null) throw gone('This invitation was withdrawn');
  if (invitation.expiresAt <= now) throw gone('This invitation has expired');
}

/**
 * Invitations to a team (docs/teams.md): sent by those who manage members, bound to one address,
 * pending until accepted, withdrawn or seven days old; their links carry a secret the store
 * keeps only as a hash.
 */
export class InvitationService {
  constructor(private readonly deps: InvitationServiceDeps) {}

  private iso(): string {
    return new Date(this.deps.now()).toISOString();
  }

  /** Invites `email` as `role`, replacing the team's earlier invitations to it, and mails the link. */
  async invite(user: UserRecord, teamId: string, input: InviteInput): Promise<InvitationRecord> {
    const { store } = this.deps;
    const place = await placeIn(store, teamId, user.id);
    if (!canInviteAs(place.me.role, input.role))
      throw forbidden('You cannot invite someone with that role');
    // The mail carries the inviter's and the team's words to an address nobody proved yet.
    if (!user.isVerified)
      throw forbidden(
        'Please verify your email address before inviting people.',
        ERROR_CODES.EMAIL_NOT_VERIFIED,
      );
    const email = input.email.toLowerCase();
    const invited = await this.refuseMember(teamId, email);
    const at = this.iso();
    const others = (await store.invitations.pending(teamId, at)).filter((i) => i.email !== email);
    if (others.length >= TEAM_LIMITS.maxPendingInvitations)
      throw conflict(`A team has at most ${TEAM_LIMITS.maxPendingInvitations} pending invitations`);
    await store.invitations.withdrawFor(teamId, email, at);
    const { token, tokenHash } = newInvitationToken();
    const invitation: InvitationRecord = {
      id: crypto.randomUUID(),
      teamId,
      email,
      role: input.role,
      tokenHash,
      invitedBy: user.id,
      createdAt: at,
      expiresAt: new Date(this.deps.now() + INVITATION_DAYS * DAY).toISOString(),
      acceptedAt: null,
      withdrawnAt: null,
    };
    await store.invitations.create(invitation);
    // In the invited person's language when they have an account; else in the inviter's.
    this.mail(user, place.team, invitation, token, mailLocaleOf(invited?.locale ? invited : user));
    return invitation;
  }

  /** The account of `email`, if it has one, unless it is already in the team (409). */
  private async refuseMember(teamId: string, email: string): Promise<UserRecord | null> {
    const existing = await this.deps.store.users.findByEmail(email);
    if (existing && (await this.deps.store.teams.membership(teamId, existing.id)))
      throw conflict('This person is already a member');
    return existing;
  }

  /** After the reply: a slow or failing mail server neither holds the call up nor undoes it. */
  private mail(
    user: UserRecord,
    team: TeamRecord,
    invitation: InvitationRecord,
    token: string,
    locale: Locale,
  ) {
    const { mailer, publicUrl, background } = this.deps;
    const message = invitationMail({
      to: invitation.email,
      link: `${publicUrl}/invite?token=${token}`,
      inviterName: user.name,
      teamName: team.name,
      role: invitation.role,
      locale,
    });
    background.run('invitation mail failed', () => mailer.send(message));
  }

  async withdraw(user: UserRecord, teamId: string, invitationId: string): Promise<void> {
    const { store } = this.deps;
    mustBeAllowed(await placeIn(store, teamId, user.id), 'manageMembers');
    const at = this.iso();
    // An expired invitation is not pending any more: there is nothing left to withdraw.
    const pending = await store.invitations.pending(teamId, at);
    if (!pending.some((i) => i.id === invitationId)) throw notFound('Invitation not found');
    if (!(await store.invitations.withdraw(teamId, invitationId, at)))
      throw notFound('Invitation not found');
  }

  /** What the link's page shows; anyone holding the link may see it. */
  async preview(token: string, ip: string) {
    const { store, limiter } = this.deps;
    await limiter.consume(`invitation-preview:${ip}`, TEAM_RATE_LIMITS.previewsPerAddress);
    const { invitation, team } = await this.pendingByToken(token);
    const inviter = await store.users.findById(invitation.invitedBy);
    return { invitation, team, invitedByName: inviter?.name ?? 'A former member' };
  }

  /**
   * Joins the team with the invitation's role: only the account of the invited address, once
   * however many accept at once. The link proves the address, so it verifies the account.
   */
  async accept(user: UserRecord, token: string) {
    const { store } = this.deps;
    const { invitation, team } = await this.pendingByToken(token);
    if (invitation.email !== user.email)
      throw forbidden('This invitation was sent to another e-mail address');
    if (await store.teams.membership(team.id, user.id))
      throw conflict('You are already a member of this team');
    await this.refuseFull(user, team);
    const at = this.iso();
    if (!(await store.invitations.accept(invitation.id, at, at))) {
      // Another accept won, or it was withdrawn or expired meanwhile: say which.
      await this.pendingByToken(token);
      throw gone(USED);
    }
    const joined = { teamId: team.id, userId: user.id, role: invitation.role, joinedAt: at };
    if (!(await store.teams.addMember(joined)))
      throw conflict('You are already a member of this team');
    if (!user.isVerified) await this.deps.verification.markVerified(user.id);
    const memberCount = (await store.teams.members(team.id)).length;
    return { team, role: invitation.role, memberCount };
  }

  /** The bounds of docs/teams.md: teams a person is in, members a team has. */
  private async refuseFull(user: UserRecord, team: TeamRecord): Promise<void> {
    const { teams } = this.deps.store;
    if ((await teams.teamsOf(user.id)).length >= TEAM_LIMITS.maxTeamsPerUser)
      throw conflict(`You can be in at most ${TEAM_LIMITS.maxTeamsPerUser} teams`);
    if ((await teams.members(team.id)).length >= TEAM_LIMITS.maxMembers)
      throw conflict(`A team has at most ${TEAM_LIMITS.maxMembers} members`);
  }

  /** The link's invitation while pending; 404 for a secret never issued, 410 once it is over. */
  private async pendingByToken(token: string) {
    const { store } = this.deps;
    const invitation = await store.invitations.findByTokenHash(invitationTokenHash(token));
    const team = invitation && (await store.teams.get(invitation.teamId));
    if (!invitation || !team)
      throw notFound('This invitation link is not valid', ERROR_CODES.INVALID_TOKEN);
    refuseIfOver(invitation, this.iso());
    return { invitation, team };
  }
}

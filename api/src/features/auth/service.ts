import crypto from 'node:crypto';
import { EMAIL_TAKEN_MESSAGE, ERROR_CODES, INVALID_LOGIN_MESSAGE } from '#core/errors';
import { ACCOUNT_LIMITS } from '#core/limits';
import type { LoginInput, SignupInput } from '#core/schemas/auth';
import type { Background } from '../../background';
import { badRequest, conflict, unauthenticated } from '../../http-errors';
import type { Mailer } from '../../mail/mailer';
import { mailLocaleOf, resetMail } from '../../mail/templates';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import type { Store } from '../../store/port';
import { DuplicateUserError, type UserRecord } from '../../store/users';
import type { TeamService } from '../teams/service';
import { AUTH_RATE_LIMITS } from './limits';
import { assertSettablePassword, type Passwords } from './passwords';
import { hashSecret, randomToken } from './secret-values';
import type { SessionClaims, SessionTokens } from './session-tokens';
import { usernameCandidates } from './usernames';
import type { Verification } from './verification';

export interface AccountDeps {
  store: Store;
  tokens: SessionTokens;
  passwords: Passwords;
  mailer: Mailer;
  limiter: RateLimiter;
  verification: Verification;
  /** An organization's sign-up founds its team. */
  teams: Pick<TeamService, 'found'>;
  background: Background;
  publicUrl: string;
  now: () => number;
}

export interface Session {
  user: UserRecord;
  authToken: string;
}

const INVALID_LOGIN = () => unauthenticated(INVALID_LOGIN_MESSAGE, ERROR_CODES.INVALID_CREDENTIALS);

/** Sign-up, sign-in and password reset: the account rules of docs/product-rules.md, independent of HTTP. */
export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  private async findByIdentifier(identifier: string): Promise<UserRecord | null> {
    const value = identifier.trim().toLowerCase();
    const { users } = this.deps.store;
    return value.includes('@') ? users.findByEmail(value) : users.findByUsername(value);
  }

  /** The account whose password this is, or null; refuses over the per-account limit. */
  private async matchCredentials(input: LoginInput): Promise<UserRecord | null> {
    const { limiter, passwords } = this.deps;
    const typed = input.username.trim().toLowerCase();
    const found = await this.findByIdentifier(typed);
    // One budget per account whichever spelling was typed and wherever the guesses come from; an
    // unknown name gets its own.
    const accountKey = `login:${found ? `user:${found.id}` : `name:${typed}`}`;
    // Counted before the slow comparison, so concurrent guesses cannot all pass the check;
    // a success clears the count, so only failures stay counted.
    await limiter.consume(accountKey, AUTH_RATE_LIMITS.loginPerAccount);
    const ok = await passwords.verify(input.password, found?.passwordHash ?? null);
    if (!found || !ok) return null;
    await limiter.reset(accountKey);
    return found;
  }

  async signup(input: SignupInput, ip: string): Promise<Session> {
    const { store, tokens, limiter, passwords } = this.deps;
    await limiter.consume(`signup:${ip}`, AUTH_RATE_LIMITS.signupPerIp);
    assertSettablePassword(input.password);
    const email = input.email.toLowerCase();
    if (await store.users.findByEmail(email))
      throw conflict(EMAIL_TAKEN_MESSAGE, ERROR_CODES.EMAIL_TAKEN);
    if (await store.users.findByUsername(input.username)) {
      throw conflict('Username already taken', ERROR_CODES.USERNAME_TAKEN);
    }
    const user: UserRecord = {
      id: crypto.randomUUID(),
      username: input.username,
      email,
      name: input.displayName,
      accountType: input.accountType ?? 'individual',
      passwordHash: await passwords.hash(input.password),
      isVerified: false,
      // ADMIN_EMAILS counts once the address is verified (admin-emails.ts).
      isAdmin: false,
      tokenVersion: 0,
      locale: input.locale ?? null,
      createdAt: new Date(this.deps.now()).toISOString(),
    };
    try {
      await store.users.create(user);
    } catch (err) {
      if (err instanceof DuplicateUserError) {
        throw err.field === 'email'
          ? conflict(EMAIL_TAKEN_MESSAGE, ERROR_CODES.EMAIL_TAKEN)
          : conflict('Username already taken', ERROR_CODES.USERNAME_TAKEN);
      }
      throw err;
    }
    // An organization account is a team (docs/teams.md), named as the account, owned by it.
    if (user.accountType === 'organization') await this.deps.teams.found(user, user.name);
    await this.deps.verification.sendAfterSignup(user);
    return { user, authToken: tokens.sign(user) };
  }

  /** Same status, body and about the same time for an unknown account and a wrong password. */
  async login(input: LoginInput, ip: string): Promise<Session> {
    const { tokens, limiter } = this.deps;
    // Held before the slow comparison, so concurrent guesses cannot all pass the check; only a
    // wrong password keeps its place, so sign-ins and per-account refusals spend nothing.
    const giveBackIpPlace = await limiter.hold(`login-ip:${ip}`, AUTH_RATE_LIMITS.loginPerIp);
    const user = await this.matchCredentials(input).catch(async (err: unknown) => {
      await giveBackIpPlace();
      throw err;
    });
    if (!user) throw INVALID_LOGIN();
    await giveBackIpPlace();
    return { user, authToken: tokens.sign(user) };
  }

  /** Sign-out: this session ends on the server too, the user's other sessions go on. */
  async signOut(claims: SessionClaims): Promise<void> {
    const { store } = this.deps;
    await store.sessions.revoke(claims.sid, claims.exp * 1000);
  }

  async suggestUsername(displayName: string, ip: string): Promise<string> {
    const { store, limiter } = this.deps;
    await limiter.consume(`generate-username:${ip}`, AUTH_RATE_LIMITS.generateUsernamePerIp);
    const candidates = usernameCandidates(displayName);
    const taken = await store.users.takenUsernames(candidates);
    const free = candidates.find((c) => !taken.has(c));
    return free ?? `${candidates[0]}${crypto.randomInt(100_000, 999_999)}`.slice(0, 30);
  }

  async isEmailAvailable(email: string, ip: string): Promise<boolean> {
    const { store, limiter } = this.deps;
    await limiter.consume(`check-email:${ip}`, AUTH_RATE_LIMITS.checkEmailPerIp);
    return (await store.users.findByEmail(email)) === null;
  }

  /**
   * Answers the same, as fast, whether or not the account exists or was sent a code lately:
   * the lookup and the mail happen after the reply, and the cooldown is kept silently.
   */
  async resendVerification(email: string, ip: string): Promise<void> {
    const { store, limiter } = this.deps;
    await limiter.consume(`resend-ip:${ip}`, AUTH_RATE_LIMITS.resendPerIp);
    this.deps.background.run('verification mail failed', async () => {
      const user = await store.users.findByEmail(email);
      if (user && !user.isVerified) await this.deps.verification.sendUnlessThrottled(user);
    });
  }

  /**
   * Always the same answer, as fast: the lookup and the mail happen after the reply. One live
   * reset token per user, 1 hour, stored hashed.
   */
  async requestReset(email: string, ip: string): Promise<void> {
    const { store, limiter } = this.deps;
    await limiter.consume(`request-reset:${ip}`, AUTH_RATE_LIMITS.requestResetPerIp);
    this.deps.background.run('reset mail failed', async () => {
      const user = await store.users.findByEmail(email);
      if (!user) return;
      const token = randomToken();
      await store.secrets.put({
        userId: user.id,
        kind: 'reset',
        hash: hashSecret(token),
        expiresAt: this.deps.now() + ACCOUNT_LIMITS.resetTokenTtlMs,
        attempts: 0,
      });
      const link = `${this.deps.publicUrl}/reset-password?token=${token}`;
      await this.deps.mailer.send(resetMail({ to: user.email, link, locale: mailLocaleOf(user) }));
    });
  }

  /** Sets a new password from a reset link (single use); every older session ends. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const { store, passwords } = this.deps;
    assertSettablePassword(newPassword);
    const secret = await store.secrets.consume('reset', hashSecret(token), this.deps.now());
    if (!secret)
      throw badRequest(
        'This password reset link is invalid or has expired',
        ERROR_CODES.INVALID_TOKEN,
      );
    await store.users.update(secret.userId, { passwordHash: await passwords.hash(newPassword) });
    // The link arrived by e-mail, so it also proves the address.
    await this.deps.verification.markVerified(secret.userId);
    await store.users.bumpTokenVersion(secret.userId);
  }
}

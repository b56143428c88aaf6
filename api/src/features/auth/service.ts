import crypto from 'node:crypto';
import { ERROR_CODES } from '../../../../core/errors';
import { ACCOUNT_LIMITS } from '../../../../core/limits';
import type { LoginInput, SignupInput } from '../../../../core/schemas/auth';
import { badRequest, conflict, HttpError } from '../../http-errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { resetMail } from '../../mail/templates';
import type { Store } from '../../store/port';
import { DuplicateUserError, type UserRecord } from '../../store/users';
import { assertSettablePassword, hashPassword, verifyPassword } from './passwords';
import { LIMITS, type RateLimiter } from './rate-limiter';
import { hashSecret, randomToken } from './secret-values';
import type { SessionTokens } from './session-tokens';
import { usernameCandidates } from './usernames';
import type { Verification } from './verification';

export interface AccountDeps {
  store: Store;
  tokens: SessionTokens;
  mailer: Mailer;
  limiter: RateLimiter;
  verification: Verification;
  logger: Logger;
  publicUrl: string;
  adminEmails: readonly string[];
  now: () => number;
}

export interface Session {
  user: UserRecord;
  authToken: string;
}

const INVALID_LOGIN = () =>
  new HttpError(401, ERROR_CODES.INVALID_CREDENTIALS, 'Invalid email or password');

/** Sign-up, sign-in and password reset: the account rules of DESIGN.md, independent of HTTP. */
export function createAccountService(deps: AccountDeps) {
  const { store, tokens, limiter } = deps;
  const isAdminEmail = (email: string) => deps.adminEmails.includes(email.toLowerCase());

  async function findByIdentifier(identifier: string): Promise<UserRecord | null> {
    const value = identifier.trim().toLowerCase();
    return value.includes('@') ? store.users.findByEmail(value) : store.users.findByUsername(value);
  }

  /** The account whose password this is, or null; refuses over the per-account limit. */
  async function matchCredentials(input: LoginInput, ip: string): Promise<UserRecord | null> {
    const typed = input.username.trim().toLowerCase();
    const found = await findByIdentifier(typed);
    // One budget per account whichever spelling was typed; an unknown name gets its own.
    const accountKey = `login:${found ? `user:${found.id}` : `name:${typed}`}:${ip}`;
    // Counted before the slow comparison, so concurrent guesses cannot all pass the check;
    // a success clears the count, so only failures stay counted.
    await limiter.consume(accountKey, LIMITS.loginPerAccountAndIp);
    const ok = await verifyPassword(input.password, found?.passwordHash ?? null);
    if (!found || !ok) return null;
    await limiter.reset(accountKey);
    return found;
  }

  return {
    async signup(input: SignupInput, ip: string): Promise<Session> {
      await limiter.consume(`signup:${ip}`, LIMITS.signupPerIp);
      assertSettablePassword(input.password);
      const email = input.email.toLowerCase();
      if (await store.users.findByEmail(email))
        throw conflict('Email already registered', ERROR_CODES.EMAIL_TAKEN);
      if (await store.users.findByUsername(input.username)) {
        throw conflict('Username already taken', ERROR_CODES.USERNAME_TAKEN);
      }
      const user: UserRecord = {
        id: crypto.randomUUID(),
        username: input.username,
        email,
        name: input.displayName,
        accountType: input.accountType ?? 'individual',
        passwordHash: await hashPassword(input.password),
        isVerified: false,
        isAdmin: isAdminEmail(email),
        tokenVersion: 0,
        createdAt: new Date(deps.now()).toISOString(),
      };
      try {
        await store.users.create(user);
      } catch (err) {
        if (err instanceof DuplicateUserError) {
          throw err.field === 'email'
            ? conflict('Email already registered', ERROR_CODES.EMAIL_TAKEN)
            : conflict('Username already taken', ERROR_CODES.USERNAME_TAKEN);
        }
        throw err;
      }
      await deps.verification.sendAfterSignup(user);
      return { user, authToken: tokens.sign(user) };
    },

    /** Same status, body and about the same time for an unknown account and a wrong password. */
    async login(input: LoginInput, ip: string): Promise<Session> {
      // Held before the slow comparison, so concurrent guesses cannot all pass the check; only a
      // wrong password keeps its place, so sign-ins and per-account refusals spend nothing.
      const giveBackIpPlace = await limiter.hold(`login-ip:${ip}`, LIMITS.loginPerIp);
      const found = await matchCredentials(input, ip).catch(async (err: unknown) => {
        await giveBackIpPlace();
        throw err;
      });
      if (!found) throw INVALID_LOGIN();
      await giveBackIpPlace();
      let user = found;
      if (isAdminEmail(user.email) && !user.isAdmin) {
        await store.users.update(user.id, { isAdmin: true });
        user = { ...user, isAdmin: true };
      }
      return { user, authToken: tokens.sign(user) };
    },

    async suggestUsername(displayName: string, ip: string): Promise<string> {
      await limiter.consume(`generate-username:${ip}`, LIMITS.generateUsernamePerIp);
      const candidates = usernameCandidates(displayName);
      const taken = await store.users.takenUsernames(candidates);
      const free = candidates.find((c) => !taken.has(c));
      return free ?? `${candidates[0]}${crypto.randomInt(100_000, 999_999)}`.slice(0, 30);
    },

    async isEmailAvailable(email: string, ip: string): Promise<boolean> {
      await limiter.consume(`check-email:${ip}`, LIMITS.checkEmailPerIp);
      return (await store.users.findByEmail(email)) === null;
    },

    /** Answers the same whether or not the account exists, so it reveals nothing. */
    async resendVerification(email: string): Promise<void> {
      const user = await store.users.findByEmail(email);
      if (!user || user.isVerified) return;
      await deps.verification.send(user, { throttle: true });
    },

    /** Always the same answer; one live reset token per user, 1 hour, stored hashed. */
    async requestReset(email: string, ip: string): Promise<void> {
      await limiter.consume(`request-reset:${ip}`, LIMITS.requestResetPerIp);
      const user = await store.users.findByEmail(email);
      if (!user) return;
      const token = randomToken();
      await store.secrets.put({
        userId: user.id,
        kind: 'reset',
        hash: hashSecret(token),
        expiresAt: deps.now() + ACCOUNT_LIMITS.resetTokenTtlMs,
        attempts: 0,
      });
      const link = `${deps.publicUrl}/reset-password?token=${token}`;
      try {
        await deps.mailer.send(resetMail({ to: user.email, name: user.name, link }));
      } catch (err) {
        deps.logger.error('reset mail failed', { userId: user.id, err });
      }
    },

    /** Sets a new password from a reset link (single use); every older session ends. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      assertSettablePassword(newPassword);
      const secret = await store.secrets.consume('reset', hashSecret(token), deps.now());
      if (!secret)
        throw badRequest(
          'This password reset link is invalid or has expired',
          ERROR_CODES.INVALID_TOKEN,
        );
      // The link arrived by e-mail, so it also proves the address.
      await store.users.update(secret.userId, {
        passwordHash: await hashPassword(newPassword),
        isVerified: true,
      });
      await store.users.bumpTokenVersion(secret.userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

/** Makes the accounts listed in ADMIN_EMAILS admins (at start, so the flag lives in the store). */
export async function grantConfiguredAdmins(
  store: Store,
  adminEmails: readonly string[],
): Promise<void> {
  for (const email of adminEmails) {
    const user = await store.users.findByEmail(email);
    if (user && !user.isAdmin) await store.users.update(user.id, { isAdmin: true });
  }
}

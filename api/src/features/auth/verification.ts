import { ERROR_CODES } from '#core/errors';
import { ACCOUNT_LIMITS } from '#core/limits';
import { badRequest, HttpError } from '../../http-errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { mailLocaleOf, verificationMail } from '../../mail/templates';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { isConfiguredAdmin } from './admin-emails';
import { AUTH_RATE_LIMITS } from './limits';
import { hashSecret, randomCode, randomToken } from './secret-values';

export interface VerificationDeps {
  store: Store;
  mailer: Mailer;
  limiter: RateLimiter;
  logger: Logger;
  publicUrl: string;
  adminEmails: readonly string[];
  now: () => number;
}

/** E-mail verification: one mail with a code and a link (ACCOUNT_LIMITS), both stored hashed. */
export class Verification {
  constructor(private readonly deps: VerificationDeps) {}

  /** Sends a new code and link, within the resend cooldown (60 s) and hourly cap (5): else 429. */
  async send(user: UserRecord): Promise<void> {
    await this.throttle(user);
    await this.issue(user);
  }

  /**
   * The same for a caller who must not learn whether the account exists (resend by e-mail):
   * over the cooldown or the cap nothing is sent, and nothing is said.
   */
  async sendUnlessThrottled(user: UserRecord): Promise<void> {
    try {
      await this.throttle(user);
    } catch (err) {
      if (err instanceof HttpError && err.status === 429) return;
      throw err;
    }
    await this.issue(user);
  }

  /** Sign-up sends the first mail; a mail failure must not fail the sign-up (the user can resend). */
  async sendAfterSignup(user: UserRecord): Promise<void> {
    try {
      await this.deps.limiter.record(`resend:${user.id}`, AUTH_RATE_LIMITS.resendCooldown);
      await this.deps.limiter.record(`resend-hour:${user.id}`, AUTH_RATE_LIMITS.resendPerHour);
      await this.issue(user);
    } catch (err) {
      this.deps.logger.error('verification mail failed', { userId: user.id, err });
    }
  }

  /** Checks a code; the 5th wrong guess voids it. Verifies the address only: signs nobody in. */
  async verifyCode(user: UserRecord, code: string): Promise<void> {
    const { secrets } = this.deps.store;
    const secret = await secrets.get(user.id, 'verify-code');
    if (!secret || secret.expiresAt <= this.deps.now()) {
      throw badRequest('This code has expired. Request a new code.', ERROR_CODES.INVALID_CODE);
    }
    if (secret.hash !== hashSecret(code)) {
      const attempts = await secrets.addAttempt(user.id, 'verify-code');
      if (attempts >= ACCOUNT_LIMITS.verificationCodeMaxAttempts) {
        await secrets.delete(user.id, 'verify-code');
        throw badRequest('Too many wrong codes. Request a new code.', ERROR_CODES.INVALID_CODE);
      }
      throw badRequest('Invalid verification code', ERROR_CODES.INVALID_CODE);
    }
    await this.markVerified(user.id);
  }

  /** Consumes a link token (single use) and verifies its owner. */
  async verifyLink(token: string): Promise<void> {
    const secret = await this.deps.store.secrets.consume(
      'verify-link',
      hashSecret(token),
      this.deps.now(),
    );
    if (!secret) {
      throw badRequest(
        'This verification link is invalid or has expired',
        ERROR_CODES.INVALID_TOKEN,
      );
    }
    await this.markVerified(secret.userId);
  }

  /** The address is proven: the account is verified, and admin when ADMIN_EMAILS lists it. */
  async markVerified(userId: string): Promise<void> {
    const { store } = this.deps;
    const user = await store.users.findById(userId);
    if (!user) return;
    const verified = { ...user, isVerified: true };
    await store.users.update(userId, {
      isVerified: true,
      ...(isConfiguredAdmin(this.deps.adminEmails, verified) ? { isAdmin: true } : {}),
    });
    await store.secrets.delete(userId, 'verify-code');
    await store.secrets.delete(userId, 'verify-link');
  }

  private async issue(user: UserRecord): Promise<void> {
    const { store, now } = this.deps;
    const code = randomCode();
    const token = randomToken();
    await store.secrets.put({
      userId: user.id,
      kind: 'verify-code',
      hash: hashSecret(code),
      expiresAt: now() + ACCOUNT_LIMITS.verificationCodeTtlMs,
      attempts: 0,
    });
    await store.secrets.put({
      userId: user.id,
      kind: 'verify-link',
      hash: hashSecret(token),
      expiresAt: now() + ACCOUNT_LIMITS.verificationLinkTtlMs,
      attempts: 0,
    });
    const link = `${this.deps.publicUrl}/verify-email?token=${token}`;
    await this.deps.mailer.send(
      verificationMail({ to: user.email, code, link, locale: mailLocaleOf(user) }),
    );
  }

  private async throttle(user: UserRecord): Promise<void> {
    await this.deps.limiter.consume(
      `resend:${user.id}`,
      AUTH_RATE_LIMITS.resendCooldown,
      'Please wait before requesting another code',
    );
    await this.deps.limiter.consume(
      `resend-hour:${user.id}`,
      AUTH_RATE_LIMITS.resendPerHour,
      'Too many codes requested, try again later',
    );
  }
}

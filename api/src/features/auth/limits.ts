import { ACCOUNT_LIMITS } from '#core/limits';
import { HOUR, type Limit, MINUTE } from '../../rate-limits/rate-limiter';

/** Signing in and up, and proving an address (docs/security.md, "Limits"). */
export const AUTH_RATE_LIMITS = {
  /** Whatever the source address: guesses from many addresses share one account's budget. */
  loginPerAccount: { max: 5, windowMs: 15 * MINUTE },
  loginPerIp: { max: 30, windowMs: HOUR },
  signupPerIp: { max: 20, windowMs: HOUR },
  checkEmailPerIp: { max: 120, windowMs: HOUR },
  generateUsernamePerIp: { max: 300, windowMs: HOUR },
  requestResetPerIp: { max: 10, windowMs: HOUR },
  resendPerIp: { max: 10, windowMs: HOUR },
  verifyCodePerIp: { max: 30, windowMs: 15 * MINUTE },
  // The client's countdown reads the same rule.
  resendCooldown: { max: 1, windowMs: ACCOUNT_LIMITS.resendCooldownMs },
  resendPerHour: { max: ACCOUNT_LIMITS.resendPerHour, windowMs: HOUR },
} satisfies Record<string, Limit>;

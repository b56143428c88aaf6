import { LEAD_LIMITS } from '#core/leads';
import { ACCOUNT_LIMITS } from '#core/limits';
import { tooManyRequests } from '../../http-errors';
import { RateLimitBusyError, type RateLimitStore } from '../../store/rate-limits';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Seconds a refusal for a flooded key asks the client to wait. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/** Time-based limits on the store's counters: a 429 with Retry-After, never a permanent lock-out. */
export function createRateLimiter(store: RateLimitStore, now: () => number) {
  const refuse = (resetAt: number, message?: string) =>
    tooManyRequests((resetAt - now()) / 1000, message);
  /** Counts one event; a key flooded so that it could not be counted refuses the event. */
  const hit = async (key: string, limit: Limit) => {
    try {
      return await store.hit(key, limit.windowMs, now());
    } catch (err) {
      if (err instanceof RateLimitBusyError) throw tooManyRequests(BUSY_RETRY_AFTER_SECONDS);
      throw err;
    }
  };
  return {
    /** Counts this event and refuses it when it is over the limit. */
    async consume(key: string, limit: Limit, message?: string): Promise<void> {
      const window = await hit(key, limit);
      if (window.count > limit.max) throw refuse(window.resetAt, message);
    },
    /**
     * Holds one of the limit's places for an attempt whose outcome decides whether it counts, and
     * returns the function that gives it back. A refused attempt holds none, so only outcomes count.
     */
    async hold(key: string, limit: Limit, message?: string): Promise<() => Promise<void>> {
      const window = await hit(key, limit);
      const giveBack = () => store.giveBack(key, window.resetAt);
      if (window.count > limit.max) {
        await giveBack();
        throw refuse(window.resetAt, message);
      }
      return giveBack;
    },
    /**
     * Takes one of the limit's places when one is free, for work that waits rather than being
     * refused (a mail over the daily budget): otherwise says when a place frees up.
     */
    async take(
      key: string,
      limit: Limit,
    ): Promise<{ taken: true; giveBack: () => Promise<void> } | { taken: false; until: number }> {
      let window: Awaited<ReturnType<RateLimitStore['hit']>>;
      try {
        window = await store.hit(key, limit.windowMs, now());
      } catch (err) {
        if (!(err instanceof RateLimitBusyError)) throw err;
        return { taken: false, until: now() + BUSY_RETRY_AFTER_SECONDS * 1000 };
      }
      const giveBack = () => store.giveBack(key, window.resetAt);
      if (window.count <= limit.max) return { taken: true, giveBack };
      await giveBack();
      return { taken: false, until: window.resetAt };
    },
    /** Counts a failure only. */
    async record(key: string, limit: Limit): Promise<void> {
      await hit(key, limit);
    },
    reset: (key: string) => store.reset(key),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The API's limits (docs/security.md). */
export const LIMITS = {
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
  /**
   * Creates and edits, which may carry images to decode: room for a device's whole offline queue
   * (the sync engine waits out the Retry-After), never a stream of decoding for one account.
   */
  flipbookWritesPerAccount: { max: 60, windowMs: 10 * MINUTE },
  publicLeadsPerIp: { max: LEAD_LIMITS.publicPerIpPerHour, windowMs: HOUR },
  /** Not a refusal: mails over the budget wait for the next window (features/leads/mail-outbox.ts). */
  leadMailsPerAccount: { max: LEAD_LIMITS.mailsPerAccountPerDay, windowMs: DAY },
  leadMailsPerFlipbook: { max: LEAD_LIMITS.mailsPerFlipbookPerDay, windowMs: DAY },
  /** Not refused either: a mail over them is not sent (the lead is kept). */
  leadMailsPerAddress: { max: LEAD_LIMITS.mailsPerAddressPerDay, windowMs: DAY },
  sameBrochureToAddress: { max: 1, windowMs: DAY },
} satisfies Record<string, Limit>;

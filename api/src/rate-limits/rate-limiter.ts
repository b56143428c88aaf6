import { tooManyRequests } from '../http-errors';
import { RateLimitBusyError, type RateLimitStore } from '../store/rate-limits';

/**
 * At most `max` events a window. Each feature keeps its own limits beside its code
 * (`features/<name>/limits.ts`; docs/security.md, "Limits") and counts them with the limiter.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

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

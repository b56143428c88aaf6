/** Fixed-window counters in the store, so several API processes share one limit. */
interface RateWindow {
  count: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

/**
 * Thrown by hit() when the window of its key changed under every attempt to count in it: a flood
 * of concurrent events on that one key, which the limiter refuses as it would a flood.
 */
export class RateLimitBusyError extends Error {
  constructor(key: string) {
    super(`rate limit window ${key} kept changing`);
  }
}

export interface RateLimitStore {
  /**
   * Counts one event in the window of `key` (a new window starts when the old one ended); throws
   * RateLimitBusyError when concurrent events on the key kept it from counting.
   */
  hit(key: string, windowMs: number, now: number): Promise<RateWindow>;
  /**
   * Takes back one event counted in the window ending at `resetAt`, never below zero; nothing when
   * that window has ended and another begun.
   */
  giveBack(key: string, resetAt: number): Promise<void>;
  reset(key: string): Promise<void>;
  /**
   * Deletes the windows that ended by `now` (epoch ms): a key such as `leads:<address>` is kept
   * only for its window (docs/privacy.md). Returns how many went.
   */
  purgeEnded(now: number): Promise<number>;
}

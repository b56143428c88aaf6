/** Fixed-window counters in the store, so several API processes share one limit. */
interface RateWindow {
  count: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one event in the window of `key` (a new window starts when the old one ended). */
  hit(key: string, windowMs: number, now: number): Promise<RateWindow>;
  /**
   * Takes back one event counted in the window ending at `resetAt`, never below zero; nothing when
   * that window has ended and another begun.
   */
  giveBack(key: string, resetAt: number): Promise<void>;
  reset(key: string): Promise<void>;
}

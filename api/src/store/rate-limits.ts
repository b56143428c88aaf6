/** Fixed-window counters in the store, so several API processes share one limit. */
export interface RateWindow {
  count: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one event in the window of `key` (a new window starts when the old one ended). */
  hit(key: string, windowMs: number, now: number): Promise<RateWindow>;
  /** The current window without counting, or null when none is open. */
  peek(key: string, now: number): Promise<RateWindow | null>;
  reset(key: string): Promise<void>;
}

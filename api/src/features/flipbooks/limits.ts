import { type Limit, MINUTE } from '../../rate-limits/rate-limiter';

/** Writing flipbooks (docs/security.md, "Limits"). */
export const FLIPBOOK_RATE_LIMITS = {
  /**
   * Creates and edits, which may carry images to decode: room for a device's whole offline queue
   * (the sync engine waits out the Retry-After), never a stream of decoding for one account.
   */
  writesPerAccount: { max: 60, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

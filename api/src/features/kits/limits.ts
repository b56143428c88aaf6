import { type Limit, MINUTE } from '../../rate-limits/rate-limiter';

/** Writing event kits (docs/security.md, "Limits"). */
export const KIT_RATE_LIMITS = {
  /**
   * Creates, edits and deletes: room for a device's whole offline queue of kit changes (the sync
   * engine waits out the Retry-After), never a stream of rows for one account.
   */
  writesPerAccount: { max: 120, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

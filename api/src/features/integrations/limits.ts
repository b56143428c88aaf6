import { WEBHOOK_LIMITS } from '#core/webhooks';
import { HOUR, type Limit } from '../../rate-limits/rate-limiter';

/**
 * A webhook's calls (docs/security.md, "Webhooks"): each test is a request to someone's server, so
 * no account makes the app send them in bulk.
 */
export const WEBHOOK_RATE_LIMITS = {
  testsPerAccount: { max: WEBHOOK_LIMITS.testsPerHour, windowMs: HOUR },
  changesPerAccount: { max: WEBHOOK_LIMITS.changesPerHour, windowMs: HOUR },
} satisfies Record<string, Limit>;

import type { Middleware } from 'koa';
import { currentUser } from '../middleware/guards';
import type { Limit, RateLimiter } from './rate-limiter';

/**
 * A route's writes counted per signed-in account (after its guard, before its body is read, so a
 * refused write costs nothing): past `limit`, a 429 with Retry-After and `message`.
 */
export const accountWriteLimit =
  (limiter: RateLimiter, name: string, limit: Limit, message: string): Middleware =>
  async (ctx, next) => {
    await limiter.consume(`${name}:${currentUser(ctx).id}`, limit, message);
    await next();
  };

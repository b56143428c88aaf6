import Router from '@koa/router';

/**
 * Every router of the API. Paths match case-sensitively (and arrive canonical, see
 * canonical-url.ts), so a route answers to one spelling only; each protected route carries its
 * guard in its own declaration.
 */
export function createRouter(prefix?: string): Router {
  return new Router({ prefix, sensitive: true });
}

import type { Middleware } from 'koa';
import { ERROR_CODES } from '#core/errors';
import { forbidden } from '../http-errors';
import { sessionFromCookie } from './authenticate';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state change carrying the session cookie that comes from another site: the browser
 * says so in Sec-Fetch-Site, or the Origin is neither this server's nor PUBLIC_URL's. Bearer calls
 * carry no ambient credentials and pass. Judged on the cookie's presence, before any route runs.
 */
export function csrfGuard(publicUrl: string): Middleware {
  const publicOrigin = new URL(publicUrl).origin;
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && sessionFromCookie(ctx)) {
      const site = ctx.get('sec-fetch-site');
      const origin = ctx.get('origin');
      // Not ctx.origin: under Koa 3 it can echo the request's own Origin header.
      const ownOrigin = `${ctx.protocol}://${ctx.host}`;
      const foreignOrigin = origin !== '' && origin !== ownOrigin && origin !== publicOrigin;
      if (site === 'cross-site' || foreignOrigin) {
        throw forbidden(
          'This request came from another site and was refused',
          ERROR_CODES.CSRF_REFUSED,
        );
      }
    }
    await next();
  };
}

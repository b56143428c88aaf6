import type { Middleware } from 'koa';
import { ERROR_CODES } from '#core/errors';
import { forbidden } from '../http-errors';
import { sessionFromCookie } from './authenticate';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state change carrying the session cookie that comes from another site: the browser
 * says so in Sec-Fetch-Site, or the Origin is neither PUBLIC_URL's nor the one of the Host this
 * connection was sent to. Never the X-Forwarded-Host or -Proto a request carries, which anyone can
 * write (Koa's `ctx.host` reads them behind TRUST_PROXY). Bearer calls carry no ambient credentials
 * and pass. Judged on the cookie's presence, before any route runs.
 */
export function csrfGuard(publicUrl: string): Middleware {
  const publicOrigin = new URL(publicUrl).origin;
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && sessionFromCookie(ctx)) {
      const site = ctx.get('sec-fetch-site');
      const origin = ctx.get('origin');
      const ownOrigin = `${'encrypted' in ctx.req.socket ? 'https' : 'http'}://${ctx.req.headers.host}`;
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

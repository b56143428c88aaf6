import type { Context, Middleware, Next } from 'koa';
import { ERROR_CODES } from '../../../core/errors';
import { SESSION_COOKIE, type SessionTokens } from '../features/auth/session-tokens';
import { forbidden, unauthenticated } from '../http-errors';
import type { Store } from '../store/port';
import type { UserRecord } from '../store/users';

export interface AuthState {
  /** The signed-in user, freshly read from the store (admin flag included). */
  user?: UserRecord;
  /** How the session came: a cookie-authenticated change is subject to the CSRF check. */
  authVia?: 'bearer' | 'cookie';
}

export function bearerToken(ctx: Context): string | null {
  const header = ctx.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Resolves the session from the Authorization header or, without one, the session cookie. When
 * the header is present it alone counts. Invalid sessions leave the request anonymous;
 * requireUser turns that into a 401.
 */
export function authenticate(store: Store, tokens: SessionTokens): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const state = ctx.state as AuthState;
    const bearer = bearerToken(ctx);
    const token = bearer ?? ctx.cookies.get(SESSION_COOKIE) ?? null;
    const claims = token ? tokens.verify(token) : null;
    if (claims) {
      const user = await store.users.findById(claims.sub);
      if (user && user.tokenVersion === claims.ver) {
        state.user = user;
        state.authVia = bearer !== null ? 'bearer' : 'cookie';
      }
    }
    await next();
  };
}

export function currentUser(ctx: Context): UserRecord {
  const user = (ctx.state as AuthState).user;
  if (!user) throw unauthenticated();
  return user;
}

export const requireUser: Middleware = async (ctx: Context, next: Next) => {
  currentUser(ctx);
  await next();
};

export const requireAdmin: Middleware = async (ctx: Context, next: Next) => {
  if (!currentUser(ctx).isAdmin)
    throw forbidden('Forbidden: You do not have access to this page.', ERROR_CODES.FORBIDDEN);
  await next();
};

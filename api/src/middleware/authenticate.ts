import type { Context, Middleware } from 'koa';
import {
  SESSION_COOKIE,
  type SessionClaims,
  type SessionTokens,
} from '../features/auth/session-tokens';
import type { Store } from '../store/port';
import type { UserRecord } from '../store/users';

interface Session {
  /** Freshly read from the store (admin flag included), never taken from the token. */
  user: UserRecord;
  claims: SessionClaims;
}

export interface AuthState {
  /** Reads the caller's session from the store, afresh on each call; set for every request. */
  readSession?: () => Promise<Session | null>;
}

export function bearerToken(ctx: Context): string | null {
  const header = ctx.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

/** Whether the session, if any, rides on the cookie: no Authorization header, a session cookie. */
export function sessionFromCookie(ctx: Context): boolean {
  return bearerToken(ctx) === null && Boolean(ctx.cookies.get(SESSION_COOKIE));
}

/**
 * Lets the request read its session: the Authorization header when present (it alone counts),
 * else the session cookie. Nothing is read here: a route's guard reads it where the route is
 * declared (see guards.ts), so no path spelling can reach a handler past a check made elsewhere.
 */
export function authenticate(store: Store, tokens: SessionTokens): Middleware {
  return async (ctx, next) => {
    const bearer = bearerToken(ctx);
    const token = bearer ?? ctx.cookies.get(SESSION_COOKIE) ?? null;
    (ctx.state as AuthState).readSession = async () => {
      const claims = token ? tokens.verify(token) : null;
      if (!claims) return null;
      const [user, revoked] = await Promise.all([
        store.users.findById(claims.sub),
        // Token expiry is judged on the real clock, so is the end of a revocation.
        store.sessions.isRevoked(claims.sid, Date.now()),
      ]);
      if (!user || user.tokenVersion !== claims.ver || revoked) return null;
      return { user, claims };
    };
    await next();
  };
}

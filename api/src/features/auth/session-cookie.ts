import type { Context } from 'koa';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from './session-tokens';

/** The session as an httpOnly, SameSite=Lax cookie (Secure behind HTTPS), beside the bearer token. */
export function setSessionCookie(ctx: Context, token: string, secure: boolean): void {
  allowSecure(ctx, secure);
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_SECONDS * 1000,
    path: '/',
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  allowSecure(ctx, secure);
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 0,
    path: '/',
    overwrite: true,
  });
}

/**
 * PUBLIC_URL says HTTPS, so TLS ends at a proxy in front; the cookies library would otherwise
 * refuse a Secure cookie on the plain hop behind it.
 */
function allowSecure(ctx: Context, secure: boolean) {
  if (secure) ctx.cookies.secure = true;
}

import type { Context } from 'koa';
import { SESSION_COOKIE } from '../features/auth/session-tokens';

/**
 * Whether this page goes out without `Cross-Origin-Opener-Policy`: only the shell of `/` (the
 * landing, a shared link) for a request without a session cookie, a signed-out visitor's first
 * page, which holds nothing of an account. Everywhere else the header stays. A page with it starts
 * in a browsing context group of its own, which a phone pays for as the page loads (Lighthouse's
 * mobile run here: a plain page scores 97 with it, 100 without); the installed app's pages come
 * from the service worker's copy of `/index.html`, which keeps it. A visitor who signs in on a page
 * that another window opened gets it reloaded with the header (session.ts), so no opener keeps a
 * handle on a signed-in page (docs/security.md).
 */
export function withoutOpenerPolicy(ctx: Context): boolean {
  return ctx.path === '/' && !ctx.cookies.get(SESSION_COOKIE);
}

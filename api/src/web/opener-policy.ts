import type { Context } from 'koa';
import { SESSION_COOKIE } from '../features/auth/session-tokens';

/**
 * Whether this page goes out without `Cross-Origin-Opener-Policy`: only the shell of `/` (the
 * landing, a shared link) for a request without a session cookie, a signed-out visitor's first
 * page, which holds nothing of an account. A page with the header starts in a browsing context
 * group of its own, which a phone pays for while the page loads. Everywhere else the header stays,
 * and the installed app's pages come from the service worker's copy of `/index.html`, which has it.
 * A page that another window opened is loaded again when its visitor signs in
 * (`pwa/src/state/session.ts`), so no opener keeps a handle on a signed-in page
 * (docs/security.md, "Pages and framing").
 */
export function withoutOpenerPolicy(ctx: Context): boolean {
  return ctx.path === '/' && !ctx.cookies.get(SESSION_COOKIE);
}

import type Router from '@koa/router';
import {
  checkEmailInput,
  generateUsernameInput,
  loginInput,
  requestResetInput,
  resendVerificationInput,
  resetPasswordInput,
  signupInput,
  verifyEmailCodeInput,
  verifyEmailInput,
} from '#core/schemas/auth';
import type { TeamSummary } from '#core/schemas/teams';
import { type AuthState, bearerToken } from '../../middleware/authenticate';
import { currentUser, requireUser } from '../../middleware/guards';
import { type JsonBodies, requestBody } from '../../middleware/json-body';
import { parseWith } from '../../middleware/validate';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import { createRouter } from '../../router';
import type { UserRecord } from '../../store/users';
import { AUTH_RATE_LIMITS } from './limits';
import { toPublicUser } from './present';
import type { AccountService } from './service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { SESSION_COOKIE } from './session-tokens';
import type { Verification } from './verification';

export interface AuthRouteDeps {
  accounts: AccountService;
  verification: Verification;
  limiter: RateLimiter;
  bodies: JsonBodies;
  secureCookies: boolean;
  /**
   * The person's teams, which a sign-in's reply carries: a fresh device reads its team libraries
   * at once instead of asking for the teams first (docs/teams.md, "How the parts meet").
   */
  teamsOf: (user: UserRecord) => Promise<TeamSummary[]>;
}

const ok = { success: true };

/** /api/auth/*: parse, call the account service, present. */
export function authRoutes(deps: AuthRouteDeps): Router {
  const router = createRouter('/api/auth');
  sessionRoutes(router, deps);
  accountRoutes(router, deps);
  verificationRoutes(router, deps);
  return router;
}

/** Who is signed in, and signing in, up and out. */
function sessionRoutes(router: Router, deps: AuthRouteDeps) {
  const { accounts, bodies, secureCookies, teamsOf } = deps;
  router.get('/me', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: toPublicUser(currentUser(ctx)) };
  });

  router.post('/login', bodies.small, async (ctx) => {
    const session = await accounts.login(parseWith(loginInput, requestBody(ctx)), ctx.ip);
    setSessionCookie(ctx, session.authToken, secureCookies);
    const teams = await teamsOf(session.user);
    ctx.body = { user: toPublicUser(session.user), authToken: session.authToken, teams };
  });

  router.post('/signup', bodies.small, async (ctx) => {
    const session = await accounts.signup(parseWith(signupInput, requestBody(ctx)), ctx.ip);
    setSessionCookie(ctx, session.authToken, secureCookies);
    ctx.status = 201;
    ctx.body = { user: toPublicUser(session.user), authToken: session.authToken };
  });

  // Open to anyone: whatever session the request presents (if any) ends, on the server too. A
  // sign-out a device queued while offline names its session by bearer and may arrive after a new
  // sign-in there: it clears the cookie only when the cookie is that session.
  router.post('/logout', async (ctx) => {
    const session = await (ctx.state as AuthState).readSession?.();
    if (session) await accounts.signOut(session.claims);
    const bearer = bearerToken(ctx);
    if (bearer === null || ctx.cookies.get(SESSION_COOKIE) === bearer)
      clearSessionCookie(ctx, secureCookies);
    ctx.body = ok;
  });
}

/** What the sign-up form asks before an account exists, and a forgotten password. */
function accountRoutes(router: Router, { accounts, bodies }: AuthRouteDeps) {
  const body = bodies.small;

  router.post('/generate-username', body, async (ctx) => {
    const { displayName } = parseWith(generateUsernameInput, requestBody(ctx));
    ctx.body = { suggestedUsername: await accounts.suggestUsername(displayName, ctx.ip) };
  });

  router.post('/check-email', body, async (ctx) => {
    const { email } = parseWith(checkEmailInput, requestBody(ctx));
    ctx.body = { available: await accounts.isEmailAvailable(email, ctx.ip) };
  });

  router.post('/resend-verification', body, async (ctx) => {
    const { email } = parseWith(resendVerificationInput, requestBody(ctx));
    await accounts.resendVerification(email, ctx.ip);
    ctx.body = ok;
  });

  router.post('/request-reset', body, async (ctx) => {
    const { username } = parseWith(requestResetInput, requestBody(ctx));
    await accounts.requestReset(username, ctx.ip);
    ctx.body = { success: true, message: 'If the email exists, a reset link has been sent.' };
  });

  router.post('/reset-password', body, async (ctx) => {
    const { token, newPassword } = parseWith(resetPasswordInput, requestBody(ctx));
    await accounts.resetPassword(token, newPassword);
    ctx.body = ok;
  });
}

/** Proving the address: by the mailed link, or by its code while signed in. */
function verificationRoutes(router: Router, { verification, limiter, bodies }: AuthRouteDeps) {
  const body = bodies.small;

  router.post('/verify-email', body, async (ctx) => {
    const { token } = parseWith(verifyEmailInput, requestBody(ctx));
    await verification.verifyLink(token);
    ctx.body = ok;
  });

  router.post('/send-verification-code', requireUser, body, async (ctx) => {
    const user = currentUser(ctx);
    if (!user.isVerified) await verification.send(user);
    ctx.body = ok;
  });

  router.post('/verify-email-code', requireUser, body, async (ctx) => {
    const user = currentUser(ctx);
    await limiter.consume(`verify-code:${ctx.ip}`, AUTH_RATE_LIMITS.verifyCodePerIp);
    const { code } = parseWith(verifyEmailCodeInput, requestBody(ctx));
    if (!user.isVerified) await verification.verifyCode(user, code);
    ctx.body = ok;
  });
}

import Router from '@koa/router';
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
} from '../../../../core/schemas/auth';
import { currentUser } from '../../middleware/authenticate';
import { jsonBody } from '../../middleware/json-body';
import { parseWith } from '../../middleware/validate';
import { toPublicUser } from './present';
import { LIMITS, type RateLimiter } from './rate-limiter';
import type { AccountService } from './service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import type { Verification } from './verification';

export interface AuthRouteDeps {
  accounts: AccountService;
  verification: Verification;
  limiter: RateLimiter;
  secureCookies: boolean;
}

/** /api/auth/*: parse, call the account service, present. */
export function authRoutes(deps: AuthRouteDeps): Router {
  const { accounts, verification, secureCookies } = deps;
  const router = new Router({ prefix: '/api/auth' });
  const body = jsonBody();
  const ok = { success: true };

  router.get('/me', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: toPublicUser(currentUser(ctx)) };
  });

  router.post('/login', body, async (ctx) => {
    const session = await accounts.login(parseWith(loginInput, ctx.request.body), ctx.ip);
    setSessionCookie(ctx, session.authToken, secureCookies);
    ctx.body = { user: toPublicUser(session.user), authToken: session.authToken };
  });

  router.post('/signup', body, async (ctx) => {
    const session = await accounts.signup(parseWith(signupInput, ctx.request.body), ctx.ip);
    setSessionCookie(ctx, session.authToken, secureCookies);
    ctx.status = 201;
    ctx.body = { user: toPublicUser(session.user), authToken: session.authToken };
  });

  router.post('/logout', async (ctx) => {
    clearSessionCookie(ctx, secureCookies);
    ctx.body = ok;
  });

  router.post('/generate-username', body, async (ctx) => {
    const { displayName } = parseWith(generateUsernameInput, ctx.request.body);
    ctx.body = { suggestedUsername: await accounts.suggestUsername(displayName, ctx.ip) };
  });

  router.post('/check-email', body, async (ctx) => {
    const { email } = parseWith(checkEmailInput, ctx.request.body);
    ctx.body = { available: await accounts.isEmailAvailable(email, ctx.ip) };
  });

  router.post('/resend-verification', body, async (ctx) => {
    const { email } = parseWith(resendVerificationInput, ctx.request.body);
    await accounts.resendVerification(email);
    ctx.body = ok;
  });

  router.post('/request-reset', body, async (ctx) => {
    const { username } = parseWith(requestResetInput, ctx.request.body);
    await accounts.requestReset(username, ctx.ip);
    ctx.body = { success: true, message: 'If the email exists, a reset link has been sent.' };
  });

  router.post('/reset-password', body, async (ctx) => {
    const { token, newPassword } = parseWith(resetPasswordInput, ctx.request.body);
    await accounts.resetPassword(token, newPassword);
    ctx.body = ok;
  });

  router.post('/verify-email', body, async (ctx) => {
    const { token } = parseWith(verifyEmailInput, ctx.request.body);
    await verification.verifyLink(token);
    ctx.body = ok;
  });

  router.post('/send-verification-code', body, async (ctx) => {
    const user = currentUser(ctx);
    if (!user.isVerified) await verification.send(user, { throttle: true });
    ctx.body = ok;
  });

  router.post('/verify-email-code', body, async (ctx) => {
    const user = currentUser(ctx);
    await deps.limiter.consume(`verify-code:${ctx.ip}`, LIMITS.verifyCodePerIp);
    const { code } = parseWith(verifyEmailCodeInput, ctx.request.body);
    if (!user.isVerified) await verification.verifyCode(user, code);
    ctx.body = ok;
  });

  return router;
}

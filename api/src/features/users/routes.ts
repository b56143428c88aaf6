import type Router from '@koa/router';
import { accountLanguageInput, changePasswordInput, deleteAccountInput } from '#core/schemas/auth';
import { analyticsQuery } from '#core/schemas/flipbooks';
import { currentUser, requireUser } from '../../middleware/guards';
import { type JsonBodies, requestBody } from '../../middleware/json-body';
import { parseWith } from '../../middleware/validate';
import { createRouter } from '../../router';
import { toPublicUser } from '../auth/present';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import type { AnalyticsService } from '../reading/analytics';
import type { UserService } from './service';

/** /api/user/*: the signed-in user's own account and its figures. */
export function userRoutes(deps: {
  users: UserService;
  analytics: Pick<AnalyticsService, 'userAnalytics'>;
  bodies: JsonBodies;
  secureCookies: boolean;
}): Router {
  const router = createRouter('/api/user');
  const body = deps.bodies.small;

  router.post('/change-password', requireUser, body, async (ctx) => {
    const user = currentUser(ctx);
    const { currentPassword, newPassword } = parseWith(changePasswordInput, requestBody(ctx));
    const authToken = await deps.users.changePassword(user, currentPassword, newPassword);
    setSessionCookie(ctx, authToken, deps.secureCookies);
    ctx.body = { success: true, authToken };
  });

  router.put('/language', requireUser, body, async (ctx) => {
    const { locale } = parseWith(accountLanguageInput, requestBody(ctx));
    ctx.body = { user: toPublicUser(await deps.users.setLanguage(currentUser(ctx), locale)) };
  });

  router.post('/delete-account', requireUser, body, async (ctx) => {
    const user = currentUser(ctx);
    const { password } = parseWith(deleteAccountInput, requestBody(ctx));
    await deps.users.deleteAccount(user, password);
    clearSessionCookie(ctx, deps.secureCookies);
    ctx.body = { success: true };
  });

  router.get('/analytics', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const query = parseWith(analyticsQuery, ctx.query);
    ctx.body = await deps.analytics.userAnalytics(currentUser(ctx), query);
  });

  return router;
}

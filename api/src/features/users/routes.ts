import Router from '@koa/router';
import { changePasswordInput, deleteAccountInput } from '../../../../core/schemas/auth';
import { currentUser } from '../../middleware/authenticate';
import { jsonBody } from '../../middleware/json-body';
import { parseWith } from '../../middleware/validate';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import type { createUserService } from './service';

/** /api/user/*: the signed-in user's own account. */
export function userRoutes(deps: {
  users: ReturnType<typeof createUserService>;
  secureCookies: boolean;
}): Router {
  const router = new Router({ prefix: '/api/user' });
  const body = jsonBody();

  router.post('/change-password', body, async (ctx) => {
    const user = currentUser(ctx);
    const { currentPassword, newPassword } = parseWith(changePasswordInput, ctx.request.body);
    const authToken = await deps.users.changePassword(user, currentPassword, newPassword);
    setSessionCookie(ctx, authToken, deps.secureCookies);
    ctx.body = { success: true, authToken };
  });

  router.post('/delete-account', body, async (ctx) => {
    const user = currentUser(ctx);
    const { password } = parseWith(deleteAccountInput, ctx.request.body);
    await deps.users.deleteAccount(user, password);
    clearSessionCookie(ctx, deps.secureCookies);
    ctx.body = { success: true };
  });

  return router;
}

import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { webhookSettingsInput } from '#core/schemas/webhooks';
import { WEBHOOK_TEXTS } from '#core/webhooks';
import { currentUser, requireVerified } from '../../middleware/guards';
import { type JsonBodies, requestBody } from '../../middleware/json-body';
import { parseWith } from '../../middleware/validate';
import type { Limit, RateLimiter } from '../../rate-limits/rate-limiter';
import { createRouter } from '../../router';
import { WEBHOOK_RATE_LIMITS } from './limits';
import type { IntegrationsService } from './service';

/** Profile → Integrations: the account's webhook (docs/api.md, "Webhooks"). */
export function integrationRoutes(deps: {
  integrations: IntegrationsService;
  bodies: JsonBodies;
  limiter: RateLimiter;
}): Router {
  const { integrations, bodies, limiter } = deps;
  const router = createRouter('/api/integrations');
  const limited =
    (name: string, limit: Limit, message: string): Middleware =>
    async (ctx, next) => {
      await limiter.consume(`${name}:${currentUser(ctx).id}`, limit, message);
      await next();
    };
  const changes = limited(
    'webhook-changes',
    WEBHOOK_RATE_LIMITS.changesPerAccount,
    WEBHOOK_TEXTS.tooManyChanges,
  );
  const tests = limited(
    'webhook-tests',
    WEBHOOK_RATE_LIMITS.testsPerAccount,
    WEBHOOK_TEXTS.tooManyTests,
  );

  router.get('/webhook', requireVerified, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await integrations.view(currentUser(ctx));
  });

  router.put('/webhook', requireVerified, changes, bodies.small, async (ctx) => {
    const input = parseWith(webhookSettingsInput, requestBody(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await integrations.save(currentUser(ctx), input);
  });

  router.post('/webhook/rotate-secret', requireVerified, changes, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await integrations.rotateSecret(currentUser(ctx));
  });

  router.delete('/webhook', requireVerified, async (ctx) => {
    await integrations.remove(currentUser(ctx));
    ctx.body = { success: true };
  });

  router.post('/webhook/test', requireVerified, tests, async (ctx) => {
    ctx.status = 202;
    ctx.body = await integrations.sendTest(currentUser(ctx));
  });

  return router;
}

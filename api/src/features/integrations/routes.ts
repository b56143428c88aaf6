import type Router from '@koa/router';
import { webhookSettingsInput } from '#core/schemas/webhooks';
import { currentUser, requireVerified } from '../../middleware/guards';
import { type JsonBodies, requestBody } from '../../middleware/json-body';
import { parseWith } from '../../middleware/validate';
import { createRouter } from '../../router';
import type { IntegrationsService } from './service';

/** Profile → Integrations: the account's webhook (docs/api.md, "Webhooks"). */
export function integrationRoutes(deps: {
  integrations: IntegrationsService;
  bodies: JsonBodies;
}): Router {
  const { integrations, bodies } = deps;
  const router = createRouter('/api/integrations');

  router.get('/webhook', requireVerified, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await integrations.view(currentUser(ctx));
  });

  router.put('/webhook', requireVerified, bodies.small, async (ctx) => {
    const input = parseWith(webhookSettingsInput, requestBody(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await integrations.save(currentUser(ctx), input);
  });

  router.post('/webhook/rotate-secret', requireVerified, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await integrations.rotateSecret(currentUser(ctx));
  });

  router.delete('/webhook', requireVerified, async (ctx) => {
    await integrations.remove(currentUser(ctx));
    ctx.body = { success: true };
  });

  router.post('/webhook/test', requireVerified, async (ctx) => {
    ctx.status = 202;
    ctx.body = await integrations.sendTest(currentUser(ctx));
  });

  return router;
}

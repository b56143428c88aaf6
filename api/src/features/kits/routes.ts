import type Router from '@koa/router';
import { libraryQuery } from '#core/schemas/flipbooks';
import { createKitInput, kitIdParam, updateKitInput } from '#core/schemas/kits';
import { currentUser, requireUser } from '../../middleware/guards';
import { type JsonBodies, requestBody } from '../../middleware/json-body';
import { replyWithEtag } from '../../middleware/list-etag';
import { idInPath, parseWith } from '../../middleware/validate';
import { accountWriteLimit } from '../../rate-limits/account-writes';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import { createRouter } from '../../router';
import { KIT_RATE_LIMITS } from './limits';
import { toKitReply } from './present';
import type { KitService } from './service';

const kitIdFrom = (value: string | undefined) => idInPath(kitIdParam, value, 'Kit not found');

/**
 * /api/kits: the event kits of a library, the account's own or a team's, synced across devices
 * (docs/api.md, "Event kits").
 */
export function kitRoutes(deps: {
  kits: KitService;
  bodies: JsonBodies;
  limiter: RateLimiter;
}): Router {
  const { kits, bodies, limiter } = deps;
  const router = createRouter('/api');
  const writeLimit = accountWriteLimit(
    limiter,
    'kit-writes',
    KIT_RATE_LIMITS.writesPerAccount,
    'Too many event kits created or changed in a short time, try again in a few minutes',
  );

  // Asked with the library's list by every open device: an unchanged list is a 304. `?team=`
  // names a team's.
  router.get('/kits', requireUser, async (ctx) => {
    const { team } = parseWith(libraryQuery, ctx.query);
    const items = await kits.listMine(currentUser(ctx), team);
    await replyWithEtag(ctx, { items: items.map(toKitReply) });
  });

  router.post('/kits', requireUser, writeLimit, bodies.kit, async (ctx) => {
    const input = parseWith(createKitInput, requestBody(ctx));
    const { created, kit } = await kits.create(currentUser(ctx), input);
    ctx.status = created ? 201 : 200;
    ctx.body = toKitReply(kit);
  });

  router.put('/kits/:id', requireUser, writeLimit, bodies.kit, async (ctx) => {
    const id = kitIdFrom(ctx.params.id);
    const input = parseWith(updateKitInput, requestBody(ctx));
    const { kit, kept, replaced } = await kits.update(currentUser(ctx), id, input);
    ctx.body = { ...toKitReply(kit), kept, replaced };
  });

  router.delete('/kits/:id', requireUser, writeLimit, async (ctx) => {
    await kits.remove(currentUser(ctx), kitIdFrom(ctx.params.id));
    ctx.body = { success: true };
  });

  return router;
}

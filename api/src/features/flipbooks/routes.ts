import type Router from '@koa/router';
import {
  createFlipbookInput,
  flipbookIdParam,
  offlineViewsInput,
  updateFlipbookInput,
} from '#core/schemas/flipbooks';
import { currentUser, requireUser, requireVerified } from '../../middleware/guards';
import { type JsonBodies, requestBody } from '../../middleware/json-body';
import { idInPath, parseWith } from '../../middleware/validate';
import { createRouter } from '../../router';
import { toFlipbookReply } from './present';
import type { FlipbookService } from './service';

const idFrom = (value: string | undefined) =>
  idInPath(flipbookIdParam, value, 'Flipbook not found');

/** /api/flipbooks/*. */
export function flipbookRoutes(deps: {
  flipbooks: FlipbookService;
  bodies: JsonBodies;
  publicUrl: string;
}): Router {
  const { flipbooks, bodies, publicUrl } = deps;
  const router = createRouter('/api');
  // 20 MB of images as base64 is about 27 MB of JSON: only a verified caller gets it read.
  const bigBody = [requireVerified, bodies.flipbook];
  const present = (r: Parameters<typeof toFlipbookReply>[0]) => toFlipbookReply(r, publicUrl);

  router.post('/flipbooks', ...bigBody, async (ctx) => {
    const user = currentUser(ctx);
    const input = parseWith(createFlipbookInput, requestBody(ctx));
    const { created, flipbook } = await flipbooks.create(user, input);
    ctx.status = created ? 201 : 200;
    ctx.body = present(flipbook);
  });

  router.get('/flipbooks/my', requireUser, async (ctx) => {
    const items = await flipbooks.listMine(currentUser(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: items.map(present) };
  });

  router.get('/flipbooks/:id/statistics', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await flipbooks.statistics(currentUser(ctx), idFrom(ctx.params.id));
  });

  router.get('/flipbooks/:id', async (ctx) => {
    const flipbook = await flipbooks.view(idFrom(ctx.params.id));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = present(flipbook);
  });

  router.put('/flipbooks/:id', ...bigBody, async (ctx) => {
    const user = currentUser(ctx);
    const id = idFrom(ctx.params.id);
    ctx.body = present(
      await flipbooks.update(user, id, parseWith(updateFlipbookInput, requestBody(ctx))),
    );
  });

  router.delete('/flipbooks/:id', requireUser, async (ctx) => {
    await flipbooks.remove(currentUser(ctx), idFrom(ctx.params.id));
    ctx.body = { success: true };
  });

  router.post('/flipbooks/:id/views', requireUser, bodies.small, async (ctx) => {
    const user = currentUser(ctx);
    const id = idFrom(ctx.params.id);
    const views = parseWith(offlineViewsInput, requestBody(ctx));
    ctx.body = { views: await flipbooks.addOfflineViews(user, id, views) };
  });

  return router;
}

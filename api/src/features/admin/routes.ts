import type Router from '@koa/router';
import { currentUser, readmit, requireAdmin } from '../../middleware/guards';
import { flipbookIdFrom } from '../../middleware/validate';
import { createRouter } from '../../router';
import { toAdminItem } from '../flipbooks/present';
import type { FlipbookService } from '../flipbooks/service';
import type { createAnalyticsStreams } from './analytics-stream';

/** /api/admin/*: verified admins only (401 signed out, 403 otherwise); the flag is read from the store. */
export function adminRoutes(deps: {
  flipbooks: FlipbookService;
  streams: ReturnType<typeof createAnalyticsStreams>;
}): Router {
  const router = createRouter('/api/admin');

  router.get('/flipbooks', requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: (await deps.flipbooks.listAll()).map(toAdminItem) };
  });

  router.delete('/flipbooks/:id', requireAdmin, async (ctx) => {
    await deps.flipbooks.removeAny(flipbookIdFrom(ctx.params.id));
    ctx.body = { success: true };
  });

  router.get('/analytics/stream', requireAdmin, (ctx) => {
    deps.streams.attach(ctx, currentUser(ctx).id, () =>
      readmit(ctx).then(
        () => true,
        () => false,
      ),
    );
  });

  return router;
}

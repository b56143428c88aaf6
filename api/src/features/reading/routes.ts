import type Router from '@koa/router';
import { statisticsQuery } from '#core/schemas/flipbooks';
import { ownerReadingReport } from '#core/schemas/reading';
import { currentUser, requireUser } from '../../middleware/guards';
import { type JsonBodies, requestBody } from '../../middleware/json-body';
import { flipbookIdFrom, parseWith } from '../../middleware/validate';
import { createRouter } from '../../router';
import type { AnalyticsService } from './analytics';
import type { ReadingService } from './service';

/**
 * The owner's reading reports, sent by the outbox of the device that recorded them (the library's
 * viewer, an event kiosk), and a flipbook's statistics. A signed-out page's reports take the fast
 * path (report-fast-path.ts).
 */
export function readingRoutes(deps: {
  reading: ReadingService;
  analytics: Pick<AnalyticsService, 'statistics'>;
  bodies: JsonBodies;
}): Router {
  const router = createRouter('/api');
  router.get('/flipbooks/:id/statistics', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const query = parseWith(statisticsQuery, ctx.query);
    ctx.body = await deps.analytics.statistics(
      currentUser(ctx),
      flipbookIdFrom(ctx.params.id),
      query,
    );
  });
  router.post('/flipbooks/:id/reading', requireUser, deps.bodies.reading, async (ctx) => {
    const id = flipbookIdFrom(ctx.params.id);
    const report = parseWith(ownerReadingReport, requestBody(ctx));
    await deps.reading.ownerReport(currentUser(ctx), id, report, {
      address: ctx.ip,
      userAgent: ctx.get('user-agent'),
    });
    ctx.status = 204;
  });
  return router;
}

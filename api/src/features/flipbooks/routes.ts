import type Router from '@koa/router';
import { EVENT_PARAM } from '#core/reading-events';
import {
  createFlipbookInput,
  libraryQuery,
  offlineViewsInput,
  updateSchemaFor,
} from '#core/schemas/flipbooks';
import { isCrawlerOrPrefetch } from '../../crawlers';
import { currentUser, requireUser, requireVerified, signedInUser } from '../../middleware/guards';
import { type JsonBodies, requestBody } from '../../middleware/json-body';
import { replyWithEtag } from '../../middleware/list-etag';
import { flipbookIdFrom, parseWith } from '../../middleware/validate';
import { accountWriteLimit } from '../../rate-limits/account-writes';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import { createRouter } from '../../router';
import type { FlipbookRecord } from '../../store/flipbooks';
import type { UserRecord } from '../../store/users';
import { eventOfQuery } from '../reading/event-counts';
import { FLIPBOOK_RATE_LIMITS } from './limits';
import { toFlipbookReply, toPublicView } from './present';
import type { FlipbookService } from './service';

/** The library's form of flipbooks, their changers named by one lookup for the lot. */
function libraryForm(flipbooks: FlipbookService, publicUrl: string) {
  const present = async (records: FlipbookRecord[]) => {
    const names = await flipbooks.changerNames(records);
    return records.map((r) => toFlipbookReply(r, publicUrl, names));
  };
  return {
    /** A library's list: the caller's own, or a team's (`teamId`). */
    listed: async (user: UserRecord, teamId?: string) =>
      present(await flipbooks.listMine(user, teamId)),
    presentOne: async (record: FlipbookRecord) =>
      toFlipbookReply(record, publicUrl, await flipbooks.changerNames([record])),
  };
}

/** /api/flipbooks/*, but for a flipbook's figures (features/reading/routes.ts). */
export function flipbookRoutes(deps: {
  flipbooks: FlipbookService;
  bodies: JsonBodies;
  publicUrl: string;
  limiter: RateLimiter;
}): Router {
  const { flipbooks, bodies, publicUrl, limiter } = deps;
  const router = createRouter('/api');
  const writeLimit = accountWriteLimit(
    limiter,
    'flipbook-writes',
    FLIPBOOK_RATE_LIMITS.writesPerAccount,
    'Too many flipbooks created or changed in a short time, try again in a few minutes',
  );
  // 20 MB of images as base64 is about 27 MB of JSON: only a verified caller gets it read.
  const bigBody = [requireVerified, writeLimit, bodies.flipbook];
  const { presentOne, listed } = libraryForm(flipbooks, publicUrl);

  router.post('/flipbooks', ...bigBody, async (ctx) => {
    const user = currentUser(ctx);
    const input = parseWith(createFlipbookInput, requestBody(ctx));
    const { created, flipbook } = await flipbooks.create(user, input);
    ctx.status = created ? 201 : 200;
    ctx.body = await presentOne(flipbook);
  });

  // An open device asks every few seconds: by ETag, an unchanged list is a 304. `?team=`: a team's.
  router.get('/flipbooks/my', requireUser, async (ctx) => {
    const { team } = parseWith(libraryQuery, ctx.query);
    await replyWithEtag(ctx, { items: await listed(currentUser(ctx), team) });
  });

  // Public. A signed-in reader's view comes here (the fast path leaves it): the owner's own
  // look counts nothing and is told so.
  router.get('/flipbooks/:id', async (ctx) => {
    const id = flipbookIdFrom(ctx.params.id);
    const counted = !isCrawlerOrPrefetch(ctx.headers);
    const viewer = await signedInUser(ctx);
    const event = eventOfQuery(ctx.query[EVENT_PARAM]);
    const viewed = viewer
      ? await flipbooks.viewSignedIn(id, counted, viewer.id, event)
      : { ...(await flipbooks.view(id, counted, event)), own: false };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      ...toPublicView(viewed, publicUrl),
      ...(viewed.own ? { ownView: true as const } : {}),
    };
  });

  router.put('/flipbooks/:id', ...bigBody, async (ctx) => {
    const user = currentUser(ctx);
    const id = flipbookIdFrom(ctx.params.id);
    const body = requestBody(ctx);
    const { flipbook, kept, replaced } = await flipbooks.update(
      user,
      id,
      parseWith(updateSchemaFor(body), body),
    );
    ctx.body = { ...(await presentOne(flipbook)), kept, replaced };
  });

  router.delete('/flipbooks/:id', requireUser, async (ctx) => {
    await flipbooks.remove(currentUser(ctx), flipbookIdFrom(ctx.params.id));
    ctx.body = { success: true };
  });

  router.post('/flipbooks/:id/views', requireUser, bodies.small, async (ctx) => {
    const user = currentUser(ctx);
    const id = flipbookIdFrom(ctx.params.id);
    const views = parseWith(offlineViewsInput, requestBody(ctx));
    ctx.body = { views: await flipbooks.addOfflineViews(user, id, views) };
  });

  return router;
}

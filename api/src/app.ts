import type http from 'node:http';
import type Router from '@koa/router';
import Koa from 'koa';
import { type AppDeps, type Basics, basicsOf, type Services, servicesOf } from './app-services';
import { canonicalizeRequest } from './canonical-url';
import { adminRoutes } from './features/admin/routes';
import { authRoutes } from './features/auth/routes';
import { collectOrphanMedia } from './features/flipbooks/media-collection';
import { publicViewFastPath } from './features/flipbooks/public-view-fast-path';
import { flipbookRoutes } from './features/flipbooks/routes';
import { integrationRoutes } from './features/integrations/routes';
import { kitRoutes } from './features/kits/routes';
import { leadRoutes } from './features/leads/routes';
import { READING_REPORT_ROUTE, readingReportFastPath } from './features/reading/report-fast-path';
import { createReportLimiter } from './features/reading/report-limiter';
import { readingRoutes } from './features/reading/routes';
import type { ReadingService } from './features/reading/service';
import { teamRoutes } from './features/teams/routes';
import { userRoutes } from './features/users/routes';
import { notFound } from './http-errors';
import { mediaRoutes } from './media/routes';
import { authenticate } from './middleware/authenticate';
import { csrfGuard } from './middleware/csrf';
import { errorHandler } from './middleware/error-handler';
import { jsonBodies } from './middleware/json-body';
import { securityHeaders } from './middleware/security-headers';
import { describeRoutes, type RouteInfo } from './route-table';
import { createRouter } from './router';
import { deferEntry } from './web/deferred-entry';
import { embedSpellings, isEmbedPage } from './web/embed';
import { sharedLinkShell } from './web/shared-link';
import { spa } from './web/spa';

export type { AppDeps };

export type FlipfoldApp = Koa & {
  /** The request listener to serve: the path made canonical, the public view fast path, Koa. */
  handle: http.RequestListener;
  /** Every route the app declares, with its guard (tests walk them all). */
  routes: RouteInfo[];
  /** Removes orphan media and leftovers of interrupted writes (the server schedules it). */
  collectOrphanMedia: (graceMs?: number) => Promise<{ media: number; unfinished: number }>;
  /** Makes the phone copies that media stored before lack (the server runs it at start). */
  makePanelVariants: () => Promise<number>;
  /** Sends the leads' mails that are due (the server runs it at start and every minute). */
  drainLeadMails: () => Promise<void>;
  /** Tries the webhook deliveries that are due (the server runs it at start and every 15 s). */
  drainWebhooks: () => Promise<void>;
  /** Resolves once the work done after replies (mail, phone copies) has ended. */
  idle: () => Promise<void>;
  /** Reader analytics; the server has it forget past days' reader hashes as each day begins. */
  reading: ReadingService;
};

/** /api and everything under it, in any letter case: never the web app's shell. */
const API_PATH = /^\/api(\/|$)/i;

/** The API's routers, in the order a request tries them. */
function apiRouters({ config, store, limiter, secureCookies }: Basics, services: Services) {
  const { accounts, verification, users, analytics, flipbooks, reading } = services;
  const bodies = jsonBodies(config.bodyTimeoutMs);
  const api = createRouter('/api');
  api.get('/health', async (ctx) => {
    await store.ping();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', store: store.kind };
  });
  return [
    api,
    authRoutes({
      ...{ accounts, verification, limiter, bodies, secureCookies },
      teamsOf: (user) => services.teams.summariesOf(user),
    }),
    userRoutes({ users, analytics, bodies, secureCookies }),
    flipbookRoutes({ flipbooks, bodies, publicUrl: config.publicUrl, limiter }),
    kitRoutes({ kits: services.kits, bodies, limiter }),
    teamRoutes({ teams: services.teams, invitations: services.invitations, bodies, limiter }),
    readingRoutes({ reading, analytics, bodies }),
    leadRoutes({ leads: services.leads, bodies }),
    integrationRoutes({ integrations: services.integrations, bodies, limiter }),
    adminRoutes({ flipbooks, streams: services.streams }),
    mediaRoutes(store.media, services.variants),
  ];
}

/** Koa with its guards, the API's routers, and the web app's shell for every other path. */
function koaApp(basics: Basics, services: Services, routers: Router[]): Koa {
  const { config, store, logger } = basics;
  // The client address is the one the nearest of TRUST_PROXY proxies saw (see docs/security.md).
  const app = new Koa({
    proxy: config.trustProxyHops > 0,
    maxIpsCount: config.trustProxyHops,
  });
  app.silent = true;

  app.use(errorHandler(logger));
  app.use(securityHeaders({ https: basics.secureCookies }));
  app.use(authenticate(store, basics.tokens));
  app.use(csrfGuard(config.publicUrl));
  app.use(embedSpellings());
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  app.use(async (ctx, next) => {
    if (API_PATH.test(ctx.path)) throw notFound('No such API call');
    await next();
  });
  const sharedLink = sharedLinkShell({
    peek: (id) => services.flipbooks.peek(id),
    media: store.media,
    publicUrl: config.publicUrl,
  });
  app.use(
    spa({
      root: config.webRoot,
      supportEmail: config.supportEmail,
      // The home page arrives drawn by the build (its signed-out landing), a shared link by sharedLink.
      transformShell: (html, ctx) =>
        ctx.path === '/' && ctx.query.view === undefined ? deferEntry(html) : sharedLink(html, ctx),
      framable: isEmbedPage,
    }),
  );
  // server.ts emits this on SIGTERM, so open event streams do not hold the shutdown up.
  app.on('shutdown', services.streams.closeAll);
  return app;
}

/** The path made canonical, then the public view and reading report fast paths, then Koa. */
function requestListener(app: Koa, basics: Basics, services: Services): http.RequestListener {
  const { config, logger, now } = basics;
  const koaHandle = app.callback();
  const fastViews = publicViewFastPath({
    flipbooks: services.flipbooks,
    publicUrl: config.publicUrl,
    logger,
  });
  const fastReports = readingReportFastPath({
    reading: services.reading,
    limiter: createReportLimiter(now),
    publicUrl: config.publicUrl,
    trustProxyHops: config.trustProxyHops,
    bodyTimeoutMs: config.bodyTimeoutMs,
    logger,
  });
  return (req, res) => {
    // Once, before anything reads the path: every check sees the spelling routes match.
    canonicalizeRequest(req);
    if (!fastViews(req, res) && !fastReports(req, res)) void koaHandle(req, res);
  };
}

/** Builds the app without listening, so tests drive it over real HTTP on a free port. */
export function createApp(deps: AppDeps): FlipfoldApp {
  const basics = basicsOf(deps);
  const services = servicesOf(deps, basics);
  const routers = apiRouters(basics, services);
  const app = koaApp(basics, services, routers);
  return Object.assign(app, {
    handle: requestListener(app, basics, services),
    routes: [...describeRoutes(routers), READING_REPORT_ROUTE],
    reading: services.reading,
    collectOrphanMedia: (graceMs?: number) => collectOrphanMedia(basics.store, graceMs),
    makePanelVariants: services.variants.ensureAll,
    drainLeadMails: services.leadMails.drain,
    drainWebhooks: services.webhookDeliveries.drain,
    idle: basics.background.idle,
  });
}

import type http from 'node:http';
import Koa from 'koa';
import { createBackground } from './background';
import { canonicalizeRequest } from './canonical-url';
import { createChangeFeed } from './change-feed';
import type { Config } from './config';
import { createAnalyticsStreams } from './features/admin/analytics-stream';
import { adminRoutes } from './features/admin/routes';
import { resolveJwtSecret } from './features/auth/jwt-secret';
import { createPasswords } from './features/auth/passwords';
import { authRoutes } from './features/auth/routes';
import { AccountService } from './features/auth/service';
import { createSessionTokens, type SessionTokens } from './features/auth/session-tokens';
import { Verification } from './features/auth/verification';
import { collectOrphanMedia } from './features/flipbooks/media-collection';
import { publicViewFastPath } from './features/flipbooks/public-view-fast-path';
import { flipbookRoutes } from './features/flipbooks/routes';
import { FlipbookService } from './features/flipbooks/service';
import { createWebhookDeliveries } from './features/integrations/deliveries';
import { integrationRoutes } from './features/integrations/routes';
import { IntegrationsService } from './features/integrations/service';
import { kitRoutes } from './features/kits/routes';
import { KitService } from './features/kits/service';
import { createForgetTokens } from './features/leads/forget-tokens';
import { LeadMails } from './features/leads/lead-mails';
import { leadRoutes } from './features/leads/routes';
import { LeadService } from './features/leads/service';
import { AnalyticsService } from './features/reading/analytics';
import { READING_REPORT_ROUTE, readingReportFastPath } from './features/reading/report-fast-path';
import { createReportLimiter } from './features/reading/report-limiter';
import { readingRoutes } from './features/reading/routes';
import { ReadingService } from './features/reading/service';
import { userRoutes } from './features/users/routes';
import { UserService } from './features/users/service';
import { notFound } from './http-errors';
import { consoleLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { mediaRoutes } from './media/routes';
import { createPanelVariants } from './media/variants';
import { authenticate } from './middleware/authenticate';
import { csrfGuard } from './middleware/csrf';
import { errorHandler } from './middleware/error-handler';
import { jsonBodies } from './middleware/json-body';
import { securityHeaders } from './middleware/security-headers';
import { createRateLimiter } from './rate-limits/rate-limiter';
import { describeRoutes, type RouteInfo } from './route-table';
import { createRouter } from './router';
import type { Store } from './store/port';
import { deferEntry } from './web/deferred-entry';
import { embedSpellings, isEmbedPage } from './web/embed';
import { sharedLinkShell } from './web/shared-link';
import { spa } from './web/spa';

export interface AppDeps {
  config: Config;
  store: Store;
  logger?: Logger;
  /** Defaults to tokens signed with JWT_SECRET or the secret kept in DATA_DIR. */
  tokens?: SessionTokens;
  /** Defaults to SMTP_URL's server or the .eml outbox in DATA_DIR. */
  mailer?: Mailer;
  /** Replaces the removal of a user's flipbooks and media at account deletion (tests). */
  purgeUserContent?: (userId: string) => Promise<void>;
  now?: () => number;
}

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

/** Builds the app without listening, so tests drive it over real HTTP on a free port. */
export function createApp(deps: AppDeps): FlipfoldApp {
  const { config, store } = deps;
  const logger = deps.logger ?? consoleLogger;
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = deps.tokens ?? createSessionTokens(secret);
  const now = deps.now ?? Date.now;
  const secureCookies = config.publicUrl.startsWith('https://');
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger,
    });
  const passwords = createPasswords(config.passwordHashCost);
  const limiter = createRateLimiter(store.rateLimits, now);
  const background = createBackground(logger);
  const bodies = jsonBodies(config.bodyTimeoutMs);
  const verification = new Verification({
    store,
    mailer,
    limiter,
    logger,
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    now,
  });
  const accounts = new AccountService({
    store,
    tokens,
    passwords,
    mailer,
    limiter,
    verification,
    background,
    publicUrl: config.publicUrl,
    now,
  });
  const changes = createChangeFeed();
  const variants = createPanelVariants({ store, logger });
  const flipbooks = new FlipbookService({
    store,
    changes,
    now,
    onMediaKept: (names) =>
      background.run('phone copies of panels', () => variants.ensure(names).then(() => {})),
  });
  const kits = new KitService({ store, now });
  const reading = new ReadingService({ store, changes, now });
  const analytics = new AnalyticsService({ store, now });
  const streams = createAnalyticsStreams({ analytics, changes });
  const forgetTokens = createForgetTokens(secret);
  const leadMails = new LeadMails({
    store,
    mailer,
    limiter,
    forgetTokens,
    logger,
    publicUrl: config.publicUrl,
    now,
  });
  const webhookDeliveries = createWebhookDeliveries({
    store,
    logger,
    now,
    post: { allowPrivate: config.webhookAllowPrivate },
  });
  const integrations = new IntegrationsService({
    store,
    logger,
    now,
    allowPrivate: config.webhookAllowPrivate,
    deliverSoon: () => background.run('webhook deliveries', webhookDeliveries.drain),
  });
  const leads = new LeadService({
    store,
    limiter,
    forgetTokens,
    now,
    onStored: () => background.run('lead mails', leadMails.drain),
    onLeadChange: (change) =>
      background.run('lead webhooks', () => integrations.leadChanged(change)),
  });
  const users = new UserService({
    store,
    tokens,
    passwords,
    purgeUserContent:
      deps.purgeUserContent ??
      (async (userId) => {
        await leads.purgeOwner(userId);
        await integrations.purgeOwner(userId);
        await store.kits.purgeOwner(userId);
        await flipbooks.purgeUser(userId);
      }),
  });
  // The client address is the one the nearest of TRUST_PROXY proxies saw (see docs/security.md).
  const app = new Koa({
    proxy: config.trustProxyHops > 0,
    maxIpsCount: config.trustProxyHops,
  });
  app.silent = true;

  app.use(errorHandler(logger));
  app.use(securityHeaders({ https: secureCookies }));
  app.use(authenticate(store, tokens));
  app.use(csrfGuard(config.publicUrl));
  app.use(embedSpellings());

  const api = createRouter('/api');
  api.get('/health', async (ctx) => {
    await store.ping();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', store: store.kind };
  });
  const routers = [
    api,
    authRoutes({ accounts, verification, limiter, bodies, secureCookies }),
    userRoutes({ users, analytics, bodies, secureCookies }),
    flipbookRoutes({ flipbooks, bodies, publicUrl: config.publicUrl, limiter }),
    kitRoutes({ kits, bodies, limiter }),
    readingRoutes({ reading, analytics, bodies }),
    leadRoutes({ leads, bodies }),
    integrationRoutes({ integrations, bodies, limiter }),
    adminRoutes({ flipbooks, streams }),
    mediaRoutes(store.media, variants),
  ];
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  app.use(async (ctx, next) => {
    if (API_PATH.test(ctx.path)) throw notFound('No such API call');
    await next();
  });
  const sharedLink = sharedLinkShell({
    peek: (id) => flipbooks.peek(id),
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
  app.on('shutdown', streams.closeAll);
  const koaHandle = app.callback();
  const fastViews = publicViewFastPath({ flipbooks, publicUrl: config.publicUrl, logger });
  const fastReports = readingReportFastPath({
    reading,
    limiter: createReportLimiter(now),
    publicUrl: config.publicUrl,
    trustProxyHops: config.trustProxyHops,
    bodyTimeoutMs: config.bodyTimeoutMs,
    logger,
  });
  return Object.assign(app, {
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => {
      // Once, before anything reads the path: every check sees the spelling routes match.
      canonicalizeRequest(req);
      if (!fastViews(req, res) && !fastReports(req, res)) void koaHandle(req, res);
    },
    routes: [...describeRoutes(routers), READING_REPORT_ROUTE],
    reading,
    collectOrphanMedia: (graceMs?: number) => collectOrphanMedia(store, graceMs),
    makePanelVariants: variants.ensureAll,
    drainLeadMails: leadMails.drain,
    drainWebhooks: webhookDeliveries.drain,
    idle: background.idle,
  });
}

import type http from 'node:http';
import Router from '@koa/router';
import Koa from 'koa';
import type { Config } from './config';
import { createAnalyticsStreams } from './features/admin/analytics-stream';
import { adminRoutes } from './features/admin/routes';
import { resolveJwtSecret } from './features/auth/jwt-secret';
import { createRateLimiter } from './features/auth/rate-limiter';
import { authRoutes } from './features/auth/routes';
import { createAccountService } from './features/auth/service';
import { createSessionTokens, type SessionTokens } from './features/auth/session-tokens';
import { createVerification } from './features/auth/verification';
import { createChangeFeed } from './features/flipbooks/change-feed';
import { publicViewFastPath } from './features/flipbooks/public-view-fast-path';
import { flipbookRoutes } from './features/flipbooks/routes';
import { createFlipbookService } from './features/flipbooks/service';
import { userRoutes } from './features/users/routes';
import { createUserService } from './features/users/service';
import { notFound } from './http-errors';
import { consoleLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { mediaRoutes } from './media/routes';
import { authenticate } from './middleware/authenticate';
import { csrfGuard } from './middleware/csrf';
import { errorHandler } from './middleware/error-handler';
import { securityHeaders } from './middleware/security-headers';
import type { Store } from './store/port';
import { openGraphShell } from './web/open-graph';
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
  /** The request listener to serve: the public view fast path, then Koa. */
  handle: http.RequestListener;
};

/** Builds the app without listening, so tests drive it over real HTTP on a free port. */
export function createApp(deps: AppDeps): FlipfoldApp {
  const { config, store } = deps;
  const logger = deps.logger ?? consoleLogger;
  const tokens =
    deps.tokens ?? createSessionTokens(resolveJwtSecret(config.jwtSecret, config.dataDir));
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
  const limiter = createRateLimiter(store.rateLimits, now);
  const verification = createVerification({
    store,
    mailer,
    limiter,
    logger,
    publicUrl: config.publicUrl,
    now,
  });
  const accounts = createAccountService({
    store,
    tokens,
    mailer,
    limiter,
    verification,
    logger,
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    now,
  });
  const changes = createChangeFeed();
  const flipbooks = createFlipbookService({ store, changes, now });
  const streams = createAnalyticsStreams({ flipbooks, changes });
  const users = createUserService({
    store,
    tokens,
    purgeUserContent: deps.purgeUserContent ?? ((userId) => flipbooks.purgeUser(userId)),
  });
  const app = new Koa({ proxy: config.trustProxy });
  app.silent = true;

  app.use(errorHandler(logger));
  app.use(securityHeaders({ https: secureCookies }));
  app.use(authenticate(store, tokens));
  app.use(csrfGuard(config.publicUrl));

  const api = new Router({ prefix: '/api' });
  api.get('/health', async (ctx) => {
    await store.ping();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', store: store.kind };
  });
  app.use(api.routes());
  app.use(api.allowedMethods());
  for (const router of [
    authRoutes({ accounts, verification, limiter, secureCookies }),
    userRoutes({ users, secureCookies }),
    flipbookRoutes({ flipbooks, publicUrl: config.publicUrl }),
    adminRoutes({ flipbooks, streams }),
    mediaRoutes(store.media),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) throw notFound('No such API call');
    await next();
  });
  app.use(
    spa({
      root: config.webRoot,
      supportEmail: config.supportEmail,
      transformShell: openGraphShell({ peek: flipbooks.peek, publicUrl: config.publicUrl }),
    }),
  );
  // server.ts emits this on SIGTERM, so open event streams do not hold the shutdown up.
  app.on('shutdown', streams.closeAll);
  const koaHandle = app.callback();
  const fastViews = publicViewFastPath({ flipbooks, publicUrl: config.publicUrl, logger });
  return Object.assign(app, {
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!fastViews(req, res)) void koaHandle(req, res);
    },
  });
}

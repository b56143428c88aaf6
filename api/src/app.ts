import Router from '@koa/router';
import Koa from 'koa';
import type { Config } from './config';
import { resolveJwtSecret } from './features/auth/jwt-secret';
import { createSessionTokens, type SessionTokens } from './features/auth/session-tokens';
import { notFound } from './http-errors';
import { consoleLogger, type Logger } from './logger';
import { authenticate } from './middleware/authenticate';
import { csrfGuard } from './middleware/csrf';
import { errorHandler } from './middleware/error-handler';
import { securityHeaders } from './middleware/security-headers';
import type { Store } from './store/port';
import { spa } from './web/spa';

export interface AppDeps {
  config: Config;
  store: Store;
  logger?: Logger;
  /** Defaults to tokens signed with JWT_SECRET or the secret kept in DATA_DIR. */
  tokens?: SessionTokens;
}

/** Builds the Koa app without listening, so tests drive it over real HTTP on a free port. */
export function createApp(deps: AppDeps): Koa {
  const { config, store } = deps;
  const logger = deps.logger ?? consoleLogger;
  const tokens =
    deps.tokens ?? createSessionTokens(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const app = new Koa({ proxy: config.trustProxy });
  app.silent = true;

  app.use(errorHandler(logger));
  app.use(securityHeaders({ https: config.publicUrl.startsWith('https://') }));
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

  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) throw notFound('No such API call');
    await next();
  });
  app.use(spa({ root: config.webRoot, supportEmail: config.supportEmail }));
  return app;
}

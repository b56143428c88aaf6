import Router from '@koa/router';
import Koa from 'koa';
import type { Config } from './config';
import { notFound } from './http-errors';
import { consoleLogger, type Logger } from './logger';
import { errorHandler } from './middleware/error-handler';
import { securityHeaders } from './middleware/security-headers';
import type { Store } from './store/port';
import { spa } from './web/spa';

export interface AppDeps {
  config: Config;
  store: Store;
  logger?: Logger;
}

/** Builds the Koa app without listening, so tests drive it over real HTTP on a free port. */
export function createApp(deps: AppDeps): Koa {
  const { config, store } = deps;
  const logger = deps.logger ?? consoleLogger;
  const app = new Koa({ proxy: config.trustProxy });
  app.silent = true;

  app.use(errorHandler(logger));
  app.use(securityHeaders({ https: config.publicUrl.startsWith('https://') }));

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

import http from 'node:http';
import { ACCOUNT_LIMITS } from '#core/limits';
import { createApp, type FlipfoldApp } from './app';
import { scheduleDrain } from './background';
import { type Config, ConfigError, loadConfig } from './config';
import { grantConfiguredAdmins } from './features/auth/admin-emails';
import { scheduleMediaCollection } from './features/flipbooks/media-collection';
import { backfillLayouts } from './features/flipbooks/panel-shape';
import { scheduleLeadMails } from './features/leads/lead-mails';
import { scheduleReaderForgetting } from './features/reading/forget-readers';
import { consoleLogger as logger } from './logger';
import { createStore } from './store/create-store';
import type { Store } from './store/port';

/** Waits this long for in-flight requests (and open event streams) before closing them. */
const SHUTDOWN_GRACE_MS = 10_000;

/** How often webhook deliveries that came due are tried (the first retry waits 30 s). */
const WEBHOOK_DRAIN_MS = 15_000;

/** How often ended rate-limit windows are deleted. */
const RATE_LIMIT_PURGE_MS = 10 * 60_000;

/** Serves the app on the configured port and host, Node's own timeouts as backstops. */
async function listen(config: Config, app: FlipfoldApp): Promise<http.Server> {
  const server = http.createServer(app.handle);
  server.keepAliveTimeout = 5_000;
  // Backstops to the body readers' own limit (BODY_TIMEOUT_SECONDS): well under Node's 300 s.
  server.headersTimeout = 20_000;
  server.requestTimeout = config.bodyTimeoutMs + 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  return server;
}

function announce(config: Config, store: Store, server: http.Server) {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    `Flipfold is listening on http://localhost:${port} (store: ${store.kind}, data: ${config.dataDir})`,
  );
  if (config.passwordHashCost < ACCOUNT_LIMITS.bcryptCost) {
    logger.info(
      `PASSWORD_HASH_COST is ${config.passwordHashCost}: new passwords are hashed for tests, weaker than production's ${ACCOUNT_LIMITS.bcryptCost}`,
    );
  }
}

/** The work the server does besides answering; `stop` ends it, waiting for what is under way. */
function startBackgroundWork(app: FlipfoldApp, store: Store) {
  const collection = scheduleMediaCollection({ collect: () => app.collectOrphanMedia(), logger });
  const forgetting = scheduleReaderForgetting({ forget: app.reading.forgetPastReaders, logger });
  const leadMails = scheduleLeadMails(app.drainLeadMails);
  const webhooks = scheduleDrain(app.drainWebhooks, WEBHOOK_DRAIN_MS);
  // Rate-limit windows live only as long as they count (a `leads:<address>` key one hour).
  const purgeRateLimits = () =>
    void store.rateLimits
      .purgeEnded(Date.now())
      .catch((err) => logger.error('rate-limit purge failed', { err }));
  purgeRateLimits();
  const rateLimitPurge = setInterval(purgeRateLimits, RATE_LIMIT_PURGE_MS);
  rateLimitPurge.unref();
  // Flipbooks made before phone copies existed get theirs; until then each is made when asked for.
  app.makePanelVariants().catch((err: unknown) => logger.error('phone copies of panels', { err }));
  return {
    stop: async () => {
      forgetting.stop();
      clearInterval(rateLimitPurge);
      await collection.stop();
      await leadMails.stop();
      await webhooks.stop();
    },
  };
}

/** SIGTERM or SIGINT: in-flight requests end (for at most SHUTDOWN_GRACE_MS), then the process. */
function stopOnSignals(
  server: http.Server,
  app: FlipfoldApp,
  store: Store,
  work: { stop: () => Promise<void> },
) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    app.emit('shutdown');
    server.close(async () => {
      await work.stop();
      await app.idle();
      await store.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main() {
  const config = loadConfig();
  const store = await createStore(config);
  await grantConfiguredAdmins(store, config.adminEmails);
  await backfillLayouts(store, logger);
  const app = createApp({ config, store, logger });
  const server = await listen(config, app);
  announce(config, store, server);
  stopOnSignals(server, app, store, startBackgroundWork(app, store));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Cannot start: port ${(err as { port?: number }).port ?? ''} is already in use`);
  } else {
    console.error(`Cannot start: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.exit(1);
});

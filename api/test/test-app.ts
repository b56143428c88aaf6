import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type AppDeps, createApp, type FlipfoldApp } from '#api/app';
import { type Config, loadConfig } from '#api/config';
import { resolveJwtSecret } from '#api/features/auth/jwt-secret';
import { createSessionTokens, type SessionTokens } from '#api/features/auth/session-tokens';
import { silentLogger } from '#api/logger';
import type { Store } from '#api/store/port';
import { openTestStore } from './test-store';

export interface TestApp {
  url: string;
  config: Config;
  store: Store;
  tokens: SessionTokens;
  /** Names of every media file the store holds (files in DATA_DIR/media, or GridFS). */
  mediaNames(): Promise<string[]>;
  /** The app itself: its route table, orphan media collection, background work. */
  app: FlipfoldApp;
  close(): Promise<void>;
}

/**
 * createApp() over real HTTP on a free port, with a temporary DATA_DIR and the run's store: a real
 * SQLite file there, or a database of its own on the run's MongoDB server (see test-store.ts), or
 * the MongoDB database that env.MONGODB_URI names.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  extra: Pick<AppDeps, 'now' | 'purgeUserContent' | 'mailer' | 'logger'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-api-'));
  const { store, mongodbUri, mediaNames, dispose } = await openTestStore(dataDir, env.MONGODB_URI);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'no-web'),
    // bcrypt's minimum unless a test asks for production's cost (passwords.test.ts does).
    PASSWORD_HASH_COST: '4',
    ...(mongodbUri ? { MONGODB_URI: mongodbUri } : {}),
    ...env,
  });
  const tokens = createSessionTokens(resolveJwtSecret(undefined, dataDir));
  const app = createApp({ config, store, tokens, logger: silentLogger, ...extra });
  const server = http.createServer(app.handle);
  // Tests wait seconds between calls while they build big bodies on a loaded machine: fetch
  // re-using a connection the server is closing for idleness at that moment gets a reset.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    store,
    tokens,
    mediaNames,
    app,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.idle();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

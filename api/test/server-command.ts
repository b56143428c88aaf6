import fs from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE } from '#testing/app-server';

/** What the bundle is built from: a newer file in any of them makes it stale. */
const SOURCES = ['api/src', 'core', 'package.json', 'scripts/build-server.mjs'];

/** The newest modification time of the files under `entry` (directories' own times left out). */
function newestFile(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestFile(path.join(entry, name))), 0);
}

let chosen: string[] | null = null;

/**
 * Node's arguments that start the API server as its own process: the bundle when it is newer than
 * every file it is built from (npm test builds before the API tier runs), which starts in a
 * fraction of tsx's time; else `api/src/server.ts` through tsx, so a test never runs stale code.
 */
export function serverArgs(): string[] {
  chosen ??=
    fs.existsSync(SERVER_BUNDLE) &&
    fs.statSync(SERVER_BUNDLE).mtimeMs > Math.max(...SOURCES.map(newestFile))
      ? ['--enable-source-maps', SERVER_BUNDLE]
      : ['--import', 'tsx', 'api/src/server.ts'];
  return chosen;
}

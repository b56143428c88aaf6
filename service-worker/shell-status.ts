/// <reference lib="webworker" />
import { cacheNames } from 'workbox-core';
import type { AppShellStatus } from '#core/app-shell';
import { cachedUrls } from './cached-urls';

/**
 * How many of the app shell's files are in the precache, by the keys the precache route serves them
 * under: a kit is ready offline only when all are, or a reload without a network could not start.
 */
export async function shellStatus(keys: Array<string | undefined>): Promise<AppShellStatus> {
  const cache = await caches.open(cacheNames.precache);
  const cached = await cachedUrls(cache);
  const stored = keys.filter((key) => key !== undefined && cached.has(key));
  return { cached: stored.length, total: keys.length };
}

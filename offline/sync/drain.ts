import type { FlipfoldDb } from '../db';
import { type DrainResult, drainOutbox, endNetworkBackoff } from './engine';
import { runExclusive } from './lock';
import { activeSession, pauseSession } from './session';
import { sendSignOuts } from './sign-outs';
import type { Transport } from './transport';

/** The Background Sync tag the page registers after each enqueue. */
export const SYNC_TAG = 'flipfold-outbox';

/** The message the service worker posts to open pages with what its drain did. */
export const SYNC_EVENTS_MESSAGE = 'flipfold-sync-events';

/**
 * The one drain of the app, run by the page and by the service worker's `sync` event alike: under
 * the lock (one at a time across tabs and the worker), as the account stored in IndexedDB, whose
 * token is read again before each request. A sign-out made offline goes first, and while one
 * cannot be sent nothing else is. `networkBack` (the page's `online` event, a Background Sync)
 * ends the network backoffs first; `wait` queues behind a drain already running instead of
 * leaving it the work. Returns null when it did not run.
 */
export function drainAsStored(
  db: FlipfoldDb,
  transport: Transport,
  { networkBack = false, wait = false } = {},
): Promise<DrainResult | null> {
  return runExclusive(
    async () => {
      if (!(await sendSignOuts(db, transport))) return null;
      const first = await activeSession(db);
      if (!first) return null;
      if (networkBack) await endNetworkBackoff(db, first.userId);
      const result = await drainOutbox({ db, transport, session: () => activeSession(db) });
      if (result.paused) await pauseSession(db, first.token);
      return result;
    },
    { wait },
  );
}

import { liveQuery } from 'dexie';
import { isKitReply } from '#core/schemas/kits';
import { db } from '#offline/db';
import { drainAsStored } from '#offline/sync/drain';
import type { DrainResult } from '#offline/sync/engine';
import type { SyncEvent } from '#offline/sync/events';
import { mergeServerKits } from '#offline/sync/kit-merge';
import { fetchMissingMedia, mergeServerLibrary } from '#offline/sync/merge';
import { PROBE_INTERVAL_MS, serverReachable } from '#offline/sync/probe';
import { storeSession } from '#offline/sync/session';
import { fetchTransport } from '#offline/sync/transport';
import { sessionStore } from '../../state/session';
import { isFlipbookReply } from '../public-flipbook';
import { sessionEnded } from '../session-end';
import { listenToWorkerDrains, registerBackgroundSync } from './background';
import { changedList, watchLibrary } from './library-watch';

/** How soon the page looks again at work that waits while another context holds the drain. */
const LOCKED_RETRY_MS = 5_000;
const isPending = (entry: { status: string }) => entry.status === 'pending';

interface RunOptions {
  networkBack?: boolean;
  wait?: boolean;
}

/**
 * Runs the drain from the page: at start, when the network comes back, when the tab becomes
 * visible, when an entry can go out that could not, and on the backoff timer; after a send that
 * got no reply, a probe every few seconds notices the server's return even without an `online`
 * event. The service worker runs the same drain on Background Sync, even with no tab open. Events
 * of both go to `onEvent` for toasts. A running kiosk names the kit it presents (`presenting`),
 * which another device's delete does not take away while it runs.
 */
export function startSync(
  onEvent: (event: SyncEvent) => void,
  options: { presenting?: string } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let probe: ReturnType<typeof setTimeout> | null = null;
  // Work already under way when the runner stops (a sign-in's drain, then its list) ends there.
  let stopped = false;

  const probeUntilBack = () => {
    if (probe) return;
    probe = setTimeout(async () => {
      probe = null;
      // A sign-out waiting to be sent goes first; the probe would carry its session's cookie.
      if ((await sessionEnded()) && (await serverReachable())) void run({ networkBack: true });
      else probeUntilBack();
    }, PROBE_INTERVAL_MS);
  };

  /**
   * When the network is back, a drain already running (another tab's, the worker's) may have met
   * none; on sign-in, one may have found no account: either waits behind it rather than skip.
   */
  const run = async ({ networkBack = false, wait = networkBack }: RunOptions = {}) => {
    if (stopped || !navigator.onLine) return;
    const result: DrainResult | null = await drainAsStored(db, fetchTransport, {
      networkBack,
      wait,
      reachable: () => serverReachable(),
    }).catch((err: unknown) => {
      console.error('Sync failed', err);
      return null;
    });
    if (!result) {
      // Another tab or the service worker holds the drain; if it stops without sending what waits
      // here (its request held until the browser gave up, say), nothing else would wake this page.
      // A try already set (a backoff's) stays as it is.
      if (!timer && sessionStore.get().user && (await db.outbox.filter(isPending).count()) > 0)
        arm(Date.now() + LOCKED_RETRY_MS);
      return;
    }
    for (const event of result.events) onEvent(event);
    // Replies may name panels another device made: fetched now, for the library offline.
    const user = sessionStore.get().user;
    if (result.sent > 0 && user) void fetchMissingMedia(db, user.id).catch(() => {});
    if (result.networkDown) probeUntilBack();
    if (result.retryAt) arm(result.retryAt);
    else if (timer) {
      clearTimeout(timer);
      timer = null;
    }
  };
  /** The next try at `at`. */
  const arm = (at: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = null;
        void run();
      },
      Math.max(0, at - Date.now()),
    );
  };

  // The library and the kits as last read: an unchanged list is not read again.
  const library = changedList('/api/flipbooks/my', (userId, items, readAt) =>
    mergeServerLibrary(db, userId, items.filter(isFlipbookReply), readAt),
  );
  const kitList = changedList('/api/kits', (userId, items, readAt) =>
    mergeServerKits(db, userId, items.filter(isKitReply), readAt, options.presenting),
  );
  let refreshing: Promise<void> | null = null;
  const refreshLibrary = () => {
    refreshing ??= (async () => {
      const current = sessionStore.get().user;
      if (stopped || !current || !navigator.onLine) return;
      try {
        const changed = await library(current.id, onEvent);
        // After the library, which names a kit's flipbooks; a list it could not read keeps the
        // library's panels coming all the same.
        await kitList(current.id, onEvent).catch(() => false);
        if (changed) await fetchMissingMedia(db, current.id);
      } catch {
        // Offline or signed out meanwhile: the local library stays as it is.
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') void run();
  };
  const onOnline = () => {
    void run({ networkBack: true }).then(refreshLibrary);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  // Only work that can go out now wakes the drains: a new entry, one back from failed (an edit of
  // a refused create, Retry), or one a failed entry held back until it was discarded (a kiosk's
  // lead behind a refused create). A failed send rewrites its entry, and waking on every write
  // would retry at once instead of after the backoff.
  let queued = 0;
  let failed = 0;
  const outbox = liveQuery(async () => {
    const entries = await db.outbox.toArray();
    return {
      pending: entries.filter((e) => e.status === 'pending').length,
      failed: entries.filter((e) => e.status === 'failed').length,
    };
  }).subscribe({
    next: (counts) => {
      const wakes = counts.pending > queued || (counts.failed < failed && counts.pending > 0);
      queued = counts.pending;
      failed = counts.failed;
      if (!wakes) return;
      void run();
      void registerBackgroundSync();
    },
    error: (err: unknown) => console.error('Outbox watch failed', err),
  });
  let lastToken: string | null = null;
  const onSession = () => {
    const { user, authToken } = sessionStore.get();
    if (authToken === lastToken) return;
    lastToken = authToken;
    const mirrored = user && authToken ? { userId: user.id, token: authToken } : null;
    void storeSession(db, mirrored)
      .then(() => run({ wait: true }))
      .then(refreshLibrary);
  };
  const unsubscribeSession = sessionStore.subscribe(onSession);
  onSession();
  const stopListening = listenToWorkerDrains(onEvent);
  // Other devices' changes, shown while this one is open (their notices as after a drain).
  const stopWatching = watchLibrary(() => void refreshLibrary());

  return () => {
    stopped = true;
    stopListening();
    stopWatching();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    outbox.unsubscribe();
    unsubscribeSession();
    if (timer) clearTimeout(timer);
    if (probe) clearTimeout(probe);
  };
}

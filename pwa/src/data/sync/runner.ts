import { liveQuery } from 'dexie';
import { libraryOf } from '#core/library-key';
import { db, type OutboxEntry } from '#offline/db';
import { drainAsStored } from '#offline/sync/drain';
import type { DrainResult } from '#offline/sync/engine';
import type { SyncEvent } from '#offline/sync/events';
import { ofPerson } from '#offline/sync/libraries';
import { fetchMissingMedia } from '#offline/sync/merge';
import { PROBE_INTERVAL_MS, serverReachable } from '#offline/sync/probe';
import { storeSession } from '#offline/sync/session';
import { fetchTransport } from '#offline/sync/transport';
import { sessionStore } from '../../state/session';
import { sessionEnded } from '../session-end';
import { listenToWorkerDrains, registerBackgroundSync } from './background';
import { libraryLists } from './library-lists';
import { watchLibrary } from './library-watch';

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
  return new SyncRunner(onEvent, options).start();
}

/** The page's drains and list reads, and the triggers that start them (`startSync`). */
class SyncRunner {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private probe: ReturnType<typeof setTimeout> | null = null;
  // Work already under way when the runner stops (a sign-in's drain, then its list) ends there.
  private stopped = false;
  private refreshing: Promise<void> | null = null;
  /** The outbox's counts as last seen, to tell work that can go out now from a rewrite. */
  private queued = 0;
  private failed = 0;
  private lastToken: string | null = null;
  // Every library's lists as last read: an unchanged list is not read again.
  private readonly lists: ReturnType<typeof libraryLists>;

  constructor(
    private readonly onEvent: (event: SyncEvent) => void,
    options: { presenting?: string },
  ) {
    this.lists = libraryLists(options);
  }

  /** Listens for every trigger and mirrors the session now; returns what stops it all. */
  start(): () => void {
    window.addEventListener('online', this.onOnline);
    document.addEventListener('visibilitychange', this.onVisible);
    const outbox = this.watchOutbox();
    const unsubscribeSession = sessionStore.subscribe(this.onSession);
    this.onSession();
    const stopListening = listenToWorkerDrains(this.onEvent);
    // Other devices' changes, shown while this one is open (their notices as after a drain).
    const stopWatching = watchLibrary(() => void this.refreshLibrary());
    return () => {
      this.stopped = true;
      stopListening();
      stopWatching();
      window.removeEventListener('online', this.onOnline);
      document.removeEventListener('visibilitychange', this.onVisible);
      outbox.unsubscribe();
      unsubscribeSession();
      if (this.timer) clearTimeout(this.timer);
      if (this.probe) clearTimeout(this.probe);
    };
  }

  private probeUntilBack(): void {
    if (this.probe) return;
    this.probe = setTimeout(async () => {
      this.probe = null;
      // A sign-out waiting to be sent goes first; the probe would carry its session's cookie.
      if ((await sessionEnded()) && (await serverReachable())) void this.run({ networkBack: true });
      else this.probeUntilBack();
    }, PROBE_INTERVAL_MS);
  }

  /**
   * When the network is back, a drain already running (another tab's, the worker's) may have met
   * none; on sign-in, one may have found no account: either waits behind it rather than skip.
   */
  private async run({ networkBack = false, wait = networkBack }: RunOptions = {}): Promise<void> {
    if (this.stopped || !navigator.onLine) return;
    if (networkBack) await this.teamsBeforeChanges();
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
      if (!this.timer && sessionStore.get().user && (await db.outbox.filter(isPending).count()) > 0)
        this.arm(Date.now() + LOCKED_RETRY_MS);
      return;
    }
    this.afterDrain(result);
  }

  /**
   * Back online with changes to a team's library waiting: the teams first, so that a person removed
   * meanwhile has that library dropped and is told so, rather than their changes sent for 404s
   * that would read as flipbooks deleted on another device.
   */
  private async teamsBeforeChanges(): Promise<void> {
    const user = sessionStore.get().user;
    if (!user) return;
    const inTeams = (e: OutboxEntry) =>
      e.status === 'pending' && libraryOf(e.ownerId).teamId !== null;
    if ((await ofPerson(db.outbox, user.id).filter(inTeams).count()) === 0) return;
    await this.lists.keepListedTeams(user.id, this.onEvent).catch(() => null);
  }

  /** Tells a drain's events and sets what follows it: the panels replies named, a probe, a try. */
  private afterDrain(result: DrainResult): void {
    for (const event of result.events) this.onEvent(event);
    // Replies may name panels another device made: fetched now, for the library offline.
    const user = sessionStore.get().user;
    if (result.sent > 0 && user) void fetchMissingMedia(db, user.id).catch(() => {});
    if (result.networkDown) this.probeUntilBack();
    if (result.retryAt) this.arm(result.retryAt);
    else if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }

  /** The next try at `at`. */
  private arm(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.run();
      },
      Math.max(0, at - Date.now()),
    );
  }

  /** Reads every library's lists and kits; a call while a read is under way shares it. */
  private refreshLibrary(): Promise<void> {
    this.refreshing ??= this.readLists().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async readLists(): Promise<void> {
    const current = sessionStore.get().user;
    if (this.stopped || !current || !navigator.onLine) return;
    try {
      if (await this.lists.check(current.id, this.onEvent)) await fetchMissingMedia(db, current.id);
    } catch {
      // Offline or signed out meanwhile: the local library stays as it is.
    }
  }

  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') void this.run();
  };

  private readonly onOnline = () => {
    void this.run({ networkBack: true }).then(() => this.refreshLibrary());
  };

  /**
   * Only work that can go out now wakes the drains: a new entry, one back from failed (an edit of
   * a refused create, Retry), or one a failed entry held back until it was discarded (a kiosk's
   * lead behind a refused create). A failed send rewrites its entry, and waking on every write
   * would retry at once instead of after the backoff.
   */
  private watchOutbox() {
    return liveQuery(async () => {
      const entries = await db.outbox.toArray();
      return {
        pending: entries.filter((e) => e.status === 'pending').length,
        failed: entries.filter((e) => e.status === 'failed').length,
      };
    }).subscribe({
      next: (counts) => {
        const wakes =
          counts.pending > this.queued || (counts.failed < this.failed && counts.pending > 0);
        this.queued = counts.pending;
        this.failed = counts.failed;
        if (!wakes) return;
        void this.run();
        void registerBackgroundSync();
      },
      error: (err: unknown) => console.error('Outbox watch failed', err),
    });
  }

  /** A sign-in, a sign-out or a new token: mirrored for the drains, then a drain and a list read. */
  private readonly onSession = () => {
    const { user, authToken } = sessionStore.get();
    if (authToken === this.lastToken) return;
    this.lastToken = authToken;
    const mirrored = user && authToken ? { userId: user.id, token: authToken } : null;
    void storeSession(db, mirrored)
      .then(() => this.run({ wait: true }))
      .then(() => this.refreshLibrary());
  };
}

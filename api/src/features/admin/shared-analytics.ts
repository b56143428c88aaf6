import type { ChangeFeed } from '../../change-feed';

/** At most one recomputation a second, however many streams are open and changes come. */
const MIN_INTERVAL_MS = 1000;

interface Watcher {
  /** The figures, as JSON, each time they were computed. */
  onFigures: (json: string) => void;
  onError: (err: unknown) => void;
}

/**
 * The admin figures, computed once for every open stream: after a change (from this process's
 * change feed) or when a stream asks (at connect, at its poll), at most once a second, and a
 * change that arrives meanwhile is folded into the next computation. While no stream watches,
 * nothing is computed and the change feed has no listener.
 */
export function createSharedAnalytics(deps: {
  compute: () => Promise<unknown>;
  changes: ChangeFeed;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const watchers = new Set<Watcher>();
  let latest: string | null = null;
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;
  let computing = false;
  let again = false;
  let unsubscribe: (() => void) | null = null;

  async function compute() {
    timer = null;
    computing = true;
    lastStartedAt = now();
    try {
      const json = JSON.stringify(await deps.compute());
      // Figures nobody watched while they were computed would go stale unheard of.
      if (watchers.size > 0) latest = json;
      for (const watcher of watchers) watcher.onFigures(json);
    } catch (err) {
      for (const watcher of watchers) watcher.onError(err);
    } finally {
      computing = false;
      if (again) {
        again = false;
        refresh();
      }
    }
  }

  /** Asks for figures that include every change made so far. */
  function refresh() {
    if (watchers.size === 0) return;
    if (computing) {
      again = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(() => void compute(), Math.max(0, lastStartedAt + MIN_INTERVAL_MS - now()));
  }

  return {
    refresh,
    /** Starts watching: the last figures at once when there are some, fresh ones soon after. */
    watch(watcher: Watcher): () => void {
      watchers.add(watcher);
      unsubscribe ??= deps.changes.subscribe(refresh);
      if (latest !== null) watcher.onFigures(latest);
      refresh();
      return () => {
        watchers.delete(watcher);
        if (watchers.size > 0) return;
        unsubscribe?.();
        unsubscribe = null;
        if (timer) clearTimeout(timer);
        timer = null;
        // Nobody hears of changes now: the figures kept would go stale.
        latest = null;
      };
    },
  };
}

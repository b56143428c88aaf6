/**
 * Tells listeners (the admin stream) that flipbook figures may have changed in this process: the
 * flipbook service on each write and view, the reading service on each new reading session.
 */
export interface ChangeFeed {
  notify(): void;
  subscribe(listener: () => void): () => void;
}

export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<() => void>();
  let told = false;
  const tell = () => {
    told = false;
    for (const listener of listeners) listener();
  };
  return {
    // Every view is a change: the many of one turn are told once, in the next, and to nobody
    // listening, not at all.
    notify: () => {
      if (told || listeners.size === 0) return;
      told = true;
      setImmediate(tell);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

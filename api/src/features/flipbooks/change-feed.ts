/** Tells listeners (the admin stream) that flipbook figures may have changed in this process. */
export interface ChangeFeed {
  notify(): void;
  subscribe(listener: () => void): () => void;
}

export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

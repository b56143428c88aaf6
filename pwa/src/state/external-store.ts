import { useSyncExternalStore } from 'react';

/** A tiny observable value for app-wide UI state, read in components with `useValue`. */
export interface ExternalStore<T> {
  get(): T;
  /** The value the build's drawn page was drawn with, while the app takes that page over. */
  getDrawn(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createExternalStore<T>(initial: T, drawn: T = initial): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    getDrawn: () => drawn,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useValue<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getDrawn);
}

import { useSyncExternalStore } from 'react';

/**
 * The time now, moved on once a minute: what says '5 minutes ago' stays true while the page is
 * open. One timer for every component that reads it, running only while one does.
 */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
  };
}

const read = () => now;

/** This device's time now (ms), read again each minute. */
export const useMinuteClock = (): number => useSyncExternalStore(subscribe, read, read);

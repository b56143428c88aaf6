const LOCK_NAME = 'flipfold-outbox';
let heldHere = false;

/**
 * Runs `fn` unless a drain already runs: across tabs and the service worker through the Web Locks
 * API, within one context through a flag. Returns null when it did not run.
 */
export async function runExclusive<T>(fn: () => Promise<T>): Promise<T | null> {
  if (heldHere) return null;
  heldHere = true;
  try {
    // The page's Navigator and the service worker's WorkerNavigator both carry `locks`.
    const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
    if (!locks) return await fn();
    return await locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? fn() : null));
  } finally {
    heldHere = false;
  }
}

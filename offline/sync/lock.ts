const LOCK_NAME = 'flipfold-outbox';
let heldHere = false;

/**
 * Runs `fn` as the only drain: across tabs and the service worker through the Web Locks API
 * (the page's Navigator and the service worker's WorkerNavigator both carry `locks`). By default
 * it does not run when a drain already runs and returns null; `wait` queues behind that drain
 * instead, for a caller that must see the queue after a moment it knows of (Background Sync).
 */
export async function runExclusive<T>(
  fn: () => Promise<T>,
  { wait = false }: { wait?: boolean } = {},
): Promise<T | null> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks)
    return locks.request(LOCK_NAME, { ifAvailable: !wait }, (lock) => (lock ? fn() : null));
  // Without Web Locks (Node, where the unit tests run), one drain per context.
  if (heldHere) return null;
  heldHere = true;
  try {
    return await fn();
  } finally {
    heldHere = false;
  }
}

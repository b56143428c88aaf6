const LOCK_NAME = 'flipfold-outbox';
let heldHere = false;

const webLocks = () => (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;

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
  const locks = webLocks();
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

/**
 * Resolves once no drain runs, in this page, another tab or the service worker; `onWait` is called
 * first when one does (a reload now would cut its request off, reply unknown). Without Web Locks
 * no other context can be draining.
 */
export async function afterRunningDrain(onWait: () => void): Promise<void> {
  const locks = webLocks();
  if (!locks) return;
  const { held = [] } = await locks.query();
  if (!held.some((lock) => lock.name === LOCK_NAME)) return;
  onWait();
  await locks.request(LOCK_NAME, async () => {});
}

let asked = false;

/** Undefined outside browsers (tests) and in browsers without the Storage API. */
const storageManager = () =>
  (globalThis as { navigator?: { storage?: StorageManager } }).navigator?.storage;

/**
 * Asks the browser to keep this site's data (the library, its panels, the event kits) under
 * storage pressure; true when it will. Browsers answer without asking the user, or ask once.
 */
export async function keepStorage(): Promise<boolean> {
  const storage = storageManager();
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}

/**
 * Asks once, after the first save: flipbooks created offline live only here until they sync.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (asked || !storageManager()?.persist) return false;
  asked = true;
  return keepStorage();
}

/** The browser's estimate of what the site stores and may store, in bytes; null if it cannot say. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  try {
    const estimate = await storageManager()?.estimate?.();
    return estimate?.usage !== undefined && estimate.quota !== undefined
      ? { usage: estimate.usage, quota: estimate.quota }
      : null;
  } catch {
    return null;
  }
}

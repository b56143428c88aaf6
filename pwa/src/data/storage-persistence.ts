let asked = false;

/**
 * Asks the browser, once, after the first save, to keep the local library under storage pressure:
 * flipbooks created offline live only here until they sync.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  // Undefined outside browsers (tests) and in browsers without the Storage API.
  const storage = (globalThis as { navigator?: { storage?: StorageManager } }).navigator?.storage;
  if (asked || !storage?.persist) return false;
  asked = true;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}

/**
 * Whether a write failed because this device's storage is full: IndexedDB's QuotaExceededError,
 * as the browser raises it or as Dexie wraps it (an aborted transaction keeps it as `inner`).
 */
export function isStorageFull(err: unknown): boolean {
  const error = err as { name?: unknown; inner?: { name?: unknown } } | null | undefined;
  return error?.name === 'QuotaExceededError' || error?.inner?.name === 'QuotaExceededError';
}

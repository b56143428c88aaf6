import type { PublicReport } from './reading-report-post';

/**
 * The reports of signed-out readers that could not be sent (offline, or the server did not take
 * them yet), kept on the device until they are (docs/privacy.md). A database of its own, in plain
 * IndexedDB: a shared link's page loads this only when it has reports to keep or send, and without
 * Dexie or the library's database.
 */
export const UNSENT_REPORTS = {
  /** Reports kept at most; past it, the oldest go first. */
  max: 200,
  /**
   * How long one is kept. The server counts a report on the UTC day it arrives; one read more than
   * a day before would count on a later day than it was read, so it is dropped instead.
   */
  maxAgeMs: 24 * 60 * 60 * 1000,
} as const;

/** The service worker's Background Sync tag for sending them. */
export const UNSENT_REPORTS_SYNC_TAG = 'flipfold-reading-reports';

/** Background Sync is Chromium-only and not in TypeScript's DOM types. */
type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * From a page: asks the service worker to send the kept reports when the network is back, even
 * with the tab closed.
 */
export async function wakeWorkerWhenOnline(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (registration as WithSync | undefined)?.sync?.register(UNSENT_REPORTS_SYNC_TAG);
  } catch {
    // Refused or unsupported: the page sends them at its next visit or `online` event.
  }
}

const DB_NAME = 'flipfold-reading-reports';
const STORE = 'reports';
const LOCK_NAME = 'flipfold-reading-reports';

interface Unsent {
  /** When it was kept (the device's clock). */
  at: number;
  report: PublicReport;
}

const result = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Runs `work` in one transaction of the store, resolving once it has committed. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const opening = indexedDB.open(DB_NAME, 1);
  // Keys are an ascending count: their order is the order the reports were kept in.
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { autoIncrement: true });
  const db = await result(opening);
  try {
    const tx = db.transaction(STORE, mode);
    const committed = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error);
    });
    const [value] = await Promise.all([work(tx.objectStore(STORE)), committed]);
    return value;
  } finally {
    db.close();
  }
}

/** The reports within the bounds, oldest first, keeping at most `room`; the others are deleted. */
async function withinBounds(store: IDBObjectStore, now: number, room: number) {
  const [keys, values] = await Promise.all([
    result(store.getAllKeys()),
    result(store.getAll() as IDBRequest<Unsent[]>),
  ]);
  const rows = keys.map((key, i) => ({ key, unsent: values[i] as Unsent }));
  const fresh = rows.filter((row) => now - row.unsent.at <= UNSENT_REPORTS.maxAgeMs);
  const kept = fresh.slice(Math.max(0, fresh.length - room));
  for (const row of rows) if (!kept.includes(row)) store.delete(row.key);
  return kept;
}

/** Keeps a report that could not be sent, dropping the oldest past `UNSENT_REPORTS.max`. */
export function keepUnsentReport(report: PublicReport, now = Date.now()): Promise<void> {
  return inStore('readwrite', async (store) => {
    await withinBounds(store, now, UNSENT_REPORTS.max - 1);
    store.add({ at: now, report } satisfies Unsent);
  });
}

/** Runs `fn` unless another tab or the service worker is sending already (then null). */
async function alone<T>(fn: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return fn();
  return locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? fn() : null));
}

/**
 * Sends the kept reports, oldest first (a session's start before the rest), one at a time. Each
 * is deleted once `send` says the server is done with it, and kept when not; the first that is
 * kept ends the round, as the others would not go either. A report sent whose reply is lost is
 * sent again: the server counts each session once by its id, which a kept report keeps.
 * Resolves with how many remain, or null when another context is sending them.
 */
export function sendUnsentReports(
  send: (report: PublicReport) => Promise<boolean>,
  now = Date.now(),
): Promise<number | null> {
  return alone(async () => {
    const waiting = await inStore('readwrite', (store) =>
      withinBounds(store, now, UNSENT_REPORTS.max),
    );
    for (const { key, unsent } of waiting) {
      if (!(await send(unsent.report))) break;
      await inStore('readwrite', async (store) => {
        store.delete(key);
      });
    }
    return inStore('readonly', (store) => result(store.count()));
  });
}

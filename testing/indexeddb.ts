import type { Page } from 'playwright-core';

type Store =
  | 'flipbooks'
  | 'media'
  | 'outbox'
  | 'pdfs'
  | 'leads'
  | 'kits'
  | 'staffNotes'
  | 'libraries';

/**
 * A store's rows or keys, as the page sees them; none while the app has not created its database
 * or that store yet. It never creates the database itself: a version left behind by a read would
 * block the app's own opening, and a poll would wait on it for ever.
 */
function readAll(page: Page, store: Store, what: 'rows' | 'keys'): Promise<unknown[]> {
  return page.evaluate(
    ({ name, keys }) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('flipfold');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const objects = db.transaction(name).objectStore(name);
          const request = keys ? objects.getAllKeys() : objects.getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
        // The open aborted above: the app has not created its database yet.
        open.onerror = () => resolve([]);
      }),
    { name: store, keys: what === 'keys' },
  );
}

/** Reads a whole store of the app's IndexedDB database, as the page sees it. */
export async function readStore<T>(page: Page, store: Store): Promise<T[]> {
  return (await readAll(page, store, 'rows')) as T[];
}

/** The keys of a store (for media: the panel names). */
export async function readKeys(page: Page, store: Store): Promise<string[]> {
  return (await readAll(page, store, 'keys')) as string[];
}

/** Adds rows to a store of the database the app has already created (its schema stays the app's). */
export function addRows(page: Page, store: Store, rows: object[]): Promise<void> {
  return page.evaluate(
    ({ name, values }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('flipfold');
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          reject(new Error('The app has not created its IndexedDB database yet'));
        };
        open.onsuccess = () => {
          const tx = open.result.transaction(name, 'readwrite');
          for (const value of values) tx.objectStore(name).add(value);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    { name: store, values: rows },
  );
}

/** Keeps a PDF with a flipbook, as the device that annotated it does (`pdfs`, a Blob per row). */
export function keepPdf(
  page: Page,
  row: { flipbookId: string; ownerId: string; name: string },
  pdf: Buffer,
): Promise<void> {
  return page.evaluate(
    ({ row, bytes }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('flipfold');
        open.onsuccess = () => {
          const tx = open.result.transaction('pdfs', 'readwrite');
          const blob = new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
          tx.objectStore('pdfs').put({ ...row, pdf: blob });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    { row, bytes: [...pdf] },
  );
}

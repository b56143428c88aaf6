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

/** Reads a whole store of the app's IndexedDB database, as the page sees it. */
export function readStore<T>(page: Page, store: Store): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('flipfold');
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
    store,
  );
}

/** The keys of a store (for media: the panel names). */
export function readKeys(page: Page, store: Store): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('flipfold');
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as string[]);
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
    store,
  );
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

import type { Page } from 'playwright-core';

type Store = 'flipbooks' | 'media' | 'outbox';

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

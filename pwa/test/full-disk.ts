type Write = (this: unknown, ...args: unknown[]) => unknown;
type Methods = Record<string, Write>;

/**
 * Makes every write to one object store of IndexedDB (fake-indexeddb's) fail as a full disk does,
 * with a QuotaExceededError: adds, puts and cursor updates. Returns how many writes were refused
 * and a function that puts the real ones back.
 */
export function fillDiskFor(store: string): { refused: () => number; restore: () => void } {
  let refused = 0;
  const patched: Array<[Methods, string, Write]> = [];
  const refuse = (prototype: object, method: string, storeOf: (self: unknown) => string) => {
    // Prototypes of fake-indexeddb's classes, patched by method name.
    const target = prototype as Methods;
    const original = target[method] as Write;
    patched.push([target, method, original]);
    target[method] = function (this: unknown, ...args: unknown[]) {
      if (storeOf(this) !== store) return original.apply(this, args);
      refused++;
      throw new DOMException('The disk is full', 'QuotaExceededError');
    };
  };
  const storeName = (self: unknown) => (self as IDBObjectStore).name;
  refuse(IDBObjectStore.prototype, 'add', storeName);
  refuse(IDBObjectStore.prototype, 'put', storeName);
  refuse(IDBCursor.prototype, 'update', (self) => storeName((self as IDBCursor).source));
  return {
    refused: () => refused,
    restore: () => {
      for (const [target, method, original] of patched) target[method] = original;
    },
  };
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastInput, ToastItem } from './toast-list';

export type { ToastInput } from './toast-list';

// Radix's toasts are loaded with the first toast: a shared link's reader may never see one, and
// they weigh about a tenth of the script that reader downloads.
const ToastList = lazy(() => import('./toast-list').then((m) => ({ default: m.ToastList })));

/**
 * Resolves once the toasts' code is loaded, so a toast asked for is on screen: a page about to
 * reload waits for it.
 */
export const toastsLoaded = (): Promise<unknown> => import('./toast-list');

/** One toast at a time: a new one replaces the last. */
const TOAST_LIMIT = 1;

/** Closed toasts are forgotten after this long (docs/product-rules.md). */
const REMOVE_DELAY_MS = 1_000_000;

const NO_TOASTS: ToastItem[] = [];
let items: ToastItem[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return id;
}

/** The toast on screen, if one is open (one at a time). */
export const toastOnScreen = (): ToastItem | null => items.find((t) => t.open) ?? null;

/** Whether toast `id` is still on screen: not replaced, nor closed by the user or its time. */
export const isToastOpen = (id: number): boolean => toastOnScreen()?.id === id;

export function dismissToast(id: number) {
  publish(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => publish(items.filter((t) => t.id !== id)), REMOVE_DELAY_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  // None while the page takes over the build's drawn landing, which has none.
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => NO_TOASTS,
  );
  if (current === NO_TOASTS) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={current} onClose={dismissToast} />
    </Suspense>
  );
}

import { SYNC_EVENTS_MESSAGE, SYNC_TAG } from '#offline/sync/drain';
import type { SyncEvent } from '#offline/sync/events';

/** Background Sync is Chromium-only and not in TypeScript's DOM types. */
interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker's drain when the network is back, even when every
 * tab is closed by then. Browsers without Background Sync rely on the page's own triggers.
 */
export async function registerBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.ready;
    // Background Sync extends the registration where supported; elsewhere `sync` is absent.
    const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // Refused (e.g. no permission in this context): the page's triggers still drain the outbox.
  }
}

/** What the service worker's drain did, passed on to the page's toasts. */
export function listenToWorkerDrains(onEvent: (event: SyncEvent) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const onMessage = (message: MessageEvent) => {
    const data = message.data as { type?: string; events?: SyncEvent[] } | null;
    if (data?.type !== SYNC_EVENTS_MESSAGE) return;
    for (const event of data.events ?? []) onEvent(event);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}

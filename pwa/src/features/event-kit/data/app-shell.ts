import { type AppShellStatus, SHELL_STATUS_MESSAGE } from '#core/app-shell';

/** How long to wait for a service worker that may never come (none registered, or no support). */
const WAIT_MS = 5000;

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * Asks the service worker how much of the app shell is in its cache. Null when none answers (no
 * service worker yet, or a browser without them): then nothing is kept for offline use.
 */
export async function appShellStatus(): Promise<AppShellStatus | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await Promise.race([navigator.serviceWorker.ready, timeout(WAIT_MS)]);
  const worker = registration?.active;
  if (!worker) return null;
  const channel = new MessageChannel();
  const answer = new Promise<AppShellStatus>((resolve) => {
    channel.port1.onmessage = (event) => resolve(event.data as AppShellStatus);
  });
  worker.postMessage({ type: SHELL_STATUS_MESSAGE }, [channel.port2]);
  const status = await Promise.race([answer, timeout(WAIT_MS)]);
  channel.port1.close();
  return status;
}

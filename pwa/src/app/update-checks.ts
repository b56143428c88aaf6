import { sessionEnded } from '../data/session-end';

/** How often an open app asks whether a new version was deployed. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Looks for a new version while the app stays open: every hour, and whenever its tab becomes
 * visible again. The browser itself looks only when a page loads, and an installed app left open
 * on a stand may not load a page for days. A sign-out waiting to be sent goes first: the browser
 * sends the session cookie with the service worker's script too.
 */
export function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = async () => {
    if (!navigator.onLine || registration.installing || !(await sessionEnded())) return;
    // No network, or no server behind it: the next check asks again.
    await registration.update().catch(() => {});
  };
  setInterval(() => void check(), UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}

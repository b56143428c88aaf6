import { PROBE_INTERVAL_MS } from '#offline/sync/probe';
import { forgetSignOut, sendSignOut } from '#offline/sync/sign-outs';
import { fetchTransport } from '#offline/sync/transport';
import { STORAGE_KEYS } from '../state/storage-keys';

/**
 * The page's side of a sign-out the server has not heard yet (see offline/sync/sign-outs.ts). Its
 * token is kept in local storage as well as for the service worker, so that a signed-out page
 * reads it without loading the local database, and every request the page makes (the API client,
 * a shared link, the sync runner's probe, the update check) waits until it has been sent: the
 * browser would attach the old session's cookie to any of them.
 */

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.endingSession);
  } catch {
    // No storage at all (the embed page in a frame whose browser blocks it): nothing was kept.
    return null;
  }
}

let sending: Promise<boolean> | null = null;
let retrying: (() => void) | null = null;
const waiting: Array<() => void> = [];

/** The sign-out went through: the retries stop and whoever waited for it goes on. */
function ended() {
  retrying?.();
  for (const resume of waiting.splice(0)) resume();
}

async function send(token: string): Promise<boolean> {
  if (!(await sendSignOut(fetchTransport, token))) return false;
  if (storedToken() === token) localStorage.removeItem(STORAGE_KEYS.endingSession);
  ended();
  // The service worker's copy was sent too: loaded only now, as signed-out pages carry no database.
  await import('#offline/db')
    .then(({ db }) => forgetSignOut(db, token))
    .catch((err: unknown) =>
      console.error('The sign-out stays queued for the service worker', err),
    );
  return true;
}

/**
 * True when no sign-out is waiting, after sending the one that was; false when it still cannot be
 * sent, and then the caller sends nothing either.
 */
export function sessionEnded(): Promise<boolean> {
  const token = storedToken();
  if (!token) return Promise.resolve(true);
  sending ??= send(token).finally(() => {
    sending = null;
  });
  return sending;
}

/** Keeps the page's copy of a sign-out's token; the caller queues the service worker's. */
export function keepSignOutToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.endingSession, token);
  } catch {
    // Storage full or blocked: the service worker's copy in IndexedDB still ends the session.
  }
}

/**
 * Sends a waiting sign-out as soon as the server answers: at once, when the network or the tab
 * comes back, and every few seconds (the browser's online flag knows nothing of a server behind a
 * dead relay). Nothing to do when none waits.
 */
export function endSessionWhenPossible(): void {
  if (retrying || !storedToken()) return;
  const attempt = () => void sessionEnded();
  const onVisible = () => {
    if (document.visibilityState === 'visible') attempt();
  };
  const timer = setInterval(attempt, PROBE_INTERVAL_MS);
  window.addEventListener('online', attempt);
  document.addEventListener('visibilitychange', onVisible);
  retrying = () => {
    clearInterval(timer);
    window.removeEventListener('online', attempt);
    document.removeEventListener('visibilitychange', onVisible);
    retrying = null;
  };
  attempt();
}

/**
 * Resolves once no sign-out waits (at once when none does): for what the browser itself would
 * send with the old session's cookie, such as registering the service worker, which fetches its
 * script.
 */
export function afterSessionEnded(): Promise<void> {
  if (!storedToken()) return Promise.resolve();
  const resumed = new Promise<void>((resume) => waiting.push(resume));
  endSessionWhenPossible();
  return resumed;
}

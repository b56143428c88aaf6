import type { SyncEvent } from '#offline/sync/events';
import { sessionStore } from '../../state/session';
import { noteServerDate } from '../server-clock';
import { sessionEnded } from '../session-end';

/** How often an open, visible, online device asks whether its library changed elsewhere. */
export const LIBRARY_CHECK_MS = 5_000;

/**
 * A list of the signed-in account's (its library, its event kits), unless it is the one whose ETag
 * is `tag` (then null: a 304, a few hundred bytes). Throws when offline or refused, as a fetch does.
 */
async function fetchListIfChanged(
  path: string,
  tag: string | null,
): Promise<{ items: unknown[]; tag: string | null } | null> {
  if (!(await sessionEnded())) throw new TypeError('A sign-out is waiting for the network');
  const token = sessionStore.get().authToken;
  const sentAt = Date.now();
  const response = await fetch(path, {
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(tag ? { 'If-None-Match': tag } : {}),
    },
  });
  noteServerDate(response, sentAt);
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`${response.status}: ${path} could not be read`);
  const body = (await response.json()) as { items?: unknown[] };
  return { items: body.items ?? [], tag: response.headers.get('ETag') };
}

/**
 * One of the account's lists, read again only when it changed (its ETag is kept per account once
 * it is merged): `refresh` merges it and tells what the merge found, and says whether it changed.
 */
export function changedList(
  path: string,
  merge: (userId: string, items: unknown[], readAt: number) => Promise<SyncEvent[]>,
) {
  let listed: { userId: string; tag: string | null } | null = null;
  return async (userId: string, onEvent: (event: SyncEvent) => void): Promise<boolean> => {
    const readAt = Date.now();
    const known = listed?.userId === userId ? listed.tag : null;
    const reply = await fetchListIfChanged(path, known);
    if (!reply) return false;
    for (const event of await merge(userId, reply.items, readAt)) onEvent(event);
    listed = { userId, tag: reply.tag };
    return true;
  };
}

/**
 * Calls `check` while the page is open, to show other devices' changes: when it becomes visible
 * or gets the focus, and every LIBRARY_CHECK_MS while visible and online. Stops on call.
 */
export function watchLibrary(check: () => void): () => void {
  const visible = () => document.visibilityState === 'visible';
  const onVisible = () => {
    if (visible()) check();
  };
  const timer = setInterval(() => {
    if (visible() && navigator.onLine) check();
  }, LIBRARY_CHECK_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
  };
}

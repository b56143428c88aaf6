import { type LibraryKey, libraryOf } from '#core/library-key';
import type { SyncEvent } from '#offline/sync/events';
import { sessionStore } from '../../state/session';
import { noteServerDate } from '../server-clock';
import { sessionEnded } from '../session-end';

/** How often an open, visible, online device asks whether its library changed elsewhere. */
export const LIBRARY_CHECK_MS = 5_000;

/** Whether `userId` is the person signed in on the page now. */
export const signedIn = (userId: string) => sessionStore.get().user?.id === userId;

/** A list the server refused: a team's answering 404 says the person is no longer in it. */
export class ListRefused extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${status}: ${path} could not be read`);
  }
}

/**
 * A reply of the signed-in account's (a library, its event kits, their teams), unless it is the
 * one whose ETag is `tag` (then null: a 304, a few hundred bytes). Throws when offline, as a fetch
 * does, or ListRefused.
 */
export async function fetchIfChanged(
  path: string,
  tag: string | null,
): Promise<{ body: unknown; tag: string | null } | null> {
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
  if (!response.ok) throw new ListRefused(response.status, path);
  return { body: await response.json(), tag: response.headers.get('ETag') };
}

/**
 * One list of each library (its flipbooks, its kits), read again only when it changed (its ETag
 * is kept per library once it is merged): `read` merges the list at `pathOf(teamId)` into the
 * library `key`, tells what the merge found, and says whether it changed; `forget` drops a
 * library's ETag (it left this device: a return reads its list whole).
 */
export function changedList(
  pathOf: (teamId: string | null) => string,
  merge: (key: LibraryKey, items: unknown[], readAt: number) => Promise<SyncEvent[]>,
) {
  const tags = new Map<LibraryKey, string | null>();
  return {
    async read(key: LibraryKey, onEvent: (event: SyncEvent) => void): Promise<boolean> {
      const readAt = Date.now();
      const { userId, teamId } = libraryOf(key);
      const reply = await fetchIfChanged(pathOf(teamId), tags.get(key) ?? null);
      // Signed out (or another person in) meanwhile: what was read is no longer this device's.
      if (!reply || !signedIn(userId)) return false;
      const { items = [] } = reply.body as { items?: unknown[] };
      for (const event of await merge(key, items, readAt)) onEvent(event);
      tags.set(key, reply.tag);
      return true;
    },
    forget: (key: LibraryKey) => tags.delete(key),
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

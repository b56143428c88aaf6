import { db } from '#offline/db';
import { signOutOnDevice, type WaitingChange, waitingChanges } from '../../data/account-data';
import { endSessionWhenPossible, keepSignOutToken } from '../../data/session-end';
import { registerBackgroundSync } from '../../data/sync/background';
import { clearSession, sessionStore } from '../../state/session';

/** Changes of the signed-in account still waiting for the server (sign-out says what becomes of them). */
export function unsyncedChanges(): Promise<WaitingChange[]> {
  const user = sessionStore.get().user;
  return user ? waitingChanges(db, user.id) : Promise.resolve([]);
}

/**
 * Signs out, online or not. Nothing more is sent as this account; its session is ended on the
 * server now, or the moment the server can be reached, by this page or the service worker (on
 * Background Sync), ahead of any other request: the httpOnly session cookie outlives a sign-out
 * made offline, and the browser attaches it to every request. Everything of the account on this
 * device is cleared.
 */
export async function signOut(): Promise<void> {
  const { user, authToken } = sessionStore.get();
  if (authToken) keepSignOutToken(authToken);
  try {
    if (user) await signOutOnDevice(db, user.id, authToken);
  } finally {
    clearSession();
    endSessionWhenPossible();
    if (authToken) void registerBackgroundSync();
  }
}

import { db } from '#offline/db';
import { clearAccountData, pendingChangeCount } from '../../data/account-data';
import { apiCall } from '../../data/api-client';
import { clearSession, sessionStore } from '../../state/session';

/** Changes of the signed-in account that would be lost by signing out now. */
export function unsyncedChanges(): Promise<number> {
  const user = sessionStore.get().user;
  return user ? pendingChangeCount(db, user.id) : Promise.resolve(0);
}

/**
 * Ends the session on the server (best effort: offline, the cookie simply expires) and clears the
 * user, the token and this account's local library.
 */
export async function signOut(): Promise<void> {
  const user = sessionStore.get().user;
  // Signing out must work offline too: whatever the server says, the local session ends.
  await apiCall('/api/auth/logout', { method: 'POST' });
  if (user) await clearAccountData(db, user.id);
  clearSession();
}

import type { FlipfoldDb } from '../db';

export interface SyncSession {
  userId: string;
  token: string;
}

/**
 * Mirrors the page's session into IndexedDB on every sign-in and sign-out: the service worker
 * cannot read localStorage, and both drains must send as the same account. The same token again
 * (a reload) keeps a pause; a new token (a new sign-in) lifts it.
 */
export async function storeSession(db: FlipfoldDb, session: SyncSession | null): Promise<void> {
  await db.transaction('rw', db.session, async () => {
    if (!session) {
      await db.session.delete('current');
      return;
    }
    const current = await db.session.get('current');
    if (current?.token === session.token && current.userId === session.userId) return;
    await db.session.put({ key: 'current', ...session, paused: false });
  });
}

/** The account to send as now, or null when signed out or paused by a 401. */
export async function activeSession(db: FlipfoldDb): Promise<SyncSession | null> {
  const current = await db.session.get('current');
  return current !== undefined && !current.paused
    ? { userId: current.userId, token: current.token }
    : null;
}

/** The server refused this token: nothing is sent until the user signs in again. */
export async function pauseSession(db: FlipfoldDb, token: string): Promise<void> {
  await db.transaction('rw', db.session, async () => {
    const current = await db.session.get('current');
    if (current?.token === token) await db.session.update('current', { paused: true });
  });
}

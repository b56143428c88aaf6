import { fetchCurrentUser } from '../../data/current-user';
import { clearSession, saveSession, sessionStore } from '../../state/session';

/**
 * Asks GET /api/auth/me (cookies, plus the stored bearer) at start when this browser holds a
 * session; a visitor who never signed in is not asked about, so no 401 is logged for them. A user
 * becomes the session; a 401 signs out quietly; a network failure keeps the stored session so the
 * app works offline.
 */
export async function restoreSession(): Promise<void> {
  const stored = sessionStore.get();
  if (!stored.user && !stored.authToken) return;
  const result = await fetchCurrentUser();
  if (result.kind === 'ok') saveSession(result.value.user, null);
  else if (result.kind === 'refused' && result.error.status === 401) clearSession();
}

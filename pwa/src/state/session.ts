import type { PublicUser } from '#core/schemas/auth';
import { createExternalStore } from './external-store';
import { STORAGE_KEYS } from './storage-keys';

export interface Session {
  user: PublicUser | null;
  authToken: string | null;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Signed out when storage cannot be read: none in Node, and a browser that blocks a third party's
 * storage throws on `localStorage` itself (the embed page in another site's frame).
 */
function readSession(): Session {
  try {
    return {
      user: readJson<PublicUser>(STORAGE_KEYS.user),
      authToken: localStorage.getItem(STORAGE_KEYS.authToken),
    };
  } catch {
    return { user: null, authToken: null };
  }
}

/**
 * The signed-in user, kept in local storage under prefixed keys (docs/product-rules.md). The
 * build draws the landing signed out.
 */
export const sessionStore = createExternalStore<Session>(readSession(), {
  user: null,
  authToken: null,
});

export function saveSession(user: PublicUser, authToken: string | null) {
  const token = authToken ?? sessionStore.get().authToken;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (token) localStorage.setItem(STORAGE_KEYS.authToken, token);
  sessionStore.set({ user, authToken: token });
}

export function clearSession() {
  // isLoggedIn is no longer written (nothing read it); a copy earlier versions left goes here.
  for (const key of [STORAGE_KEYS.user, STORAGE_KEYS.authToken, STORAGE_KEYS.isLoggedIn]) {
    localStorage.removeItem(key);
  }
  sessionStore.set({ user: null, authToken: null });
}

/** After a successful code verification the page reloads (docs/product-rules.md). */
const RELOAD_AFTER_VERIFY_MS = 1500;

/**
 * `email` is the address just verified: when it is the signed-in account's, the stored user says
 * so at once, so the reloaded page never starts from the unverified copy and shows its banner.
 * The reload counts its delay from `shown` (the toast saying so is on screen: its code loads with
 * the first toast, which on a slow device took longer than the delay, and the reload cut it off).
 */
export function reloadAfterVerification(
  email: string,
  shown: Promise<unknown> = Promise.resolve(),
) {
  const { user } = sessionStore.get();
  if (user && user.email.toLowerCase() === email.toLowerCase())
    saveSession({ ...user, isVerified: true }, null);
  void shown
    .catch(() => undefined)
    .then(() => setTimeout(() => window.location.reload(), RELOAD_AFTER_VERIFY_MS));
}

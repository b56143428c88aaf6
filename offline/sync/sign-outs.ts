import type { FlipfoldDb } from '../db';
import type { SyncReply, SyncRequest, Transport } from './transport';

/**
 * Sign-outs made on this device that the server has not heard yet. The session cookie is httpOnly:
 * the page cannot delete it, and the browser attaches it to every request to the API. So a
 * sign-out made offline is kept here with its token and sent, as a bearer header, ahead of any
 * other request once the server answers (by the page or the service worker, whichever is first):
 * the server ends that session and clears the cookie. Until then nothing else is sent.
 */

/** The request that ends the session of `token` on the server (and clears its cookie). */
const signOutRequest = (token: string): SyncRequest => ({
  method: 'POST',
  path: '/api/auth/logout',
  token,
});

/** Whether the server took the sign-out: any real answer but a wait (it ends whatever session it is given). */
const signOutHeard = (reply: SyncReply): boolean =>
  reply.status < 500 && reply.status !== 408 && reply.status !== 429;

/** Sends one sign-out; false when it did not get through (no network, server busy or down). */
export async function sendSignOut(transport: Transport, token: string): Promise<boolean> {
  try {
    return signOutHeard(await transport(signOutRequest(token)));
  } catch {
    return false;
  }
}

/**
 * Queues a sign-out after every one queued before, even within the same millisecond (the table is
 * keyed by token, so the time alone keeps the order).
 */
export async function queueSignOut(db: FlipfoldDb, token: string): Promise<void> {
  await db.transaction('rw', db.signOuts, async () => {
    const last = (await db.signOuts.toArray()).reduce((max, s) => Math.max(max, s.queuedAt), 0);
    await db.signOuts.put({ token, queuedAt: Math.max(Date.now(), last + 1) });
  });
}

/** The server heard it (sent by the page from its own copy): nothing left to send. */
export async function forgetSignOut(db: FlipfoldDb, token: string): Promise<void> {
  await db.signOuts.delete(token);
}

/** Sends the queued sign-outs, oldest first; true when none is left waiting. */
export async function sendSignOuts(db: FlipfoldDb, transport: Transport): Promise<boolean> {
  const queued = (await db.signOuts.toArray()).sort((a, b) => a.queuedAt - b.queuedAt);
  for (const { token } of queued) {
    if (!(await sendSignOut(transport, token))) return false;
    await forgetSignOut(db, token);
  }
  return true;
}

import { isApiErrorBody } from '../../../core/errors';
import { sidesFromSlots } from '../../../core/panel-layout';
import type { FlipfoldDb, LocalFlipbook, OutboxEntry } from './db';
import { dataUrlOf, mediaUrl } from './media';
import type { SyncSession } from './sync-session';
import { NetworkFailure, type SyncReply, type SyncRequest, type Transport } from './sync-transport';

/** Something the user should hear about after a drain. */
export type SyncEvent =
  | { kind: 'created'; flipbookId: string }
  | {
      kind: 'failed';
      flipbookId: string;
      title: string;
      error: string;
      code: string | null;
      entryKind: OutboxEntry['kind'];
    }
  | { kind: 'deleted-elsewhere'; flipbookId: string; title: string }
  | { kind: 'timeout' }
  | { kind: 'paused' };

export interface DrainResult {
  sent: number;
  events: SyncEvent[];
  /** Epoch ms of the next retry, when entries wait on a backoff. */
  retryAt: number | null;
  /** The server refused the session: nothing more is sent until the user signs in again. */
  paused: boolean;
}

export interface DrainDeps {
  db: FlipfoldDb;
  transport: Transport;
  /**
   * Who is signed in now; only that account's entries are sent, with its token. Asked again before
   * each request, so a sign-out or another sign-in meanwhile stops the drain.
   */
  session: () => SyncSession | null | Promise<SyncSession | null>;
  now?: () => number;
}

const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000, 120_000, 300_000];
export const backoffFor = (attempts: number) =>
  BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? 2_000;

async function panelSources(db: FlipfoldDb, flipbook: LocalFlipbook, asUrls: boolean) {
  const source = async (name: string) => {
    if (asUrls) return mediaUrl(name);
    const media = await db.media.get(name);
    if (!media) throw new Error(`Panel ${name} is missing from this device`);
    return dataUrlOf(media);
  };
  const { front, back } = sidesFromSlots(flipbook.slots);
  return {
    panels: {
      front: await Promise.all(front.map(source)),
      back: await Promise.all(back.map(source)),
    },
    ...(flipbook.thumbnail ? { thumbnail: await source(flipbook.thumbnail) } : {}),
  };
}

/** The request an entry stands for, built from the local state at send time. */
async function requestFor(
  db: FlipfoldDb,
  entry: OutboxEntry,
  token: string,
): Promise<SyncRequest | null> {
  const path = `/api/flipbooks/${entry.flipbookId}`;
  if (entry.kind === 'delete') return { method: 'DELETE', path, token };
  if (entry.kind === 'views')
    return { method: 'POST', path: `${path}/views`, body: entry.views, token };
  const flipbook = await db.flipbooks.get(entry.flipbookId);
  if (!flipbook) return null;
  if (entry.kind === 'create') {
    const body = {
      id: flipbook.id,
      title: flipbook.title,
      ...(await panelSources(db, flipbook, false)),
    };
    return { method: 'POST', path: '/api/flipbooks', body, token };
  }
  // The server already has every panel of a synced flipbook, so an edit re-sends no bytes.
  return {
    method: 'PUT',
    path,
    body: { title: flipbook.title, ...(await panelSources(db, flipbook, flipbook.onServer)) },
    token,
  };
}

const errorOf = (reply: SyncReply) =>
  isApiErrorBody(reply.body)
    ? { error: reply.body.error, code: reply.body.code }
    : { error: `${reply.status}`, code: null };

/**
 * Sends the signed-in account's outbox in order. 2xx removes an entry; no reply, 408, 429 and 5xx
 * keep it with a growing backoff and stop the drain (order matters); 401 pauses everything until
 * the next sign-in; any other 4xx marks the entry failed with the server's error and goes on with
 * the rest; an edit or delete answered 404 means the flipbook was deleted elsewhere.
 */
export async function drainOutbox(deps: DrainDeps): Promise<DrainResult> {
  const { db, transport } = deps;
  const now = deps.now ?? Date.now;
  const result: DrainResult = { sent: 0, events: [], retryAt: null, paused: false };
  const session = await deps.session();
  if (!session) return result;

  for (;;) {
    const current = await deps.session();
    if (current?.userId !== session.userId || current.token !== session.token) return result;
    const entries = await db.outbox
      .where('[ownerId+status]')
      .equals([session.userId, 'pending'])
      .sortBy('seq');
    const entry = entries.find((e) => e.notBefore <= now());
    const waiting = entries.filter((e) => e.notBefore > now());
    if (!entry) {
      result.retryAt = waiting.length ? Math.min(...waiting.map((e) => e.notBefore)) : null;
      return result;
    }
    // Entries wait behind an earlier one of the same flipbook that is backing off.
    if (waiting.some((w) => w.flipbookId === entry.flipbookId && (w.seq ?? 0) < (entry.seq ?? 0))) {
      result.retryAt = Math.min(...waiting.map((e) => e.notBefore));
      return result;
    }
    const seq = entry.seq as number;
    const request = await requestFor(db, entry, session.token);
    if (!request) {
      await db.outbox.delete(seq);
      continue;
    }
    let reply: SyncReply;
    try {
      reply = await transport(request);
    } catch (err) {
      if (!(err instanceof NetworkFailure)) throw err;
      if (err.timedOut) result.events.push({ kind: 'timeout' });
      const attempts = entry.attempts + 1;
      await db.outbox.update(seq, {
        attempts,
        notBefore: now() + backoffFor(attempts),
        serverAskedToWait: false,
      });
      result.retryAt = now() + backoffFor(attempts);
      return result;
    }
    const { status } = reply;
    if (status >= 200 && status < 300) {
      await db.transaction('rw', db.outbox, db.flipbooks, async () => {
        await db.outbox.delete(seq);
        if (entry.kind === 'create')
          await db.flipbooks.update(entry.flipbookId, { onServer: true });
      });
      result.sent++;
      if (entry.kind === 'create')
        result.events.push({ kind: 'created', flipbookId: entry.flipbookId });
      continue;
    }
    if (status === 401) {
      result.paused = true;
      result.events.push({ kind: 'paused' });
      return result;
    }
    if (status === 408 || status === 429 || status >= 500) {
      const attempts = entry.attempts + 1;
      const retryAfter = status === 429 ? reply.retryAfterSeconds : null;
      const delay = retryAfter !== null ? retryAfter * 1000 : backoffFor(attempts);
      await db.outbox.update(seq, {
        attempts,
        notBefore: now() + delay,
        serverAskedToWait: retryAfter !== null,
      });
      result.retryAt = now() + delay;
      return result;
    }
    const flipbook = await db.flipbooks.get(entry.flipbookId);
    if (status === 404 && entry.kind !== 'create') {
      await db.transaction('rw', db.outbox, db.flipbooks, async () => {
        await db.outbox.where('flipbookId').equals(entry.flipbookId).delete();
        await db.flipbooks.delete(entry.flipbookId);
      });
      if (flipbook)
        result.events.push({
          kind: 'deleted-elsewhere',
          flipbookId: entry.flipbookId,
          title: flipbook.title,
        });
      continue;
    }
    const { error, code } = errorOf(reply);
    await db.outbox.update(seq, { status: 'failed', error, attempts: entry.attempts + 1 });
    result.events.push({
      kind: 'failed',
      flipbookId: entry.flipbookId,
      title: flipbook?.title ?? '',
      error,
      code,
      entryKind: entry.kind,
    });
  }
}

/**
 * The network is back: waits that only guarded against a missing network end now, so the queue
 * goes out in order instead of in whatever order the backoffs happen to expire. A server's
 * Retry-After still holds.
 */
export async function endNetworkBackoff(db: FlipfoldDb, userId: string): Promise<void> {
  await db.outbox
    .where('[ownerId+status]')
    .equals([userId, 'pending'])
    .modify((entry) => {
      if (!entry.serverAskedToWait) entry.notBefore = 0;
    });
}

/** Puts a failed entry back in the queue (the user chose Retry). */
export async function retryEntry(db: FlipfoldDb, seq: number): Promise<void> {
  await db.outbox.update(seq, { status: 'pending', notBefore: 0, error: undefined });
}

/** Drops a failed entry; a never-synced flipbook whose create is dropped goes too (Discard). */
export async function discardEntry(db: FlipfoldDb, seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.flipbooks, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    await db.outbox.delete(seq);
    const flipbook = await db.flipbooks.get(entry.flipbookId);
    if (entry.kind === 'create' && flipbook && !flipbook.onServer) {
      await db.outbox.where('flipbookId').equals(entry.flipbookId).delete();
      await db.flipbooks.delete(entry.flipbookId);
    }
  });
}

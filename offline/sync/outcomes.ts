import { ERROR_CODES, isApiErrorBody } from '#core/errors';
import type { OutboxEntry } from '../db';
import type { SyncReply } from './transport';

/** Entries about a lead, which outlives its flipbook: the visitor's address and the staff's notes. */
export const LEAD_KINDS: readonly OutboxEntry['kind'][] = ['lead', 'staff-notes'];

/** Waits after sends that got no usable reply; capped, and a probe notices a returning network. */
const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
/**
 * Waits after a lost reply: 15 s, 30 s, then a minute each. Longer than after no reply: the
 * server most likely applied the request, each send may carry megabytes, and a browser sends a
 * request again by itself when a connection it re-used closes before any reply (so one send can
 * reach the server twice). No longer, so what waits lands within a minute of the server answering
 * again: seven sends in five minutes (the browser's own repeats aside).
 */
const LOST_REPLY_BACKOFF_MS = [15_000, 30_000, 60_000];

const rung = (ladder: readonly number[], attempts: number): number =>
  ladder[Math.min(Math.max(attempts, 1), ladder.length) - 1] ?? 2_000;

export const backoffFor = (attempts: number): number => rung(BACKOFF_MS, attempts);
export const lostReplyBackoffFor = (attempts: number): number =>
  rung(LOST_REPLY_BACKOFF_MS, attempts);

/** What the drain does with an entry after a send: the outcome table of the sync engine. */
export type Outcome =
  /** The server applied it (or, for a delete, the flipbook is gone anyway): drop the entry. */
  | { kind: 'done' }
  /**
   * Keep it and try again after `delayMs`; the drain stops here, since order matters. A wait the
   * server asked for, or one after a lost reply, holds when the network seems to come back.
   */
  | {
      kind: 'retry';
      delayMs: number;
      serverAskedToWait: boolean;
      replyLost: boolean;
      networkDown: boolean;
    }
  /** The server refused the session: nothing more until the next sign-in. */
  | { kind: 'pause' }
  /** The flipbook was deleted elsewhere: drop it here too, with everything queued for it. */
  | { kind: 'gone' }
  /** Refused for good: kept as failed with the server's error, for Retry or Discard. */
  | { kind: 'failed'; error: string; code: string | null };

/** No reply, and the server does not answer the health check either: the network is down. */
export const NO_REPLY = 'no-reply' as const;
/**
 * No reply (a cut connection, a timeout), though the server answers the health check: the
 * request may well have arrived. A failure like any other for the backoff.
 */
export const LOST_REPLY = 'lost-reply' as const;

/**
 * Classifies the reply to an entry's request. Pure: the table in README.md, tested as a table.
 * `attempts` counts this send; `landed` says whether the flipbook's create reached the server.
 */
export function classify(
  kind: OutboxEntry['kind'],
  attempts: number,
  reply: SyncReply | typeof NO_REPLY | typeof LOST_REPLY,
  landed = true,
): Outcome {
  if (reply === NO_REPLY || reply === LOST_REPLY)
    return {
      kind: 'retry',
      delayMs: reply === LOST_REPLY ? lostReplyBackoffFor(attempts) : backoffFor(attempts),
      serverAskedToWait: false,
      replyLost: reply === LOST_REPLY,
      networkDown: reply === NO_REPLY,
    };
  const { status } = reply;
  if (status >= 200 && status < 300) return { kind: 'done' };
  if (status === 401) return { kind: 'pause' };
  if (status === 408 || status === 429 || status >= 500) {
    const retryAfter = status === 429 ? reply.retryAfterSeconds : null;
    return {
      kind: 'retry',
      delayMs: retryAfter !== null ? retryAfter * 1000 : backoffFor(attempts),
      serverAskedToWait: retryAfter !== null,
      replyLost: false,
      networkDown: false,
    };
  }
  if (status === 404 && (kind === 'delete' || kind === 'kit-delete')) return { kind: 'done' };
  // Deleted elsewhere only once it was there: a flipbook never created has nothing to lose. A
  // lead for a flipbook the server no longer takes leads for stays, failed, for the creator to
  // see: a visitor's address is never dropped silently. Nor does a lead's 404 (forgotten by its
  // visitor, deleted by the creator) stand for its flipbook's: notes for it fail, with the reason.
  if (status === 404 && !kind.endsWith('create') && !LEAD_KINDS.includes(kind) && landed)
    return { kind: 'gone' };
  const body = reply.body;
  const code = isApiErrorBody(body) ? body.code : null;
  if (status === 409 && kind === 'create' && code === ERROR_CODES.FLIPBOOK_DELETED)
    return { kind: 'gone' };
  if (status === 409 && kind === 'kit-create' && code === ERROR_CODES.KIT_DELETED)
    return { kind: 'gone' };
  return {
    kind: 'failed',
    error: isApiErrorBody(body) ? body.error : `${status}`,
    code,
  };
}

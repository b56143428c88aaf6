import { ERROR_CODES, isApiErrorBody } from '#core/errors';
import type { OutboxEntry } from '../db';
import type { SyncReply } from './transport';

/** Waits after sends that got no usable reply; capped, and a probe notices a returning network. */
const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

export const backoffFor = (attempts: number): number =>
  BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1] ?? 2_000;

/** What the drain does with an entry after a send: the outcome table of the sync engine. */
export type Outcome =
  /** The server applied it (or, for a delete, the flipbook is gone anyway): drop the entry. */
  | { kind: 'done' }
  /** Keep it and try again after `delayMs`; the drain stops here, since order matters. */
  | { kind: 'retry'; delayMs: number; serverAskedToWait: boolean; networkDown: boolean }
  /** The server refused the session: nothing more until the next sign-in. */
  | { kind: 'pause' }
  /** The flipbook was deleted elsewhere: drop it here too, with everything queued for it. */
  | { kind: 'gone' }
  /** Refused for good: kept as failed with the server's error, for Retry or Discard. */
  | { kind: 'failed'; error: string; code: string | null };

/** No reply at all: the network (or the server's host) is down, or the request timed out. */
export const NO_REPLY = 'no-reply' as const;

/**
 * Classifies the reply to an entry's request. Pure: the table in README.md, tested as a table.
 * `attempts` counts this send.
 */
export function classify(
  kind: OutboxEntry['kind'],
  attempts: number,
  reply: SyncReply | typeof NO_REPLY,
): Outcome {
  if (reply === NO_REPLY)
    return {
      kind: 'retry',
      delayMs: backoffFor(attempts),
      serverAskedToWait: false,
      networkDown: true,
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
      networkDown: false,
    };
  }
  if (status === 404 && kind === 'delete') return { kind: 'done' };
  // A lead for a flipbook the server no longer takes leads for stays, failed, for the creator
  // to see: a visitor's address is never dropped silently.
  if (status === 404 && kind !== 'create' && kind !== 'lead') return { kind: 'gone' };
  const body = reply.body;
  const code = isApiErrorBody(body) ? body.code : null;
  if (status === 409 && kind === 'create' && code === ERROR_CODES.FLIPBOOK_DELETED)
    return { kind: 'gone' };
  return {
    kind: 'failed',
    error: isApiErrorBody(body) ? body.error : `${status}`,
    code,
  };
}

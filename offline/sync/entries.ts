import type { FlipfoldDb, OutboxEntry } from '../db';

/** A new pending entry of the outbox, never sent. */
export const pendingEntry = (
  ownerId: string,
  flipbookId: string,
  kind: OutboxEntry['kind'],
  now = Date.now(),
): OutboxEntry => ({
  ownerId,
  flipbookId,
  kind,
  status: 'pending',
  attempts: 0,
  notBefore: 0,
  createdAt: now,
});

/**
 * Puts a create the server refused (a flipbook's or a kit's) back in the queue: it carries the
 * edit just made, which may be what it lacked. Whether there was one; called inside the caller's
 * transaction over the outbox.
 */
export async function requeueRefused(db: FlipfoldDb, queued: OutboxEntry[]): Promise<boolean> {
  const refused = queued.find((e) => e.kind.endsWith('create') && e.status === 'failed');
  if (!refused) return false;
  await db.outbox.update(refused.seq as number, {
    status: 'pending',
    notBefore: 0,
    error: undefined,
  });
  return true;
}

import { mediaUrl, panelNames } from '#core/media-names';
import { contentOf, sameContent } from '#core/panel-content';
import { PANEL_SLOTS, sidesFromSlots } from '#core/panel-layout';
import type { FlipfoldDb, LocalFlipbook, OutboxEntry } from '../db';
import { dataUrlOf } from '../media';
import { fromServer } from './merge';
import { classify, NO_REPLY, type Outcome } from './outcomes';
import type { SyncSession } from './session';
import { NetworkFailure, type SyncReply, type SyncRequest, type Transport } from './transport';

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
  /** The drain stopped on a send that got no reply: worth probing for the network's return. */
  networkDown: boolean;
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

async function panelSources(db: FlipfoldDb, flipbook: LocalFlipbook, asUrls: boolean) {
  const source = async (name: string) => {
    if (asUrls && !flipbook.unsentMedia?.includes(name)) return mediaUrl(name);
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
    // A flipbook stored before content existed sends none: the server keeps what it has.
    ...(flipbook.content
      ? { content: contentOf(flipbook.content, panelNames(flipbook.slots)) }
      : {}),
  };
}

/** A kiosk's lead as the API takes it, sent with its owner's session. */
async function leadRequest(
  db: FlipfoldDb,
  entry: OutboxEntry,
  token: string,
): Promise<SyncRequest | null> {
  const lead = entry.leadId ? await db.leads.get(entry.leadId) : undefined;
  if (!lead) return null;
  const { ownerId: _, flipbookId, flipbookTitle: __, ...fields } = lead;
  return {
    method: 'POST',
    path: `/api/flipbooks/${flipbookId}/leads`,
    body: { ...fields, consent: true, source: 'kiosk' },
    token,
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
  if (entry.kind === 'lead') return leadRequest(db, entry, token);
  const flipbook = await db.flipbooks.get(entry.flipbookId);
  if (!flipbook) return null;
  // Flipbooks stored before the switch existed say nothing: the server keeps what it has.
  const leadForm = flipbook.leadForm === undefined ? {} : { leadForm: flipbook.leadForm };
  if (entry.kind === 'create') {
    const body = {
      id: flipbook.id,
      title: flipbook.title,
      ...leadForm,
      ...(await panelSources(db, flipbook, false)),
    };
    return { method: 'POST', path: '/api/flipbooks', body, token };
  }
  // The server already has every panel of a synced flipbook, so an edit re-sends no bytes.
  return {
    method: 'PUT',
    path,
    body: {
      title: flipbook.title,
      ...leadForm,
      ...(await panelSources(db, flipbook, flipbook.onServer)),
    },
    token,
  };
}

/** Whether the server's stored record differs from the local state the create carried. */
function storedDiffers(flipbook: LocalFlipbook, reply: SyncReply): boolean {
  const body = reply.body as { id?: unknown } | null;
  if (!body || typeof body !== 'object' || body.id !== flipbook.id) return false;
  const stored = fromServer(reply.body as Parameters<typeof fromServer>[0], flipbook.ownerId);
  return (
    stored.title !== flipbook.title ||
    PANEL_SLOTS.some((s) => stored.slots[s] !== flipbook.slots[s]) ||
    (flipbook.content !== undefined &&
      !sameContent(stored.content ?? {}, contentOf(flipbook.content, panelNames(flipbook.slots))))
  );
}

/** Panels the server's stored record now names are on the server: later edits send their URLs. */
async function forgetSentMedia(db: FlipfoldDb, id: string, reply: SyncReply | null) {
  const flipbook = await db.flipbooks.get(id);
  const body = reply?.body as { id?: unknown } | null | undefined;
  if (!flipbook?.unsentMedia || !body || body.id !== id) return;
  const stored = fromServer(body as Parameters<typeof fromServer>[0], flipbook.ownerId);
  const onServer = new Set([...PANEL_SLOTS.map((slot) => stored.slots[slot]), stored.thumbnail]);
  const left = flipbook.unsentMedia.filter((name) => !onServer.has(name));
  await db.flipbooks.update(id, { unsentMedia: left.length > 0 ? left : undefined });
}

/** Applies an outcome to the outbox and the library; returns the events the user should hear. */
async function apply(
  db: FlipfoldDb,
  entry: OutboxEntry,
  outcome: Outcome,
  reply: SyncReply | null,
  now: number,
): Promise<SyncEvent[]> {
  const seq = entry.seq as number;
  const attempts = entry.attempts + 1;
  switch (outcome.kind) {
    case 'done':
      return db.transaction('rw', [db.outbox, db.flipbooks, db.leads], async () => {
        await db.outbox.delete(seq);
        // The server has the visitor's address now: this device keeps no copy of it.
        if (entry.kind === 'lead') {
          if (entry.leadId) await db.leads.delete(entry.leadId);
          return [];
        }
        if (entry.kind !== 'delete') await db.flipbooks.update(entry.flipbookId, { syncedAt: now });
        if (entry.kind === 'update') await forgetSentMedia(db, entry.flipbookId, reply);
        if (entry.kind !== 'create') return [];
        const flipbook = await db.flipbooks.get(entry.flipbookId);
        if (!flipbook) return [];
        await db.flipbooks.update(entry.flipbookId, { onServer: true });
        // An earlier send of this create landed: the server kept that state and ignored this
        // body, so what changed since goes as an edit (unless one is already queued).
        const queued = await db.outbox.where('flipbookId').equals(entry.flipbookId).toArray();
        const editQueued = queued.some((e) => e.kind === 'update' && e.status === 'pending');
        if (reply?.status === 200 && storedDiffers(flipbook, reply) && !editQueued)
          await db.outbox.add({
            ownerId: entry.ownerId,
            flipbookId: entry.flipbookId,
            kind: 'update',
            status: 'pending',
            attempts: 0,
            notBefore: 0,
            createdAt: now,
          });
        return [{ kind: 'created', flipbookId: entry.flipbookId }];
      });
    case 'retry':
      await db.outbox.update(seq, {
        attempts,
        notBefore: now + outcome.delayMs,
        serverAskedToWait: outcome.serverAskedToWait,
      });
      return [];
    case 'pause':
      return [{ kind: 'paused' }];
    case 'gone':
      return db.transaction('rw', db.outbox, db.flipbooks, async (): Promise<SyncEvent[]> => {
        const flipbook = await db.flipbooks.get(entry.flipbookId);
        // Leads left for it still go: the server's refusal shows them to the creator.
        await db.outbox
          .where('flipbookId')
          .equals(entry.flipbookId)
          .filter((e) => e.kind !== 'lead')
          .delete();
        await db.flipbooks.delete(entry.flipbookId);
        return flipbook
          ? [{ kind: 'deleted-elsewhere', flipbookId: entry.flipbookId, title: flipbook.title }]
          : [];
      });
    case 'failed': {
      await db.outbox.update(seq, { status: 'failed', error: outcome.error, attempts });
      const flipbook = await db.flipbooks.get(entry.flipbookId);
      // A lead keeps its flipbook's title: the flipbook may be gone from this device.
      const lead = entry.leadId ? await db.leads.get(entry.leadId) : undefined;
      return [
        {
          kind: 'failed',
          flipbookId: entry.flipbookId,
          title: flipbook?.title ?? lead?.flipbookTitle ?? '',
          error: outcome.error,
          code: outcome.code,
          entryKind: entry.kind,
        },
      ];
    }
  }
}

/**
 * Sends the signed-in account's outbox in order, one entry at a time: each reply is classified
 * into an outcome (outcomes.ts) and applied here. A retry stops the drain (order matters), a
 * pause stops everything until the next sign-in; the rest goes on with the next entry.
 */
export async function drainOutbox(deps: DrainDeps): Promise<DrainResult> {
  const { db, transport } = deps;
  const now = deps.now ?? Date.now;
  const result: DrainResult = {
    sent: 0,
    events: [],
    retryAt: null,
    paused: false,
    networkDown: false,
  };
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
    // Marked before the request is built: a change made from here on gets an entry of its own.
    if (entry.sentAt === undefined) await db.outbox.update(seq, { sentAt: now() });
    const request = await requestFor(db, entry, session.token);
    if (!request) {
      await db.outbox.delete(seq);
      continue;
    }
    let reply: SyncReply | typeof NO_REPLY;
    try {
      reply = await transport(request);
    } catch (err) {
      if (!(err instanceof NetworkFailure)) throw err;
      if (err.timedOut) result.events.push({ kind: 'timeout' });
      reply = NO_REPLY;
    }
    const outcome = classify(entry.kind, entry.attempts + 1, reply);
    result.events.push(
      ...(await apply(db, entry, outcome, reply === NO_REPLY ? null : reply, now())),
    );
    if (outcome.kind === 'done') result.sent++;
    if (outcome.kind === 'retry') {
      result.retryAt = now() + outcome.delayMs;
      result.networkDown = outcome.networkDown;
      return result;
    }
    if (outcome.kind === 'pause') {
      result.paused = true;
      return result;
    }
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

/**
 * Drops a failed entry; a never-synced flipbook whose create is dropped goes too, and so does the
 * lead a dropped lead entry was sending (Discard).
 */
export async function discardEntry(db: FlipfoldDb, seq: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.flipbooks, db.leads], async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    await db.outbox.delete(seq);
    if (entry.leadId) await db.leads.delete(entry.leadId);
    const flipbook = await db.flipbooks.get(entry.flipbookId);
    if (entry.kind === 'create' && flipbook && !flipbook.onServer) {
      await db.outbox.where('flipbookId').equals(entry.flipbookId).delete();
      await db.flipbooks.delete(entry.flipbookId);
    }
  });
}

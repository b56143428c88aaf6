import { nodeOf } from '#core/edit-stamps';
import { libraryOf } from '#core/library-key';
import { mediaNamesOf } from '#core/media-names';
import type { UpdateReply } from '#core/schemas/flipbooks';
import type { FlipfoldDb, OutboxEntry } from '../db';
import { removeUnusedMedia } from '../unused-media';
import type { SyncEvent } from './events';
import { pendingFields } from './fields';
import { applyKitReply, discardKitCreate, dropKit, KIT_KINDS, kitLanded } from './kits';
import { ofPerson } from './libraries';
import { classify, LEAD_KINDS, LOST_REPLY, NO_REPLY, type Outcome } from './outcomes';
import { type Outgoing, requestFor } from './requests';
import { isRecordOf } from './server-record';
import type { SyncSession } from './session';
import { settle } from './settle';
import { settleStaffNotes } from './staff-notes';
import { NetworkFailure, type SyncReply, type Transport } from './transport';

export interface DrainResult {
  sent: number;
  events: SyncEvent[];
  /** Epoch ms of the next retry, when entries wait on a backoff. */
  retryAt: number | null;
  /** The server refused the session: nothing more is sent until the user signs in again. */
  paused: boolean;
  /** The drain stopped on a send that got no reply and the server is unreachable: probe for it. */
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
  /**
   * Whether the server answers its health check, asked after a send that got no reply: if it
   * does, the reply was lost (the backoff holds); if not, the network is down. Without it, every
   * send without a reply counts as the network being down.
   */
  reachable?: () => Promise<boolean>;
  now?: () => number;
}

const newEntry = (entry: OutboxEntry, now: number): OutboxEntry => ({
  ownerId: entry.ownerId,
  flipbookId: entry.flipbookId,
  kind: 'update',
  status: 'pending',
  attempts: 0,
  notBefore: 0,
  createdAt: now,
});

/**
 * The server's record of the flipbook in a reply, settled into the one here field by field
 * (settle.ts). Edits made here that are still to send get an entry, unless one waits already.
 */
async function settleReply(
  db: FlipfoldDb,
  entry: OutboxEntry,
  outgoing: Outgoing,
  reply: SyncReply,
  now: number,
): Promise<SyncEvent[]> {
  const local = await db.flipbooks.get(entry.flipbookId);
  if (!local || !isRecordOf(reply.body, entry.flipbookId)) return [];
  const { kept = [], replaced = [] } = reply.body as Partial<
    Pick<UpdateReply, 'kept' | 'replaced'>
  >;
  const { flipbook, events } = settle(local, reply.body, outgoing.sent, kept);
  // What this device's edits replaced, unless it was an earlier edit of its own (same chain).
  for (const { field, stamp } of replaced) {
    const sent = outgoing.sent[field];
    if (sent && nodeOf(sent) !== nodeOf(stamp))
      events.push({ kind: 'overrode', flipbookId: local.id, field, title: flipbook.title });
  }
  await db.flipbooks.put({ ...flipbook, syncedAt: now });
  await removeUnusedMedia(db, mediaNamesOf(local));
  const queued = await db.outbox.where('flipbookId').equals(entry.flipbookId).toArray();
  const editWaits = queued.some((e) => e.kind === 'update' && e.status === 'pending');
  if (pendingFields(flipbook).length > 0 && !editWaits) await db.outbox.add(newEntry(entry, now));
  return events;
}

/**
 * Drops the queued changes of a flipbook that is gone. Leads left for it still go: the server's
 * refusal shows them to the creator, as a visitor's address is never dropped silently.
 */
const dropChangesOf = (db: FlipfoldDb, flipbookId: string) =>
  db.outbox
    .where('flipbookId')
    .equals(flipbookId)
    .filter((e) => !LEAD_KINDS.includes(e.kind))
    .delete();

/** The server took the entry: it leaves the outbox, and what the reply says is settled here. */
function applyDone(
  db: FlipfoldDb,
  entry: OutboxEntry,
  outgoing: Outgoing,
  reply: SyncReply | null,
  now: number,
): Promise<SyncEvent[]> {
  const tables = [db.outbox, db.flipbooks, db.media, db.leads, db.staffNotes, db.kits];
  return db.transaction('rw', tables, async (): Promise<SyncEvent[]> => {
    await db.outbox.delete(entry.seq as number);
    if (KIT_KINDS.includes(entry.kind)) {
      await applyKitReply(db, entry, outgoing.sent, reply?.body, now);
      return [];
    }
    // The server has the visitor's address now: this device keeps no copy of it.
    if (entry.kind === 'lead') {
      if (entry.leadId) await db.leads.delete(entry.leadId);
      return [];
    }
    if (entry.kind === 'staff-notes') {
      if (entry.leadId) await settleStaffNotes(db, entry.leadId, reply?.body);
      return [];
    }
    if (entry.kind === 'delete') return [];
    await db.flipbooks.update(entry.flipbookId, { syncedAt: now });
    const events = reply ? await settleReply(db, entry, outgoing, reply, now) : [];
    if (entry.kind !== 'create' || !(await db.flipbooks.get(entry.flipbookId))) return events;
    await db.flipbooks.update(entry.flipbookId, { onServer: true });
    return [{ kind: 'created', flipbookId: entry.flipbookId }, ...events];
  });
}

/** Deleted elsewhere: the kit, or the flipbook with what is queued for it, goes here too. */
async function applyGone(db: FlipfoldDb, entry: OutboxEntry): Promise<SyncEvent[]> {
  // A team flipbook's figures are its maker's (docs/teams.md): another member's views and
  // readings meet a 404 while it lives on. The report goes; the library's list tells the rest.
  if (FIGURES.includes(entry.kind) && libraryOf(entry.ownerId).teamId !== null) {
    await db.outbox.delete(entry.seq as number);
    return [];
  }
  if (KIT_KINDS.includes(entry.kind))
    return db.transaction('rw', [db.outbox, db.kits], () => dropKit(db, entry.flipbookId));
  const tables = [db.outbox, db.flipbooks, db.media, db.pdfs];
  return db.transaction('rw', tables, async (): Promise<SyncEvent[]> => {
    const flipbook = await db.flipbooks.get(entry.flipbookId);
    await dropChangesOf(db, entry.flipbookId);
    await db.flipbooks.delete(entry.flipbookId);
    await db.pdfs.delete(entry.flipbookId);
    if (!flipbook) return [];
    await removeUnusedMedia(db, mediaNamesOf(flipbook));
    return [{ kind: 'deleted-elsewhere', flipbookId: entry.flipbookId, title: flipbook.title }];
  });
}

/** The entries that report a flipbook's figures: offline views, a reading session. */
const FIGURES: readonly OutboxEntry['kind'][] = ['views', 'reading'];

/** Refused for good: the entry stays, marked failed, and the user hears what it was for. */
async function applyFailed(
  db: FlipfoldDb,
  entry: OutboxEntry,
  outcome: Extract<Outcome, { kind: 'failed' }>,
): Promise<SyncEvent[]> {
  const attempts = entry.attempts + 1;
  await db.outbox.update(entry.seq as number, { status: 'failed', error: outcome.error, attempts });
  const flipbook = await db.flipbooks.get(entry.flipbookId);
  // A lead keeps its flipbook's title: the flipbook may be gone from this device.
  const lead = entry.leadId ? await db.leads.get(entry.leadId) : undefined;
  const kit = flipbook ? undefined : await db.kits.get(entry.flipbookId);
  return [
    {
      kind: 'failed',
      flipbookId: entry.flipbookId,
      title: flipbook?.title ?? lead?.flipbookTitle ?? kit?.name ?? '',
      error: outcome.error,
      code: outcome.code,
      entryKind: entry.kind,
    },
  ];
}

/** Applies an outcome to the outbox and the library; returns the events the user should hear. */
async function apply(
  db: FlipfoldDb,
  entry: OutboxEntry,
  outgoing: Outgoing,
  outcome: Outcome,
  reply: SyncReply | null,
  now: number,
): Promise<SyncEvent[]> {
  switch (outcome.kind) {
    case 'done':
      return applyDone(db, entry, outgoing, reply, now);
    case 'retry':
      await db.outbox.update(entry.seq as number, {
        attempts: entry.attempts + 1,
        notBefore: now + outcome.delayMs,
        serverAskedToWait: outcome.serverAskedToWait,
        replyLost: outcome.replyLost,
      });
      return [];
    case 'pause':
      return [{ kind: 'paused' }];
    case 'gone':
      return applyGone(db, entry);
    case 'failed':
      return applyFailed(db, entry, outcome);
  }
}

/** The entries that bring a flipbook or a kit to the server, which its other entries wait behind. */
const CREATES: readonly OutboxEntry['kind'][] = ['create', 'kit-create'];

/**
 * The next entry of the person's (in any of their libraries) to send, or when the next one is due.
 * An entry waits behind an earlier one of its flipbook that is backing off, and every change of a
 * flipbook waits behind its create while the server refuses it: a flipbook the server never had
 * cannot take an edit or a view.
 */
async function nextEntry(db: FlipfoldDb, userId: string, now: number) {
  const entries = await ofPerson(db.outbox, userId).sortBy('seq');
  const refused = new Set(
    entries
      .filter((e) => CREATES.includes(e.kind) && e.status === 'failed')
      .map((e) => e.flipbookId),
  );
  // Staff notes wait only for their lead, while it is still on this device: a lead the server
  // has takes notes whatever its flipbook's other changes wait for.
  const leadsHere = new Set(entries.flatMap((e) => (e.kind === 'lead' ? [e.leadId] : [])));
  const sendable = entries.filter(
    (e) =>
      e.status === 'pending' &&
      (e.kind === 'staff-notes'
        ? !leadsHere.has(e.leadId)
        : !(!CREATES.includes(e.kind) && refused.has(e.flipbookId))),
  );
  const waiting = sendable.filter((e) => e.notBefore > now);
  const behind = (e: OutboxEntry) =>
    e.kind !== 'staff-notes' &&
    waiting.some((w) => w.flipbookId === e.flipbookId && (w.seq ?? 0) < (e.seq ?? 0));
  const entry = sendable.find((e) => e.notBefore <= now && !behind(e));
  const retryAt = waiting.length ? Math.min(...waiting.map((e) => e.notBefore)) : null;
  return { entry, retryAt };
}

/**
 * Sends the signed-in account's outbox (every library of theirs) in order, one entry at a time:
 * each reply is classified into an outcome (outcomes.ts) and applied here. A retry stops the drain
 * (order matters), a pause stops everything until the next sign-in; the rest goes on with the
 * next entry.
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
    const { entry, retryAt } = await nextEntry(db, session.userId, now());
    if (!entry) {
      result.retryAt = retryAt;
      return result;
    }
    const seq = entry.seq as number;
    // Marked before the request is built: a change made from here on gets an entry of its own.
    if (entry.sentAt === undefined) await db.outbox.update(seq, { sentAt: now() });
    const outgoing = await requestFor(db, entry, session.token);
    if (!outgoing) {
      await db.outbox.delete(seq);
      continue;
    }
    let reply: SyncReply | typeof NO_REPLY | typeof LOST_REPLY;
    try {
      reply = await transport(outgoing.request);
    } catch (err) {
      if (!(err instanceof NetworkFailure)) throw err;
      if (err.timedOut) result.events.push({ kind: 'timeout' });
      reply = (await deps.reachable?.()) ? LOST_REPLY : NO_REPLY;
    }
    const landed = KIT_KINDS.includes(entry.kind)
      ? await kitLanded(db, entry.flipbookId)
      : ((await db.flipbooks.get(entry.flipbookId))?.onServer ?? false);
    const outcome = classify(entry.kind, entry.attempts + 1, reply, landed);
    const answer = typeof reply === 'string' ? null : reply;
    // Dropped while its request was out (its flipbook deleted here, Discard, a sign-out): its
    // reply changes nothing here and tells of nothing, whatever it says.
    if (await db.outbox.get(seq))
      result.events.push(...(await apply(db, entry, outgoing, outcome, answer, now())));
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
 * Retry-After still holds, and so does the wait after a lost reply: the server answered then as
 * it does now, so a returning network says nothing new about it.
 */
export async function endNetworkBackoff(db: FlipfoldDb, userId: string): Promise<void> {
  await ofPerson(db.outbox, userId).modify((entry) => {
    if (entry.status === 'pending' && !entry.serverAskedToWait && !entry.replyLost)
      entry.notBefore = 0;
  });
}

/** Puts a failed entry back in the queue (the user chose Retry). */
export async function retryEntry(db: FlipfoldDb, seq: number): Promise<void> {
  await db.outbox.update(seq, { status: 'pending', notBefore: 0, error: undefined });
}

/**
 * Drops a failed entry; a never-synced flipbook whose create is dropped goes too, with its panels
 * and kept PDF, and so does the lead a dropped lead entry was sending, or the notes edited here
 * that a dropped notes entry was, or a kit whose create the server never took (Discard).
 */
export async function discardEntry(db: FlipfoldDb, seq: number): Promise<void> {
  const tables = [db.outbox, db.flipbooks, db.media, db.pdfs, db.leads, db.staffNotes, db.kits];
  await db.transaction('rw', tables, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return;
    await db.outbox.delete(seq);
    if (entry.leadId && entry.kind === 'lead') await db.leads.delete(entry.leadId);
    if (entry.leadId && entry.kind === 'staff-notes') await db.staffNotes.delete(entry.leadId);
    if (entry.kind === 'kit-create') await discardKitCreate(db, entry.flipbookId);
    const flipbook = await db.flipbooks.get(entry.flipbookId);
    if (entry.kind === 'create' && flipbook !== undefined && !flipbook.onServer) {
      await dropChangesOf(db, entry.flipbookId);
      await db.flipbooks.delete(entry.flipbookId);
      await db.pdfs.delete(entry.flipbookId);
      await removeUnusedMedia(db, mediaNamesOf(flipbook));
    }
  });
}

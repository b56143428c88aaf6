import { createHash } from 'node:crypto';
import { ERROR_CODES, type ErrorCode } from '#core/errors';
import { mediaNameOfUrl, panelNames } from '#core/media-names';
import { contentOf, type FlipbookContent } from '#core/panel-content';
import { PANEL_SLOTS, type PanelSlots, slotsFromSides } from '#core/panel-layout';
import type { FlipbookReply } from '#core/schemas/flipbooks';
import { NetworkFailure, type SyncReply, type SyncRequest } from '../sync/transport';

interface ServerBook {
  ownerId: string;
  title: string;
  slots: PanelSlots<string>;
  content: FlipbookContent;
  views: number;
  viewKeys: Set<string>;
  deleted: boolean;
}

/** What the next request meets: a reply, no network, a reply lost after the write, a refusal. */
export type ScriptStep = 'ok' | 'offline' | 'lose-reply' | number;

/** The media name the API gives a panel: its bytes' SHA-256 (the client names it the same). */
function mediaName(source: string): string {
  const kept = mediaNameOfUrl(source);
  if (kept) return kept;
  const [head = '', payload = ''] = source.split(',');
  const ext = head.includes('image/png') ? 'png' : head.includes('image/webp') ? 'webp' : 'jpg';
  return `${createHash('sha256').update(Buffer.from(payload, 'base64')).digest('hex')}.${ext}`;
}

const error = (status: number, code: ErrorCode, message: string): SyncReply => ({
  status,
  body: { error: message, code },
  retryAfterSeconds: null,
});

/** A kiosk's lead as the server keeps it. */
interface ServerLead {
  flipbookId: string;
  email: string;
}

/**
 * A model of the API's flipbook calls, faithful where the sync engine depends on it: an
 * idempotent create (200 with the stored record for its owner, 409 for another account or once
 * deleted), edits and deletes of someone else's or a deleted flipbook answer 404, offline views
 * counted once per key, a kiosk's lead stored and mailed once per id (a copy answers 200) and
 * refused with 404 for a flipbook that is not the owner's live one. The token is the user id; a
 * token in `expired` gets 401. A script can lose the network before a request, or the reply
 * after the server applied it.
 */
export function fakeServer() {
  const books = new Map<string, ServerBook>();
  const leads = new Map<string, ServerLead>();
  /** The ids of the leads whose visitor was mailed, once each time. */
  const mailed: string[] = [];
  const log: SyncRequest[] = [];
  const expired = new Set<string>();
  let script: ScriptStep[] = [];
  let reachable = true;

  const replyOf = (id: string, book: ServerBook): FlipbookReply => ({
    id,
    userId: book.ownerId,
    title: book.title,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    views: book.views,
    url: `http://x/?view=${id}`,
    ...(Object.fromEntries(
      PANEL_SLOTS.map((s) => [s, book.slots[s] ? `/media/${book.slots[s]}` : null]),
    ) as PanelSlots<string>),
    thumbnail: null,
    content: book.content,
  });

  /** As the API: a copy of a lead already stored is answered 200 whatever its flipbook became. */
  function lead(request: SyncRequest, flipbookId: string, owner: string): SyncReply {
    const { id, email } = request.body as { id: string; email: string };
    const received = (status: number) => ({
      status,
      body: { id, received: true },
      retryAfterSeconds: null,
    });
    const existing = leads.get(id);
    if (existing)
      return existing.flipbookId === flipbookId
        ? received(200)
        : error(409, ERROR_CODES.CONFLICT, 'This lead id is taken');
    const book = books.get(flipbookId);
    if (!book || book.deleted || book.ownerId !== owner)
      return error(404, ERROR_CODES.NOT_FOUND, 'Flipbook not found');
    leads.set(id, { flipbookId, email });
    mailed.push(id);
    return received(201);
  }

  function handle(request: SyncRequest): SyncReply {
    if (expired.has(request.token)) return error(401, ERROR_CODES.UNAUTHENTICATED, 'Expired');
    const owner = request.token;
    if (request.method === 'POST' && request.path === '/api/flipbooks') {
      const body = request.body as {
        id: string;
        title: string;
        panels: { front: string[]; back: string[] };
        content?: FlipbookContent;
      };
      const existing = books.get(body.id);
      if (existing) {
        if (existing.ownerId !== owner)
          return error(409, ERROR_CODES.CONFLICT, 'This flipbook id is taken');
        if (existing.deleted)
          return error(409, ERROR_CODES.FLIPBOOK_DELETED, 'This flipbook was deleted');
        return { status: 200, body: replyOf(body.id, existing), retryAfterSeconds: null };
      }
      const slots = slotsFromSides(
        body.panels.front.map(mediaName),
        body.panels.back.map(mediaName),
      );
      const book: ServerBook = {
        ownerId: owner,
        title: body.title,
        slots,
        content: contentOf(body.content ?? {}, panelNames(slots)),
        views: 0,
        viewKeys: new Set(),
        deleted: false,
      };
      books.set(body.id, book);
      return { status: 201, body: replyOf(body.id, book), retryAfterSeconds: null };
    }
    const id = request.path.split('/')[3] ?? '';
    if (request.path.endsWith('/leads')) return lead(request, id, owner);
    const book = books.get(id);
    if (!book || book.deleted || book.ownerId !== owner)
      return error(404, ERROR_CODES.NOT_FOUND, 'Flipbook not found');
    if (request.method === 'DELETE') {
      book.deleted = true;
      return { status: 200, body: { success: true }, retryAfterSeconds: null };
    }
    if (request.path.endsWith('/views')) {
      const { count, key } = request.body as { count: number; key: string };
      if (!book.viewKeys.has(key)) {
        book.viewKeys.add(key);
        book.views += count;
      }
      return { status: 200, body: { views: book.views }, retryAfterSeconds: null };
    }
    const body = request.body as {
      title: string;
      panels: { front: string[]; back: string[] };
      content?: FlipbookContent;
    };
    book.title = body.title;
    book.slots = slotsFromSides(body.panels.front.map(mediaName), body.panels.back.map(mediaName));
    // As the API: an edit without content keeps what its panels had.
    book.content = contentOf(body.content ?? book.content, panelNames(book.slots));
    return { status: 200, body: replyOf(id, book), retryAfterSeconds: null };
  }

  const transport = async (request: SyncRequest): Promise<SyncReply> => {
    log.push(request);
    const step = script.shift() ?? 'ok';
    if (step === 'offline' || !reachable) throw new NetworkFailure(false);
    if (typeof step === 'number')
      return {
        ...error(step, ERROR_CODES.VALIDATION_FAILED, `refused ${step}`),
        retryAfterSeconds: 1,
      };
    const reply = handle(request);
    if (step === 'lose-reply') throw new NetworkFailure(false);
    return reply;
  };

  /** What GET /api/flipbooks/my answers the account. */
  const listFor = (ownerId: string): FlipbookReply[] =>
    [...books]
      .filter(([, b]) => b.ownerId === ownerId && !b.deleted)
      .map(([id, b]) => replyOf(id, b));

  return {
    books,
    leads,
    mailed,
    log,
    expired,
    transport,
    listFor,
    setScript: (steps: ScriptStep[]) => {
      script = steps;
    },
    setReachable: (value: boolean) => {
      reachable = value;
    },
  };
}

import { createHash } from 'node:crypto';
import type { FlipbookLayout } from '#core/brochure';
import { ERROR_CODES, type ErrorCode } from '#core/errors';
import {
  createdVersions,
  type EditableFields,
  type FieldEdits,
  mergeFields,
  overwriteEdits,
} from '#core/flipbook-fields';
import { mediaNameOfUrl, mediaNamesOf, panelNames } from '#core/media-names';
import { contentOf, type FlipbookContent } from '#core/panel-content';
import { PANEL_SLOTS, type PanelSlots, slotsFromSides } from '#core/panel-layout';
import { type PanelOrder, slotOrder } from '#core/panel-order';
import type { FieldUpdateInput, FlipbookReply, UpdateReply } from '#core/schemas/flipbooks';
import {
  mergeStaffNotes,
  NO_STAFF_NOTES,
  type StaffNoteEdits,
  type StaffNoteStamps,
  type StaffNotes,
} from '#core/staff-notes';
import { type TeamAction, teamCan } from '#core/team-roles';
import { NetworkFailure, type SyncReply, type SyncRequest } from '../sync/transport';
import { fakeKits } from './test-kits';
import { fakeTeams } from './test-teams';

interface ServerBook extends EditableFields {
  ownerId: string;
  /** The team library it is in; null for its maker's own. */
  teamId: string | null;
  views: number;
  viewKeys: Set<string>;
  /** Reading reports by their key: a replay counts once. */
  readings: Map<string, unknown>;
  deleted: boolean;
}

/** A server book with every field as a create without versions leaves it, then `over`. */
export function serverBook(ownerId: string, over: Partial<ServerBook> = {}): ServerBook {
  const slots = over.slots ?? slotsFromSides<string>([], []);
  return {
    ownerId,
    teamId: null,
    title: 'Untitled',
    slots,
    order: slotOrder(slots),
    layout: 'pages',
    thumbnail: null,
    content: {},
    leadForm: false,
    readsRtl: false,
    versions: createdVersions(undefined, Date.now()),
    views: 0,
    viewKeys: new Set(),
    readings: new Map(),
    deleted: false,
    ...over,
  };
}

/** The spec's edit, every field at once. */
interface WholeEdit {
  title: string;
  panels: { front: string[]; back: string[] };
  layout?: FlipbookLayout;
  thumbnail?: string;
  content?: FlipbookContent;
  leadForm?: boolean;
  readsRtl?: boolean;
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

/** A request the fake answers: the engine's, or a device's read of a list (`GET`). */
export type FakeRequest = Omit<SyncRequest, 'method'> & { method: SyncRequest['method'] | 'GET' };

/** Whose images an image sent by URL may be: the caller's personal ones, or a team library's. */
interface Reach {
  userId: string;
  teamId: string | null;
}

const error = (status: number, code: ErrorCode, message: string): SyncReply => ({
  status,
  body: { error: message, code },
  retryAfterSeconds: null,
});

/** A kiosk's lead as the server keeps it, with the staff's notes. */
interface ServerLead {
  flipbookId: string;
  ownerId: string;
  email: string;
  notes: StaffNotes;
  stamps: StaffNoteStamps;
}

/**
 * A model of the API's flipbook calls, faithful where the sync engine depends on it: an
 * idempotent create (200 with the stored record for its owner, 409 for another account or once
 * deleted), edits and deletes of someone else's or a deleted flipbook answer 404, offline views
 * and reading reports counted once per key, a kiosk's lead stored and mailed once per id (a copy
 * answers 200) and refused with 404 for a flipbook that is not the owner's live one. Teams
 * (test-teams.ts): a create may name a team (404 to a non-member, 403 below editor); a team
 * flipbook's edits and deletes follow the caller's role, its views and reading stay its maker's,
 * and it takes a kiosk's lead from a member or a former one; `read` answers the lists a device
 * reads (`GET /api/teams`, `/api/flipbooks/my` and `/api/kits`, with `?team=`). The token is the
 * user id; a token in `expired` gets 401. Event kits are test-kits.ts's. A script can lose the
 * network before a request, or the reply after the server applied it.
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
  const teamCalls = fakeTeams();
  const kitCalls = fakeKits((id) => books.get(id), teamCalls);

  const replyOf = (id: string, book: ServerBook): FlipbookReply => ({
    id,
    userId: book.ownerId,
    teamId: book.teamId,
    title: book.title,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    views: book.views,
    url: `http://x/?view=${id}`,
    ...(Object.fromEntries(
      PANEL_SLOTS.map((s) => [s, book.slots[s] ? `/media/${book.slots[s]}` : null]),
    ) as PanelSlots<string>),
    thumbnail: book.thumbnail ? `/media/${book.thumbnail}` : null,
    layout: book.layout,
    content: book.content,
    leadForm: book.leadForm,
    readsRtl: book.readsRtl,
    order: book.order,
    versions: book.versions,
  });

  /**
   * The media name of a sent image, as the API resolves it: a /media/ URL only for media a live
   * personal flipbook of the owner still uses, or one of the team library `teamId` (else a refusal
   * that no retry can change).
   */
  const resolve = (owner: Reach, source: string): string | SyncReply => {
    const name = mediaName(source);
    if (!mediaNameOfUrl(source)) return name;
    const reaches = (b: ServerBook) =>
      b.teamId === null ? b.ownerId === owner.userId : b.teamId === owner.teamId;
    const used = [...books.values()].some(
      (b) => reaches(b) && !b.deleted && mediaNamesOf(b).includes(name),
    );
    return used
      ? name
      : error(400, ERROR_CODES.INVALID_IMAGE, 'An image refers to media that is not yours');
  };
  const resolveAll = (owner: Reach, sources: string[]): string[] | SyncReply => {
    const names: string[] = [];
    for (const source of sources) {
      const name = resolve(owner, source);
      if (typeof name !== 'string') return name;
      names.push(name);
    }
    return names;
  };
  /** As the API: a copy of a lead already stored is answered 200 whatever its flipbook became. */
  function lead(request: FakeRequest, flipbookId: string, owner: string): SyncReply {
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
    // A team flipbook takes a lead from any member, and from a former one who captured it before.
    const takes =
      book?.ownerId === owner || (!!book?.teamId && teamCalls.everIn(book.teamId, owner));
    if (!book || book.deleted || !takes)
      return error(404, ERROR_CODES.NOT_FOUND, 'Flipbook not found');
    leads.set(id, { flipbookId, ownerId: owner, email, notes: NO_STAFF_NOTES, stamps: {} });
    mailed.push(id);
    return received(201);
  }

  /** As the API: the owner's lead only, each field merged by its stamp (core/staff-notes.ts). */
  function staffNotes(request: FakeRequest, owner: string): SyncReply {
    const id = request.path.split('/')[3] ?? '';
    const stored = leads.get(id);
    if (!stored || stored.ownerId !== owner)
      return error(404, ERROR_CODES.NOT_FOUND, 'Lead not found');
    const merged = mergeStaffNotes(stored, request.body as StaffNoteEdits);
    Object.assign(stored, { notes: merged.notes, stamps: merged.stamps });
    const body = { id, ...merged.notes, staffStamps: merged.stamps, kept: merged.kept };
    return { status: 200, body, retryAfterSeconds: null };
  }

  /** As the API: idempotent by id for its maker; into a team's library for its editors. */
  function create(request: FakeRequest, owner: string): SyncReply {
    const body = request.body as {
      id: string;
      teamId?: string;
      title: string;
      panels: { front: string[]; back: string[] };
      layout?: FlipbookLayout;
      thumbnail?: string;
      content?: FlipbookContent;
      order?: PanelOrder;
      leadForm?: boolean;
      readsRtl?: boolean;
      stamps?: Parameters<typeof createdVersions>[0];
    };
    const teamId = body.teamId ?? null;
    const refused = teamId === null ? null : teamRefuses(teamId, owner, 'editFlipbooks');
    if (refused) return refused;
    const existing = books.get(body.id);
    if (existing) {
      if (existing.ownerId !== owner)
        return error(409, ERROR_CODES.CONFLICT, 'This flipbook id is taken');
      if (existing.deleted)
        return error(409, ERROR_CODES.FLIPBOOK_DELETED, 'This flipbook was deleted');
      return { status: 200, body: replyOf(body.id, existing), retryAfterSeconds: null };
    }
    const slots = slotsFromSides(body.panels.front.map(mediaName), body.panels.back.map(mediaName));
    const book = serverBook(owner, {
      teamId,
      title: body.title,
      slots,
      order: body.order ?? slotOrder(slots),
      // As the API does, but without reading the images' shape: pages unless said.
      layout: body.layout ?? 'pages',
      thumbnail: body.thumbnail ? mediaName(body.thumbnail) : null,
      content: contentOf(body.content ?? {}, panelNames(slots)),
      leadForm: body.leadForm ?? false,
      readsRtl: body.readsRtl ?? false,
      versions: createdVersions(body.stamps, Date.now()),
    });
    books.set(body.id, book);
    return { status: 201, body: replyOf(body.id, book), retryAfterSeconds: null };
  }

  /** As the API: 404 to anyone not in the team, 403 to a member whose role does not allow it. */
  function teamRefuses(teamId: string, owner: string, action: TeamAction): SyncReply | null {
    const role = teamCalls.roleOf(teamId, owner);
    if (!role) return error(404, ERROR_CODES.NOT_FOUND, 'Team not found');
    if (!teamCan(role, action))
      return error(403, ERROR_CODES.FORBIDDEN, 'Your role in this team does not allow this');
    return null;
  }

  /** The lists a device reads: one's teams, and a library's flipbooks (a team's to its members). */
  function list(request: FakeRequest, owner: string): SyncReply {
    const [path = '', query = ''] = request.path.split('?');
    if (path === '/api/teams')
      return { status: 200, body: { items: teamCalls.listFor(owner) }, retryAfterSeconds: null };
    const teamId = new URLSearchParams(query).get('team');
    const refused = teamId === null ? null : teamRefuses(teamId, owner, 'viewLibrary');
    if (refused) return refused;
    return { status: 200, body: { items: listFor(owner, teamId) }, retryAfterSeconds: null };
  }

  function handle(request: FakeRequest): SyncReply {
    if (expired.has(request.token)) return error(401, ERROR_CODES.UNAUTHENTICATED, 'Expired');
    const owner = request.token;
    if (request.path.startsWith('/api/kits')) return kitCalls.handle(request, owner);
    if (request.method === 'GET') return list(request, owner);
    if (request.method === 'PUT' && request.path.startsWith('/api/leads/'))
      return staffNotes(request, owner);
    if (request.method === 'POST' && request.path === '/api/flipbooks')
      return create(request, owner);
    const id = request.path.split('/')[3] ?? '';
    if (request.path.endsWith('/leads')) return lead(request, id, owner);
    const book = books.get(id);
    const notFound = error(404, ERROR_CODES.NOT_FOUND, 'Flipbook not found');
    if (!book || book.deleted) return notFound;
    // A team flipbook's views and reading are its maker's (ownLiveFlipbook); its edits are for
    // its library's editors, whoever made it.
    const figures = request.path.endsWith('/views') || request.path.endsWith('/reading');
    const access = teamCalls.access(book, owner);
    if (figures ? book.ownerId !== owner : access === 'none') return notFound;
    if (!figures && access === 'read')
      return error(403, ERROR_CODES.FORBIDDEN, 'Your role in this team does not allow this');
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
    if (request.path.endsWith('/reading')) {
      const report = request.body as { key: string };
      if (!book.readings.has(report.key)) book.readings.set(report.key, report);
      return { status: 204, body: null, retryAfterSeconds: null };
    }
    const reach = { userId: owner, teamId: book.teamId };
    const edits = editsOf(reach, book, request.body as WholeEdit | FieldUpdateInput);
    if ('status' in edits) return edits;
    const { next, kept, replaced } = mergeFields(book, edits);
    Object.assign(book, next);
    const reply: UpdateReply = { ...replyOf(id, book), kept, replaced };
    return { status: 200, body: reply, retryAfterSeconds: null };
  }

  /** The field edits of an update, its images resolved as the API resolves them. */
  function editsOf(
    owner: Reach,
    book: ServerBook,
    body: WholeEdit | FieldUpdateInput,
  ): FieldEdits | SyncReply {
    if (!('edits' in body)) {
      const front = resolveAll(owner, body.panels.front);
      const back = resolveAll(owner, body.panels.back);
      if (!Array.isArray(front)) return front;
      if (!Array.isArray(back)) return back;
      const slots = slotsFromSides(front, back);
      const thumbnail = body.thumbnail ? resolve(owner, body.thumbnail) : null;
      if (thumbnail !== null && typeof thumbnail !== 'string') return thumbnail;
      // As the API: an edit without content keeps what its panels had.
      const content = body.content ?? book.content;
      return overwriteEdits(
        book.versions,
        {
          title: body.title,
          slots,
          layout: body.layout ?? 'pages',
          thumbnail,
          content,
          leadForm: body.leadForm,
          readsRtl: body.readsRtl,
        },
        Date.now(),
      );
    }
    const { title, order, panels, leadForm, readsRtl } = body.edits;
    if (!panels) return { title, order, leadForm, readsRtl };
    const list = resolveAll(owner, panels.value.images);
    if (!Array.isArray(list)) return list;
    const thumbnail = panels.value.thumbnail ? resolve(owner, panels.value.thumbnail) : null;
    if (thumbnail !== null && typeof thumbnail !== 'string') return thumbnail;
    const value = {
      list,
      layout: panels.value.layout ?? 'pages',
      thumbnail,
      content: panels.value.content ?? {},
    };
    return { title, order, leadForm, readsRtl, panels: { ...panels, value } };
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

  /** What GET /api/flipbooks/my answers the account (`?team=`: a team's library, to a member). */
  const listFor = (ownerId: string, teamId: string | null = null): FlipbookReply[] =>
    [...books]
      .filter(([, b]) => (teamId === null ? b.ownerId === ownerId : true) && b.teamId === teamId)
      .filter(([, b]) => !b.deleted)
      .map(([id, b]) => replyOf(id, b));

  return {
    books,
    leads,
    mailed,
    log,
    expired,
    transport,
    listFor,
    kits: kitCalls.kits,
    kitsFor: kitCalls.listFor,
    teams: teamCalls,
    /** What a device's read of a list (`GET` of `path`) meets, as the account whose token it is. */
    read: (path: string, token: string) => handle({ method: 'GET', path, token }),
    setScript: (steps: ScriptStep[]) => {
      script = steps;
    },
    setReachable: (value: boolean) => {
      reachable = value;
    },
  };
}

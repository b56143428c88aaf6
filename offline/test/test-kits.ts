import { ERROR_CODES, type ErrorCode } from '#core/errors';
import {
  createdKitVersions,
  type KitEdits,
  type KitField,
  type KitValues,
  type KitVersions,
  mergeKitFields,
} from '#core/event-kit-fields';
import type { KitReply } from '#core/schemas/kits';
import { type TeamAction, teamCan } from '#core/team-roles';
import type { SyncReply } from '../sync/transport';
import type { FakeRequest } from './test-server';
import type { fakeTeams } from './test-teams';

interface ServerKit extends KitValues {
  ownerId: string;
  /** The team library it is in; null for its maker's own. */
  teamId: string | null;
  versions: KitVersions;
  deleted: boolean;
}

const reply = (status: number, body: unknown): SyncReply => ({
  status,
  body,
  retryAfterSeconds: null,
});
const error = (status: number, code: ErrorCode, message: string) =>
  reply(status, { error: message, code });

/**
 * A model of the API's kit calls (docs/api.md, "Event kits"; docs/teams.md, "Team kits"), faithful
 * where the sync engine depends on it: a create idempotent by its id (200 with the stored kit for
 * its owner, 409 for another account, 409 KIT_DELETED once deleted), edits merged field by field
 * (core/event-kit-fields.ts), a tombstone that answers later edits and deletes 404, another
 * account's kit a 404, and only the flipbooks of the kit's library kept (the owner's personal
 * ones, or its team's): one deleted is left out, any other id a 400. A team kit is made, edited
 * and deleted by the team's editors and listed (`?team=`) to its members; anyone else gets 404.
 */
export function fakeKits(
  flipbookOf: (
    id: string,
  ) => { ownerId: string; teamId: string | null; deleted: boolean } | undefined,
  teams: ReturnType<typeof fakeTeams>,
) {
  const kits = new Map<string, ServerKit>();
  const replyOf = (id: string, kit: ServerKit): KitReply & { teamId: string | null } => ({
    id,
    teamId: kit.teamId,
    name: kit.name,
    flipbooks: kit.flipbooks,
    idleSeconds: kit.idleSeconds,
    language: kit.language,
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:00.000Z',
    versions: kit.versions,
  });
  /** The library's flipbooks among `ids`, or null when one is of another or unknown. */
  const own = (owner: string, teamId: string | null, ids: string[]): string[] | null => {
    const found = ids.map((id) => ({ id, book: flipbookOf(id) }));
    const inLibrary = (book: ReturnType<typeof flipbookOf>) =>
      book !== undefined && book.teamId === teamId && (teamId !== null || book.ownerId === owner);
    if (found.some(({ book }) => !inLibrary(book))) return null;
    return found.filter(({ book }) => !book?.deleted).map(({ id }) => id);
  };
  const notOwn = () => error(400, ERROR_CODES.VALIDATION_FAILED, 'flipbooks: not yours');

  /** 404 to anyone not in the team, 403 to a member whose role does not allow `action`. */
  const teamRefuses = (teamId: string | null, owner: string, action: TeamAction) => {
    if (teamId === null) return null;
    const role = teams.roleOf(teamId, owner);
    if (!role) return error(404, ERROR_CODES.NOT_FOUND, 'Team not found');
    return teamCan(role, action)
      ? null
      : error(403, ERROR_CODES.FORBIDDEN, 'Your role in this team does not allow this');
  };

  function create(request: FakeRequest, owner: string): SyncReply {
    const body = request.body as KitValues & {
      id: string;
      teamId?: string;
      stamps?: Record<KitField, string>;
    };
    const teamId = body.teamId ?? null;
    const refused = teamRefuses(teamId, owner, 'editFlipbooks');
    if (refused) return refused;
    const existing = kits.get(body.id);
    if (existing) {
      if (existing.ownerId !== owner) return error(409, ERROR_CODES.CONFLICT, 'Taken');
      if (existing.deleted) return error(409, ERROR_CODES.KIT_DELETED, 'This kit was deleted');
      return reply(200, replyOf(body.id, existing));
    }
    const flipbooks = own(owner, teamId, body.flipbooks);
    if (!flipbooks) return notOwn();
    const kit: ServerKit = {
      ownerId: owner,
      teamId,
      name: body.name,
      flipbooks,
      idleSeconds: body.idleSeconds,
      language: body.language,
      versions: createdKitVersions(body.stamps, Date.now()),
      deleted: false,
    };
    kits.set(body.id, kit);
    return reply(201, replyOf(body.id, kit));
  }

  /** `GET /api/kits`: the owner's personal kits, or (`?team=`) a team's, to its members. */
  function list(request: FakeRequest, owner: string): SyncReply {
    const teamId = new URLSearchParams(request.path.split('?')[1] ?? '').get('team');
    return (
      teamRefuses(teamId, owner, 'viewLibrary') ?? reply(200, { items: listFor(owner, teamId) })
    );
  }

  function handle(request: FakeRequest, owner: string): SyncReply {
    if (request.method === 'GET') return list(request, owner);
    if (request.method === 'POST') return create(request, owner);
    const id = request.path.split('/')[3] ?? '';
    const kit = kits.get(id);
    const mine =
      kit && (kit.teamId === null ? kit.ownerId === owner : teams.roleOf(kit.teamId, owner));
    if (!kit || kit.deleted || !mine) return error(404, ERROR_CODES.NOT_FOUND, 'Kit not found');
    const refused = teamRefuses(kit.teamId, owner, 'editFlipbooks');
    if (refused) return refused;
    if (request.method === 'DELETE') {
      kit.deleted = true;
      return reply(200, { success: true });
    }
    const { edits } = request.body as { edits: KitEdits };
    const flipbooks = edits.flipbooks && own(owner, kit.teamId, edits.flipbooks.value);
    if (flipbooks === null) return notOwn();
    const merged = mergeKitFields(kit, {
      ...edits,
      flipbooks: edits.flipbooks && flipbooks && { ...edits.flipbooks, value: flipbooks },
    });
    Object.assign(kit, merged.next);
    return reply(200, { ...replyOf(id, kit), kept: merged.kept, replaced: merged.replaced });
  }

  /** What GET /api/kits answers the account (`teamId`: a team's kits). */
  const listFor = (ownerId: string, teamId: string | null = null): KitReply[] =>
    [...kits]
      .filter(([, k]) => (teamId === null ? k.ownerId === ownerId : true) && k.teamId === teamId)
      .filter(([, k]) => !k.deleted)
      .map(([id, k]) => replyOf(id, k));

  return { kits, handle, listFor };
}

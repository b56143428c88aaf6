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
import type { SyncReply, SyncRequest } from '../sync/transport';

interface ServerKit extends KitValues {
  ownerId: string;
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
 * A model of the API's kit calls (docs/api.md, "Event kits"), faithful where the sync engine
 * depends on it: a create idempotent by its id (200 with the stored kit for its owner, 409 for
 * another account, 409 KIT_DELETED once deleted), edits merged field by field
 * (core/event-kit-fields.ts), a tombstone that answers later edits and deletes 404, another
 * account's kit a 404, and only the owner's flipbooks (`ownsFlipbook`) kept: one deleted is left
 * out, any other id a 400.
 */
export function fakeKits(
  flipbookOf: (id: string) => { ownerId: string; deleted: boolean } | undefined,
) {
  const kits = new Map<string, ServerKit>();
  const replyOf = (id: string, kit: ServerKit): KitReply => ({
    id,
    name: kit.name,
    flipbooks: kit.flipbooks,
    idleSeconds: kit.idleSeconds,
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:00.000Z',
    versions: kit.versions,
  });
  /** The owner's flipbooks among `ids`, or null when one is someone else's or unknown. */
  const own = (owner: string, ids: string[]): string[] | null => {
    const found = ids.map((id) => ({ id, book: flipbookOf(id) }));
    if (found.some(({ book }) => book?.ownerId !== owner)) return null;
    return found.filter(({ book }) => !book?.deleted).map(({ id }) => id);
  };
  const notOwn = () => error(400, ERROR_CODES.VALIDATION_FAILED, 'flipbooks: not yours');

  function create(request: SyncRequest, owner: string): SyncReply {
    const body = request.body as KitValues & {
      id: string;
      stamps?: Record<KitField, string>;
    };
    const existing = kits.get(body.id);
    if (existing) {
      if (existing.ownerId !== owner) return error(409, ERROR_CODES.CONFLICT, 'Taken');
      if (existing.deleted) return error(409, ERROR_CODES.KIT_DELETED, 'This kit was deleted');
      return reply(200, replyOf(body.id, existing));
    }
    const flipbooks = own(owner, body.flipbooks);
    if (!flipbooks) return notOwn();
    const kit: ServerKit = {
      ownerId: owner,
      name: body.name,
      flipbooks,
      idleSeconds: body.idleSeconds,
      versions: createdKitVersions(body.stamps, Date.now()),
      deleted: false,
    };
    kits.set(body.id, kit);
    return reply(201, replyOf(body.id, kit));
  }

  function handle(request: SyncRequest, owner: string): SyncReply {
    if (request.method === 'POST') return create(request, owner);
    const id = request.path.split('/')[3] ?? '';
    const kit = kits.get(id);
    if (!kit || kit.deleted || kit.ownerId !== owner)
      return error(404, ERROR_CODES.NOT_FOUND, 'Kit not found');
    if (request.method === 'DELETE') {
      kit.deleted = true;
      return reply(200, { success: true });
    }
    const { edits } = request.body as { edits: KitEdits };
    const flipbooks = edits.flipbooks && own(owner, edits.flipbooks.value);
    if (flipbooks === null) return notOwn();
    const merged = mergeKitFields(kit, {
      ...edits,
      flipbooks: edits.flipbooks && flipbooks && { ...edits.flipbooks, value: flipbooks },
    });
    Object.assign(kit, merged.next);
    return reply(200, { ...replyOf(id, kit), kept: merged.kept, replaced: merged.replaced });
  }

  /** What GET /api/kits answers the account. */
  const listFor = (ownerId: string): KitReply[] =>
    [...kits]
      .filter(([, k]) => k.ownerId === ownerId && !k.deleted)
      .map(([id, k]) => replyOf(id, k));

  return { kits, handle, listFor };
}

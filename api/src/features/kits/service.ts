import { ERROR_CODES } from '#core/errors';
import {
  createdKitVersions,
  type KitField,
  kitVersionsDiffer,
  mergeKitFields,
} from '#core/event-kit-fields';
import type { ReplacedField } from '#core/field-registers';
import { kitAccess, kitMayHold } from '#core/library-access';
import type { CreateKitInput, UpdateKitInput } from '#core/schemas/kits';
import { badRequest, conflict, editRaceLost, notFound, unauthenticated } from '../../http-errors';
import { MissingOwnerError } from '../../store/flipbooks';
import type { KitRecord } from '../../store/kits';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { mustBeAllowed, mustChange, placeIn, roleInLibraryOf } from '../teams/access';

/** Reads and merges of an edit that another write of the same kit overtook. */
const EDIT_RACE_ATTEMPTS = 10;

export interface KitServiceDeps {
  store: Store;
  now: () => number;
}

/** A live kit the user may change (core/library-access.ts), or the 403 or 404 of `mustChange`. */
async function editableKit(store: Store, user: UserRecord, id: string): Promise<KitRecord> {
  const found = await store.kits.get(id);
  const live = found && found.deletedAt === null ? found : null;
  const role = await roleInLibraryOf(store, live, user.id);
  return mustChange(live, live ? kitAccess(live, user.id, role) : 'none', 'Kit not found');
}

/**
 * The flipbooks a kit may hold: those of its own library (core/library-access.ts). One deleted
 * is left out (a device may not have heard of it yet); any other id is refused.
 */
async function libraryFlipbooks(
  store: Store,
  kit: Pick<KitRecord, 'ownerId' | 'teamId'>,
  ids: string[],
): Promise<string[]> {
  const found = await Promise.all(ids.map((id) => store.flipbooks.get(id)));
  if (found.some((f) => !f || !kitMayHold(kit, f)))
    throw badRequest(
      kit.teamId
        ? 'flipbooks: a team’s kit holds only flipbooks of the team’s library'
        : 'flipbooks: a kit of your own holds only flipbooks of your own library',
    );
  return found.flatMap((f) => (f && f.deletedAt === null ? [f.id] : []));
}

/** The answer to a create whose id is stored already: the same kit again, or a conflict. */
function idempotentReply(existing: KitRecord, user: UserRecord) {
  if (existing.ownerId !== user.id) throw conflict('This kit id is taken');
  if (existing.deletedAt !== null) throw conflict('This kit was deleted', ERROR_CODES.KIT_DELETED);
  return { created: false, kit: existing };
}

/**
 * Event kits as a resource of a library (the account's own, or a team's), synced across devices: created with the device's
 * id (a create sent again is the same kit), edited field by field (core/event-kit-fields.ts),
 * deleted as a tombstone that a late create or edit from another device cannot bring back.
 */
export class KitService {
  private readonly store: Store;
  private readonly now: () => number;

  constructor(deps: KitServiceDeps) {
    this.store = deps.store;
    this.now = deps.now;
  }

  private iso(): string {
    return new Date(this.now()).toISOString();
  }

  /**
   * A library's live kits: a team's to its members (404 to anyone else), or else the caller's
   * own, without the team kits they made (those are their team's).
   */
  async listMine(user: UserRecord, teamId?: string): Promise<KitRecord[]> {
    if (teamId) {
      mustBeAllowed(await placeIn(this.store, teamId, user.id), 'presentKits');
      return this.store.kits.listByTeam(teamId);
    }
    const made = await this.store.kits.listByOwner(user.id);
    return made.filter((kit) => kit.teamId === null);
  }

  async create(user: UserRecord, input: CreateKitInput) {
    const teamId = input.teamId ?? null;
    if (teamId) mustBeAllowed(await placeIn(this.store, teamId, user.id), 'manageKits');
    const existing = await this.store.kits.get(input.id);
    if (existing) return idempotentReply(existing, user);
    const at = this.iso();
    const record: KitRecord = {
      id: input.id,
      ownerId: user.id,
      teamId,
      name: input.name,
      flipbooks: await libraryFlipbooks(this.store, { ownerId: user.id, teamId }, input.flipbooks),
      idleSeconds: input.idleSeconds,
      language: input.language,
      versions: createdKitVersions(input.stamps, this.now()),
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    };
    if (!(await this.insert(record))) {
      // Another request with the same id won the race.
      const winner = await this.store.kits.get(input.id);
      if (!winner) throw conflict('This kit id is taken');
      return idempotentReply(winner, user);
    }
    // An account deleted while this create ran (a store without foreign keys lets the row in).
    if (!(await this.store.users.findById(user.id))) {
      await this.store.kits.purgeOwner(user.id);
      throw unauthenticated();
    }
    return { created: true, kit: record };
  }

  private async insert(record: KitRecord): Promise<boolean> {
    try {
      return await this.store.kits.create(record);
    } catch (err) {
      if (err instanceof MissingOwnerError) throw unauthenticated();
      throw err;
    }
  }

  /**
   * Applies the fields of an edit that win and says which kept their own value (`kept`) and
   * which it applied over a value the edit was not made on (`replaced`). Read, merge and write
   * again when another edit of the kit landed in between.
   */
  async update(
    user: UserRecord,
    id: string,
    { edits }: UpdateKitInput,
  ): Promise<{ kit: KitRecord; kept: KitField[]; replaced: ReplacedField<KitField>[] }> {
    const kit = await editableKit(this.store, user, id);
    const flipbooks = edits.flipbooks && {
      ...edits.flipbooks,
      value: await libraryFlipbooks(this.store, kit, edits.flipbooks.value),
    };
    for (let attempt = 0; attempt < EDIT_RACE_ATTEMPTS; attempt++) {
      const current = await editableKit(this.store, user, id);
      const { next, kept, replaced } = mergeKitFields(current, { ...edits, flipbooks });
      if (!kitVersionsDiffer(current.versions, next.versions))
        return { kit: current, kept, replaced };
      const patch = { ...next, updatedAt: this.iso() };
      if (await this.store.kits.update(id, patch, current.versions))
        return { kit: { ...current, ...patch }, kept, replaced };
    }
    throw editRaceLost();
  }

  async remove(user: UserRecord, id: string): Promise<void> {
    await editableKit(this.store, user, id);
    if (!(await this.store.kits.softDelete(id, this.iso()))) throw notFound('Kit not found');
  }
}

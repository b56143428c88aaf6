import type { KitValues, KitVersions } from '#core/event-kit-fields';

/** An event kit of an account (docs/api.md, "Event kits"): its flipbooks are ids. */
export interface KitRecord extends KitValues {
  id: string;
  /** Who made it. */
  ownerId: string;
  /** The team library it is in (docs/teams.md); null for a personal kit. */
  teamId: string | null;
  createdAt: string;
  updatedAt: string;
  /** Set on delete: the tombstone keeps a late create or edit from another device out. */
  deletedAt: string | null;
  /** The version of each field (core/event-kit-fields.ts). */
  versions: KitVersions;
}

/** What an edit writes. */
type KitPatch = KitValues & Pick<KitRecord, 'versions' | 'updatedAt'>;

export interface KitStore {
  /** Inserts a new kit; false when the id exists already (whoever owns it, tombstones too). */
  create(record: KitRecord): Promise<boolean>;
  /** Any kit by id, tombstones included. */
  get(id: string): Promise<KitRecord | null>;
  /** The live kits one person made, in any library, oldest first. */
  listByOwner(ownerId: string): Promise<KitRecord[]>;
  /** A team library's live kits, whoever made them, oldest first. */
  listByTeam(teamId: string): Promise<KitRecord[]>;
  /**
   * Changes a live kit's fields if their versions are still `expected` (nothing else wrote them
   * since it was read); false when it is gone or was changed meanwhile.
   */
  update(id: string, patch: KitPatch, expected: KitVersions): Promise<boolean>;
  /** Turns a live kit into a tombstone; false when it was not live. */
  softDelete(id: string, deletedAt: string): Promise<boolean>;
  /** Removes every kit of an owner, tombstones too (account deletion). */
  purgeOwner(ownerId: string): Promise<void>;
  /** Makes `to` the owner of those of the kits `ids` that `from` owns (a member's team kits). */
  passOn(ids: string[], from: string, to: string): Promise<void>;
}

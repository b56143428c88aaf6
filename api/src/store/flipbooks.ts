import type { FlipbookLayout } from '#core/brochure';
import type { FieldChangers } from '#core/flipbook-changers';
import type { FieldVersions } from '#core/flipbook-fields';
import type { FlipbookContent } from '#core/panel-content';
import type { PanelSlots } from '#core/panel-layout';
import type { PanelOrder } from '#core/panel-order';
import type { OfflineViewSource } from '#core/schemas/flipbooks';

/** A flipbook as the services see it; panels are media names (`<sha256>.<ext>`). */
export interface FlipbookRecord {
  id: string;
  /** Who made it: its media and its place in their statistics, in either library. */
  ownerId: string;
  /** The team whose library holds it; null for its owner's own (docs/teams.md). */
  teamId: string | null;
  title: string;
  createdAt: string;
  updatedAt: string;
  /** Set on soft delete; a tombstone keeps the counts of analytics right and loses its media. */
  deletedAt: string | null;
  views: number;
  slots: PanelSlots<string>;
  /** How its panels were made (core/brochure.ts), which decides its cover. */
  layout: FlipbookLayout;
  thumbnail: string | null;
  /** The text and links of its panels, by image name; none on a tombstone. */
  content: FlipbookContent;
  /** Which of its panels (in the order they were made) each slot shows. */
  order: PanelOrder;
  /** The version of each field (core/flipbook-fields.ts). */
  versions: FieldVersions;
  /** Who made each field's value (core/flipbook-changers.ts); none on flipbooks stored before. */
  changedBy: FieldChangers;
  /** 'Ask readers for their e-mail': the shared link and the embed page take leads. */
  leadForm: boolean;
  /** Read right to left (docs/product-rules.md, "Right-to-left brochures"). */
  readsRtl: boolean;
}

/** What an edit writes. */
type FlipbookPatch = Pick<
  FlipbookRecord,
  | 'title'
  | 'slots'
  | 'order'
  | 'layout'
  | 'thumbnail'
  | 'content'
  | 'leadForm'
  | 'readsRtl'
  | 'versions'
  | 'changedBy'
  | 'updatedAt'
>;

interface FlipbookTotals {
  liveCount: number;
  deletedCount: number;
  /** Views of live flipbooks. */
  views: number;
}

/**
 * Whose flipbooks a figure sums: everything one person made (in any library), a team library's,
 * or the part of a team library one member made.
 */
export type MadeScope = { ownerId: string } | { teamId: string; ownerId?: string };

export type ViewScope = MadeScope | { flipbookId: string } | 'all';

/** At most `max` offline views a flipbook gains on `day` (YYYY-MM-DD), whatever the keys. */
export interface DailyViewBound {
  day: string;
  max: number;
}

/**
 * Thrown by a create (of a flipbook, a lead, a mail) when its owner no longer exists: an account
 * deleted meanwhile.
 */
export class MissingOwnerError extends Error {
  constructor() {
    super('the owner does not exist');
  }
}

/**
 * A view as its write counted it: the flipbook as that write left it (the views one write counts
 * share it, so their replies share its serialization) and this view's own count.
 */
export interface CountedView {
  flipbook: FlipbookRecord;
  views: number;
}

export interface FlipbookStore {
  /** Inserts a new flipbook; false when the id already exists (whoever owns it). */
  create(record: FlipbookRecord): Promise<boolean>;
  /** Any flipbook by id, tombstones included. */
  get(id: string): Promise<FlipbookRecord | null>;
  /**
   * Live flipbooks one person made, newest first: team flipbooks too, as their statistics count
   * them (the personal library is those without a team).
   */
  listByOwner(ownerId: string): Promise<FlipbookRecord[]>;
  /** Live flipbooks of a team's library, newest first. */
  listByTeam(teamId: string): Promise<FlipbookRecord[]>;
  /** Live flipbooks of everyone, newest first (at most `limit` when given). */
  listAll(limit?: number): Promise<FlipbookRecord[]>;
  /**
   * Changes a live flipbook's fields if their versions are still `expected` (nothing else wrote
   * them since it was read); false when it is gone or was changed meanwhile.
   */
  update(id: string, patch: FlipbookPatch, expected: FieldVersions): Promise<boolean>;
  /** Turns a live flipbook into a tombstone without panels or content; false when it was not live. */
  softDelete(id: string, deletedAt: string): Promise<boolean>;
  /**
   * One atomic increment of the total and of `day`'s count (UTC `YYYY-MM-DD`); the flipbook as it
   * is after it with this view's own count, or null when it is not live.
   */
  addView(id: string, day: string): Promise<CountedView | null>;
  /**
   * Adds `count` views once per key, as many as the day's bound leaves (a replayed key adds
   * none), to the total and to the bound's day; the new count, or null when the flipbook is not
   * live. The key is kept with the views' source ('event' for an event kiosk), if any.
   */
  addViews(
    id: string,
    key: string,
    count: number,
    bound: DailyViewBound,
    source?: OfflineViewSource,
  ): Promise<number | null>;
  /** Everyone's flipbooks, or a scope's. */
  totals(scope?: MadeScope): Promise<FlipbookTotals>;
  /** Views of live flipbooks on each of `days`, in the same order: everyone's, a scope's or one's. */
  viewsByDay(scope: ViewScope, days: string[]): Promise<number[]>;
  /** The names among `names` that a live flipbook still uses. */
  mediaInUse(names: string[]): Promise<Set<string>>;
  /**
   * Whether a live personal flipbook of this owner uses the media (the caller may re-use it by
   * URL); their team flipbooks' media are the team's (`teamUsesMedia`).
   */
  ownerUsesMedia(ownerId: string, name: string): Promise<boolean>;
  /** Whether a live flipbook of this team's library uses the media (its editors may re-use it). */
  teamUsesMedia(teamId: string, name: string): Promise<boolean>;
  /**
   * Live flipbooks stored before their layout was recorded (their records say 'pages' until
   * `setLayout`), with their slots, so that their panels' shape can tell it (`backfillLayouts`, flipbooks/panel-shape.ts).
   */
  withoutLayout(): Promise<Array<Pick<FlipbookRecord, 'id' | 'slots'>>>;
  /** Records the layout of a flipbook stored before it was recorded; a recorded one keeps its own. */
  setLayout(id: string, layout: FlipbookLayout): Promise<void>;
  /**
   * Removes every flipbook of an owner, tombstones and team flipbooks too; returns the media names
   * they used.
   */
  purgeOwner(ownerId: string): Promise<string[]>;
  /** Every flipbook an owner made in a team's library, tombstones too, with its team. */
  madeInTeams(ownerId: string): Promise<Array<{ id: string; teamId: string }>>;
  /** Makes `to` the owner of those of `ids` that `from` owns (a member's account deletion). */
  passOn(ids: string[], from: string, to: string): Promise<void>;
}

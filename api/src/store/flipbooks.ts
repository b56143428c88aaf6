import type { FlipbookContent } from '#core/panel-content';
import type { PanelSlots } from '#core/panel-layout';
import type { OfflineViewSource } from '#core/schemas/flipbooks';

/** A flipbook as the services see it; panels are media names (`<sha256>.<ext>`). */
export interface FlipbookRecord {
  id: string;
  ownerId: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  /** Set on soft delete; a tombstone keeps the counts of analytics right and loses its media. */
  deletedAt: string | null;
  views: number;
  slots: PanelSlots<string>;
  thumbnail: string | null;
  /** The text and links of its panels, by image name; none on a tombstone. */
  content: FlipbookContent;
  /** 'Ask readers for their e-mail': the shared link and the embed page take leads. */
  leadForm: boolean;
}

interface FlipbookTotals {
  liveCount: number;
  deletedCount: number;
  /** Views of live flipbooks. */
  views: number;
}

export type ViewScope = { ownerId: string } | { flipbookId: string } | 'all';

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

/** Flipbook ids are matched in lower case, whatever case a caller sends. */
export interface FlipbookStore {
  /** Inserts a new flipbook; false when the id already exists (whoever owns it). */
  create(record: FlipbookRecord): Promise<boolean>;
  /** Any flipbook by id, tombstones included. */
  get(id: string): Promise<FlipbookRecord | null>;
  /** Live flipbooks of one owner, newest first. */
  listByOwner(ownerId: string): Promise<FlipbookRecord[]>;
  /** Live flipbooks of everyone, newest first (at most `limit` when given). */
  listAll(limit?: number): Promise<FlipbookRecord[]>;
  /** Changes a live flipbook's title, panels and lead form; false when it is gone. */
  update(
    id: string,
    patch: Pick<
      FlipbookRecord,
      'title' | 'slots' | 'thumbnail' | 'content' | 'leadForm' | 'updatedAt'
    >,
  ): Promise<boolean>;
  /** Turns a live flipbook into a tombstone without panels or content; false when it was not live. */
  softDelete(id: string, deletedAt: string): Promise<boolean>;
  /**
   * One atomic increment of the total and of `day`'s count (UTC `YYYY-MM-DD`); the flipbook as it
   * is after it, or null when it is not live.
   */
  addView(id: string, day: string): Promise<FlipbookRecord | null>;
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
  totals(ownerId?: string): Promise<FlipbookTotals>;
  /** Views of live flipbooks on each of `days`, in the same order: everyone's, an owner's or one's. */
  viewsByDay(scope: ViewScope, days: string[]): Promise<number[]>;
  /** The names among `names` that a live flipbook still uses. */
  mediaInUse(names: string[]): Promise<Set<string>>;
  /** Whether a live flipbook of this owner uses the media (the caller may re-use it by URL). */
  ownerUsesMedia(ownerId: string, name: string): Promise<boolean>;
  /** Removes every flipbook of an owner, tombstones too; returns the media names they used. */
  purgeOwner(ownerId: string): Promise<string[]>;
}

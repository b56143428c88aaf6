import crypto from 'node:crypto';
import { ERROR_CODES } from '#core/errors';
import { changerIds, changersAfter, madeBy } from '#core/flipbook-changers';
import {
  createdVersions,
  type FlipbookField,
  mergeFields,
  type ReplacedField,
  versionsDiffer,
} from '#core/flipbook-fields';
import { OFFLINE_VIEWS_PER_DAY } from '#core/limits';
import { mediaNamesOf, panelNames } from '#core/media-names';
import { contentOf } from '#core/panel-content';
import { slotsFromSides } from '#core/panel-layout';
import { slotOrder } from '#core/panel-order';
import type {
  CreateFlipbookInput,
  FieldUpdateInput,
  OfflineViews,
  UpdateFlipbookInput,
} from '#core/schemas/flipbooks';
import { utcDay } from '#core/view-days';
import type { ChangeFeed } from '../../change-feed';
import {
  conflict,
  editRaceLost,
  emailNotVerified,
  notFound,
  unauthenticated,
} from '../../http-errors';
import { type CountedView, type FlipbookRecord, MissingOwnerError } from '../../store/flipbooks';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { countEventView } from '../reading/event-counts';
import { mustBeAllowed, placeIn } from '../teams/access';
import { editsOf, sidesOf } from './edits';
import { editableFlipbook, liveFlipbook, readableFlipbook } from './owned';
import { createPanelMedia, type ResolvedImages } from './panel-media';
import { layoutOfSlots } from './panel-shape';

/** Reads and merges of an edit that another write of the same flipbook overtook. */
const EDIT_RACE_ATTEMPTS = 10;

export interface FlipbookServiceDeps {
  store: Store;
  changes: ChangeFeed;
  now: () => number;
  /** Told the media a flipbook now points at, after each create and edit (phone copies). */
  onMediaKept?: (names: string[]) => void;
}

const NO_IMAGES = { slots: slotsFromSides<string>([], []), thumbnail: null, bytes: new Map() };

/**
 * Flipbooks: check access, load or fail, act, and keep media in step (docs/architecture.md). Their
 * figures (views by day, reading, leads) are reading's (features/reading/analytics.ts).
 */
export class FlipbookService {
  private readonly store: Store;
  private readonly changes: ChangeFeed;
  private readonly now: () => number;
  private readonly onMediaKept: (names: string[]) => void;
  private readonly media: ReturnType<typeof createPanelMedia>;

  constructor(deps: FlipbookServiceDeps) {
    this.store = deps.store;
    this.changes = deps.changes;
    this.now = deps.now;
    this.onMediaKept = deps.onMediaKept ?? (() => {});
    this.media = createPanelMedia(deps.store);
  }

  private iso(): string {
    return new Date(this.now()).toISOString();
  }

  async create(
    user: UserRecord,
    input: CreateFlipbookInput,
  ): Promise<{ created: boolean; flipbook: FlipbookRecord }> {
    if (!user.isVerified) throw emailNotVerified();
    const teamId = input.teamId ?? null;
    if (teamId) mustBeAllowed(await placeIn(this.store, teamId, user.id), 'editFlipbooks');
    const id = input.id ?? crypto.randomUUID();
    const existing = await this.store.flipbooks.get(id);
    if (existing) return idempotentReply(existing, user);
    const images = await this.media.resolve(
      { userId: user.id, teamId },
      input.panels,
      input.thumbnail,
    );
    await this.media.keep(images);
    const record = await this.newRecord(id, user, input, images);
    // Whatever keeps the row from landing, the images stored for it go unless used elsewhere.
    const dropImages = () => this.media.collect(images.bytes.keys());
    let inserted: boolean;
    try {
      inserted = await this.store.flipbooks.create(record);
    } catch (err) {
      if (!(err instanceof MissingOwnerError)) throw err;
      await dropImages();
      throw unauthenticated();
    }
    if (!inserted) {
      // Another request with the same id won the race.
      await dropImages();
      const winner = await this.store.flipbooks.get(id);
      if (!winner) throw conflict('This flipbook id is taken');
      return idempotentReply(winner, user);
    }
    // An account deleted while this create ran (a store without foreign keys lets the row in).
    if (!(await this.store.users.findById(user.id))) {
      await this.media.collect(await this.store.flipbooks.purgeOwner(user.id));
      throw unauthenticated();
    }
    await this.media.keep(images);
    this.onMediaKept([...images.bytes.keys()]);
    this.changes.notify();
    return { created: true, flipbook: record };
  }

  /** The row a create stores, its images resolved to media names. */
  private async newRecord(
    id: string,
    user: UserRecord,
    input: CreateFlipbookInput,
    images: ResolvedImages,
  ): Promise<FlipbookRecord> {
    const now = this.iso();
    return {
      id,
      ownerId: user.id,
      teamId: input.teamId ?? null,
      title: input.title,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      views: 0,
      slots: images.slots,
      layout: input.layout ?? (await layoutOfSlots(this.store, images.slots, images.bytes)),
      thumbnail: images.thumbnail,
      content: contentOf(input.content ?? {}, panelNames(images.slots)),
      order: input.order ?? slotOrder(images.slots),
      versions: createdVersions(input.stamps, this.now()),
      changedBy: madeBy(user.id),
      leadForm: input.leadForm ?? false,
      readsRtl: input.readsRtl ?? false,
    };
  }

  /**
   * Applies the fields of an edit that win (core/flipbook-fields.ts) and says which it kept its
   * own of, and which it applied over a value the edit was not made on (`replaced`). Read, merge
   * and write again when another edit of the flipbook landed in between.
   */
  async update(
    user: UserRecord,
    id: string,
    input: UpdateFlipbookInput | FieldUpdateInput,
  ): Promise<{ flipbook: FlipbookRecord; kept: FlipbookField[]; replaced: ReplacedField[] }> {
    const { teamId } = await editableFlipbook(this.store, user, id);
    const sent = 'edits' in input ? input.edits.panels?.value : input;
    const resolved = sent
      ? await this.media.resolve({ userId: user.id, teamId }, sidesOf(sent), sent.thumbnail)
      : NO_IMAGES;
    const images = {
      ...resolved,
      layout: sent?.layout ?? (await layoutOfSlots(this.store, resolved.slots, resolved.bytes)),
    };
    await this.media.keep(images);
    try {
      for (let attempt = 0; attempt < EDIT_RACE_ATTEMPTS; attempt++) {
        const current = await editableFlipbook(this.store, user, id);
        const edits = editsOf(current, input, images, this.now());
        const { next, kept, replaced } = mergeFields(current, edits);
        if (!versionsDiffer(current.versions, next.versions))
          return { flipbook: current, kept, replaced };
        const changedBy = changersAfter(
          current.changedBy,
          current.versions,
          next.versions,
          user.id,
        );
        const patch = { ...next, changedBy, updatedAt: this.iso() };
        if (!(await this.store.flipbooks.update(id, patch, current.versions))) continue;
        await this.media.keep(images);
        // What this edit replaced, and what it sent but lost, go unless still used.
        await this.media.collect(mediaNamesOf(current));
        this.onMediaKept(mediaNamesOf(next));
        this.changes.notify();
        return { flipbook: { ...current, ...patch }, kept, replaced };
      }
      throw editRaceLost();
    } finally {
      await this.media.collect(images.bytes.keys());
    }
  }

  async remove(user: UserRecord, id: string): Promise<void> {
    const current = await editableFlipbook(this.store, user, id);
    await this.removeAny(current.id);
  }

  /** Soft delete by anyone allowed (owner or admin); media no one uses goes. */
  async removeAny(id: string): Promise<void> {
    const current = await this.store.flipbooks.get(id);
    if (
      !current ||
      current.deletedAt !== null ||
      !(await this.store.flipbooks.softDelete(id, this.iso()))
    ) {
      throw notFound('Flipbook not found');
    }
    await this.media.collect(mediaNamesOf(current));
    this.changes.notify();
  }

  /**
   * The public view: one atomic increment, then the flipbook as it is now. A crawler, a
   * link-preview fetcher or a prefetch (`counted` false) gets the flipbook without a view.
   */
  async view(id: string, counted = true, event: string | null = null): Promise<CountedView> {
    if (!counted) {
      const found = await this.peek(id);
      if (!found) throw notFound('Flipbook not found');
      return { flipbook: found, views: found.views };
    }
    const at = this.now();
    const view = await this.store.flipbooks.addView(id, utcDay(at));
    if (!view) throw notFound('Flipbook not found');
    if (event) await countEventView(this.store.reading, view.flipbook.id, event, at);
    this.changes.notify();
    return view;
  }

  /**
   * A view by a signed-in reader: counted as any other, unless the reader is the flipbook's owner
   * (a creator looking at their own shared link counts nothing).
   */
  async viewSignedIn(
    id: string,
    counted: boolean,
    viewerId: string,
    event: string | null = null,
  ): Promise<CountedView & { own: boolean }> {
    const found = await this.peek(id);
    if (found?.ownerId === viewerId) return { flipbook: found, views: found.views, own: true };
    return { ...(await this.view(id, counted, event)), own: false };
  }

  /**
   * Views presented offline by the owner or, for a team flipbook, by any member (a presenter's
   * kiosk); a replayed key counts once, and a flipbook gains at most
   * OFFLINE_VIEWS_PER_DAY of them a day (the rest is dropped, the answer stays a success).
   */
  async addOfflineViews(
    user: UserRecord,
    id: string,
    { count, key, source }: OfflineViews,
  ): Promise<number> {
    await readableFlipbook(this.store, user, id);
    const views = await this.store.flipbooks.addViews(
      id,
      key,
      count,
      { day: utcDay(this.now()), max: OFFLINE_VIEWS_PER_DAY },
      source,
    );
    if (views === null) throw notFound('Flipbook not found');
    this.changes.notify();
    return views;
  }

  /**
   * A library's live flipbooks: a team's to its members (404 to anyone else), or else the
   * caller's own, without the team flipbooks they made (those are their team's).
   */
  async listMine(user: UserRecord, teamId?: string): Promise<FlipbookRecord[]> {
    if (teamId) {
      mustBeAllowed(await placeIn(this.store, teamId, user.id), 'viewLibrary');
      return this.store.flipbooks.listByTeam(teamId);
    }
    const made = await this.store.flipbooks.listByOwner(user.id);
    return made.filter((flipbook) => flipbook.teamId === null);
  }

  /**
   * The display names of the people who changed these flipbooks' fields, by user id: one lookup
   * for the lot, however many flipbooks a list has.
   */
  changerNames(flipbooks: readonly FlipbookRecord[]): Promise<Map<string, string>> {
    return this.store.users.namesOf(changerIds(flipbooks.map((f) => f.changedBy)));
  }

  listAll(): Promise<FlipbookRecord[]> {
    return this.store.flipbooks.listAll();
  }

  /** A live flipbook, or null, for previews (Open Graph): no view is counted. */
  peek(id: string): Promise<FlipbookRecord | null> {
    return liveFlipbook(this.store.flipbooks, id);
  }

  /**
   * Account deletion: every flipbook the user made, those in team libraries too (docs/teams.md),
   * and the media no one else uses.
   */
  async purgeUser(userId: string): Promise<void> {
    await this.store.reading.removeOwner(userId);
    const names = await this.store.flipbooks.purgeOwner(userId);
    await this.media.collect(names);
    this.changes.notify();
  }
}

/** The answer to a create whose id is stored already: the same flipbook again, or a conflict. */
function idempotentReply(existing: FlipbookRecord, user: UserRecord) {
  if (existing.ownerId !== user.id) throw conflict('This flipbook id is taken');
  if (existing.deletedAt !== null)
    throw conflict('This flipbook was deleted', ERROR_CODES.FLIPBOOK_DELETED);
  return { created: false, flipbook: existing };
}

import crypto from 'node:crypto';
import type { FlipbookLayout } from '#core/brochure';
import { ERROR_CODES } from '#core/errors';
import {
  createdVersions,
  type FieldEdits,
  type FlipbookField,
  mergeFields,
  overwriteEdits,
  type ReplacedField,
  versionsDiffer,
} from '#core/flipbook-fields';
import { OFFLINE_VIEWS_PER_DAY } from '#core/limits';
import { mediaNamesOf, panelNames } from '#core/media-names';
import { contentOf } from '#core/panel-content';
import { slotsFromSides } from '#core/panel-layout';
import { slotOrder } from '#core/panel-order';
import {
  ADMIN_RECENT_COUNT,
  type AdminAnalytics,
  type CreateFlipbookInput,
  type DailyViews,
  type FieldUpdateInput,
  type FlipbookStatistics,
  type OfflineViews,
  type UpdateFlipbookInput,
  type UserAnalytics,
} from '#core/schemas/flipbooks';
import { lastDays, utcDay, VIEW_HISTORY_DAYS } from '#core/view-days';
import type { ChangeFeed } from '../../change-feed';
import {
  conflict,
  editRaceLost,
  emailNotVerified,
  notFound,
  unauthenticated,
} from '../../http-errors';
import {
  type CountedView,
  type FlipbookRecord,
  MissingOwnerError,
  type ViewScope,
} from '../../store/flipbooks';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { readingStatistics } from '../reading/statistics';
import { createPanelMedia, type ResolvedImages } from './panel-media';
import { layoutOfSlots } from './panel-shape';
import { toAdminItem } from './present';

/**
 * Media younger than this is left to the writes that may be storing it; a create in flight is
 * far younger (its body must arrive within BODY_TIMEOUT_SECONDS).
 */
const ORPHAN_MEDIA_GRACE_MS = 15 * 60_000;
const COLLECTION_BATCH = 500;
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

/** The images of a panels edit (their own order, the first three in front) or of a whole edit. */
function sidesOf(sent: { images: string[] } | UpdateFlipbookInput) {
  return 'images' in sent
    ? { front: sent.images.slice(0, 3), back: sent.images.slice(3) }
    : sent.panels;
}

/** The field edits an update makes, its images resolved to media names. */
function editsOf(
  current: FlipbookRecord,
  input: UpdateFlipbookInput | FieldUpdateInput,
  images: ResolvedImages & { layout: FlipbookLayout },
  now: number,
): FieldEdits {
  if (!('edits' in input)) {
    return overwriteEdits(
      current.versions,
      {
        title: input.title,
        slots: images.slots,
        layout: images.layout,
        thumbnail: images.thumbnail,
        // Content follows its image's name, so a reorder by a client that sends none keeps it.
        content: input.content ?? current.content,
        leadForm: input.leadForm,
      },
      now,
    );
  }
  const { title, order, panels, leadForm } = input.edits;
  return {
    title,
    order,
    leadForm,
    panels: panels && {
      ...panels,
      value: {
        list: panelNames(images.slots),
        layout: images.layout,
        thumbnail: images.thumbnail,
        content: panels.value.content ?? {},
      },
    },
  };
}

/** Flipbooks: check access, load or fail, act, and keep media in step (docs/architecture.md). */
export function createFlipbookService(deps: FlipbookServiceDeps) {
  const { store, changes } = deps;
  const iso = () => new Date(deps.now()).toISOString();

  const media = createPanelMedia(store);
  const reading = readingStatistics(store.reading);

  async function dailyViews(scope: ViewScope, days = lastDays(deps.now())): Promise<DailyViews> {
    const counts = await store.flipbooks.viewsByDay(scope, days);
    return days.map((day, i) => ({ day, views: counts[i] ?? 0 }));
  }

  async function ownLive(user: UserRecord, id: string): Promise<FlipbookRecord> {
    const found = await store.flipbooks.get(id);
    // Someone else's flipbook answers exactly like a missing one.
    if (!found || found.deletedAt !== null || found.ownerId !== user.id)
      throw notFound('Flipbook not found');
    return found;
  }

  /** A live flipbook, or null; no view is counted. */
  async function peek(id: string): Promise<FlipbookRecord | null> {
    const found = await store.flipbooks.get(id);
    return found && found.deletedAt === null ? found : null;
  }

  function idempotentReply(existing: FlipbookRecord, user: UserRecord) {
    if (existing.ownerId !== user.id) throw conflict('This flipbook id is taken');
    if (existing.deletedAt !== null)
      throw conflict('This flipbook was deleted', ERROR_CODES.FLIPBOOK_DELETED);
    return { created: false, flipbook: existing };
  }

  return {
    async create(
      user: UserRecord,
      input: CreateFlipbookInput,
    ): Promise<{ created: boolean; flipbook: FlipbookRecord }> {
      if (!user.isVerified) throw emailNotVerified();
      const id = input.id ?? crypto.randomUUID();
      const existing = await store.flipbooks.get(id);
      if (existing) return idempotentReply(existing, user);
      const images = await media.resolve(user.id, input.panels, input.thumbnail);
      await media.keep(images);
      const now = iso();
      const record: FlipbookRecord = {
        id,
        ownerId: user.id,
        title: input.title,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
        views: 0,
        slots: images.slots,
        layout: input.layout ?? (await layoutOfSlots(store, images.slots, images.bytes)),
        thumbnail: images.thumbnail,
        content: contentOf(input.content ?? {}, panelNames(images.slots)),
        order: input.order ?? slotOrder(images.slots),
        versions: createdVersions(input.stamps, deps.now()),
        leadForm: input.leadForm ?? false,
      };
      // Whatever keeps the row from landing, the images stored for it go unless used elsewhere.
      const dropImages = () => media.collect(images.bytes.keys());
      let inserted: boolean;
      try {
        inserted = await store.flipbooks.create(record);
      } catch (err) {
        if (!(err instanceof MissingOwnerError)) throw err;
        await dropImages();
        throw unauthenticated();
      }
      if (!inserted) {
        // Another request with the same id won the race.
        await dropImages();
        const winner = await store.flipbooks.get(id);
        if (!winner) throw conflict('This flipbook id is taken');
        return idempotentReply(winner, user);
      }
      // An account deleted while this create ran (a store without foreign keys lets the row in).
      if (!(await store.users.findById(user.id))) {
        await media.collect(await store.flipbooks.purgeOwner(user.id));
        throw unauthenticated();
      }
      await media.keep(images);
      deps.onMediaKept?.([...images.bytes.keys()]);
      changes.notify();
      return { created: true, flipbook: record };
    },

    /**
     * Applies the fields of an edit that win (core/flipbook-fields.ts) and says which it kept its
     * own of, and which it applied over a value the edit was not made on (`replaced`). Read, merge and write again when another edit of the flipbook landed in between.
     */
    async update(
      user: UserRecord,
      id: string,
      input: UpdateFlipbookInput | FieldUpdateInput,
    ): Promise<{ flipbook: FlipbookRecord; kept: FlipbookField[]; replaced: ReplacedField[] }> {
      await ownLive(user, id);
      const sent = 'edits' in input ? input.edits.panels?.value : input;
      const resolved = sent
        ? await media.resolve(user.id, sidesOf(sent), sent.thumbnail)
        : NO_IMAGES;
      const images = {
        ...resolved,
        layout: sent?.layout ?? (await layoutOfSlots(store, resolved.slots, resolved.bytes)),
      };
      await media.keep(images);
      try {
        for (let attempt = 0; attempt < EDIT_RACE_ATTEMPTS; attempt++) {
          const current = await ownLive(user, id);
          const edits = editsOf(current, input, images, deps.now());
          const { next, kept, replaced } = mergeFields(current, edits);
          if (!versionsDiffer(current.versions, next.versions))
            return { flipbook: current, kept, replaced };
          const patch = { ...next, updatedAt: iso() };
          if (!(await store.flipbooks.update(id, patch, current.versions))) continue;
          await media.keep(images);
          // What this edit replaced, and what it sent but lost, go unless still used.
          await media.collect(mediaNamesOf(current));
          deps.onMediaKept?.(mediaNamesOf(next));
          changes.notify();
          return { flipbook: { ...current, ...patch }, kept, replaced };
        }
        throw editRaceLost();
      } finally {
        await media.collect(images.bytes.keys());
      }
    },

    async remove(user: UserRecord, id: string): Promise<void> {
      const current = await ownLive(user, id);
      await this.removeAny(current.id);
    },

    /** Soft delete by anyone allowed (owner or admin); media no one uses goes. */
    async removeAny(id: string): Promise<void> {
      const current = await store.flipbooks.get(id);
      if (
        !current ||
        current.deletedAt !== null ||
        !(await store.flipbooks.softDelete(id, iso()))
      ) {
        throw notFound('Flipbook not found');
      }
      await media.collect(mediaNamesOf(current));
      changes.notify();
    },

    /**
     * The public view: one atomic increment, then the flipbook as it is now. A crawler, a
     * link-preview fetcher or a prefetch (`counted` false) gets the flipbook without a view.
     */
    async view(id: string, counted = true): Promise<CountedView> {
      if (!counted) {
        const found = await peek(id);
        if (!found) throw notFound('Flipbook not found');
        return { flipbook: found, views: found.views };
      }
      const view = await store.flipbooks.addView(id, utcDay(deps.now()));
      if (!view) throw notFound('Flipbook not found');
      changes.notify();
      return view;
    },

    /**
     * Views the owner presented offline; a replayed key counts once, and a flipbook gains at most
     * OFFLINE_VIEWS_PER_DAY of them a day (the rest is dropped, the answer stays a success).
     */
    async addOfflineViews(
      user: UserRecord,
      id: string,
      { count, key, source }: OfflineViews,
    ): Promise<number> {
      await ownLive(user, id);
      const views = await store.flipbooks.addViews(
        id,
        key,
        count,
        { day: utcDay(deps.now()), max: OFFLINE_VIEWS_PER_DAY },
        source,
      );
      if (views === null) throw notFound('Flipbook not found');
      changes.notify();
      return views;
    },

    listMine: (user: UserRecord) => store.flipbooks.listByOwner(user.id),
    listAll: () => store.flipbooks.listAll(),
    /** For previews (Open Graph): no view is counted. */
    peek,

    async userAnalytics(user: UserRecord): Promise<UserAnalytics> {
      const [totals, viewsByDay, readers] = await Promise.all([
        store.flipbooks.totals(user.id),
        dailyViews({ ownerId: user.id }),
        reading.ofScope({ ownerId: user.id }, lastDays(deps.now())),
      ]);
      return {
        totalViews: totals.views,
        viewsByDay,
        uniqueReaders: readers.uniqueReaders,
        averageReadDepth: readers.readDepth,
        liveFlipbooksCount: totals.liveCount,
        deletedFlipbooksCount: totals.deletedCount,
        totalCreatedCount: totals.liveCount + totals.deletedCount,
      };
    },

    /**
     * One of the owner's flipbooks over the last `period` days: its views, its reading and the
     * leads its visitors left.
     */
    async statistics(
      user: UserRecord,
      id: string,
      period = VIEW_HISTORY_DAYS,
    ): Promise<FlipbookStatistics> {
      const found = await ownLive(user, id);
      const days = lastDays(deps.now(), period);
      const [viewsByDay, read, leads] = await Promise.all([
        dailyViews({ flipbookId: found.id }, days),
        reading.ofFlipbook(found.id, days),
        store.leads.countByFlipbook(found.id),
      ]);
      return { totalViews: found.views, viewsByDay, ...read, leads };
    },

    async adminAnalytics(): Promise<AdminAnalytics> {
      const [totals, recent, viewsByDay, readers] = await Promise.all([
        store.flipbooks.totals(),
        store.flipbooks.listAll(ADMIN_RECENT_COUNT),
        dailyViews('all'),
        reading.ofScope('all', lastDays(deps.now())),
      ]);
      return {
        totalFlipbooks: totals.liveCount,
        totalViews: totals.views,
        viewsByDay,
        uniqueReaders: readers.uniqueReaders,
        recent: recent.map(toAdminItem),
      };
    },

    /**
     * Removes media that no live flipbook uses and what interrupted writes left behind (a crash,
     * a create that failed after storing), older than `graceMs`. Safe beside writes in flight:
     * a collection puts back what a write started using while it ran (panel-media.ts).
     */
    async collectOrphanMedia(
      graceMs = ORPHAN_MEDIA_GRACE_MS,
    ): Promise<{ media: number; unfinished: number }> {
      // Media carry the real time they were written; the grace is judged on the same clock.
      const before = Date.now() - graceMs;
      const unfinished =
        (await store.media.removeUnfinished(before)) +
        (await store.variants.removeUnfinished(before));
      const names = await store.media.storedBefore(before);
      let removed = 0;
      for (let i = 0; i < names.length; i += COLLECTION_BATCH)
        removed += await media.collect(names.slice(i, i + COLLECTION_BATCH));
      // A phone copy left by an interrupted collection goes once its original is unused.
      const copies = await store.variants.storedBefore(before);
      for (let i = 0; i < copies.length; i += COLLECTION_BATCH)
        await media.collectCopies(copies.slice(i, i + COLLECTION_BATCH));
      return { media: removed, unfinished };
    },

    /** Account deletion: every flipbook of the user and the media no one else uses. */
    async purgeUser(userId: string): Promise<void> {
      await store.reading.removeOwner(userId);
      const names = await store.flipbooks.purgeOwner(userId);
      await media.collect(names);
      changes.notify();
    },
  };
}

export type FlipbookService = ReturnType<typeof createFlipbookService>;

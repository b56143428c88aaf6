import type { FlipbookLayout } from '#core/brochure';
import type { FlipbookField } from '#core/flipbook-fields';
import { mediaNamesOf, panelNames } from '#core/media-names';
import { contentOf, type FlipbookContent, type PanelContent } from '#core/panel-content';
import { type PanelSlots, slotsFromSides } from '#core/panel-layout';
import { layout, orderFor, type PanelOrder, sameOrder, slotOrder } from '#core/panel-order';
import type { OfflineViewSource } from '#core/schemas/flipbooks';
import type { FlipfoldDb, LocalFlipbook, OutboxEntry } from '#offline/db';
import { type MediaFile, mediaFromBlob } from '#offline/media';
import { pendingEntry, requeueRefused } from '#offline/sync/entries';
import { newFields, pageOrderOf, panelsOf, stampEdit } from '#offline/sync/fields';
import { removeUnusedMedia } from '#offline/unused-media';
import { serverNow } from './server-clock';
import { requestPersistentStorage } from './storage-persistence';

/**
 * Local mutations of the library. Each writes the change and its outbox entry in one Dexie
 * transaction, so neither exists without the other, and the UI never waits on the network.
 * Outbox entries carry no payload: the sync engine builds the request from the current local
 * state when it sends, so a create followed by edits is still one create. Once an entry has been
 * sent (`sentAt`), the server may hold what it carried even if no reply came: a later change is
 * queued after it, never folded into it. Each edit stamps the fields it changes (title, page
 * order, panels), which is all an edit sends (offline/sync/fields.ts).
 */

export interface NewFlipbook {
  id?: string;
  ownerId: string;
  title: string;
  front: Blob[];
  back: Blob[];
  /** How the panels were made (core/brochure.ts); the converter always says, else pages. */
  layout?: FlipbookLayout;
  thumbnail?: Blob | null;
  /** The text and links of each panel, in the order of `front` and `back`. */
  content?: { front: PanelContent[]; back: PanelContent[] };
  /** The annotated PDF the panels were made from, kept on this device only. */
  pdf?: { name: string; blob: Blob };
  /** Read right to left (the PDF said so); left to right when not given. */
  readsRtl?: boolean;
}

/** Content by the names the panels' bytes got, panels without any left out. */
function contentByName(
  panels: { front: MediaFile[]; back: MediaFile[] },
  content: NewFlipbook['content'],
): FlipbookContent {
  const pairs = (side: 'front' | 'back') =>
    panels[side].flatMap((media, i) => {
      const found = content?.[side][i];
      return found ? [[media.name, found] as const] : [];
    });
  const byName = Object.fromEntries([...pairs('front'), ...pairs('back')]);
  return contentOf(byName, Object.keys(byName));
}

/** A new pending entry of the outbox. */
export const entry = (ownerId: string, flipbookId: string, kind: OutboxEntry['kind']) =>
  pendingEntry(ownerId, flipbookId, kind);

export async function createLocalFlipbook(
  db: FlipfoldDb,
  input: NewFlipbook,
): Promise<LocalFlipbook> {
  const front = await Promise.all(input.front.map(mediaFromBlob));
  const back = await Promise.all(input.back.map(mediaFromBlob));
  const thumbnail = input.thumbnail ? await mediaFromBlob(input.thumbnail) : null;
  const now = new Date().toISOString();
  const slots = slotsFromSides(
    front.map((m) => m.name),
    back.map((m) => m.name),
  );
  const flipbook: LocalFlipbook = {
    id: input.id ?? crypto.randomUUID(),
    ownerId: input.ownerId,
    title: input.title,
    createdAt: now,
    updatedAt: now,
    views: 0,
    slots,
    layout: input.layout ?? 'pages',
    order: slotOrder(slots),
    thumbnail: thumbnail?.name ?? null,
    content: contentByName({ front, back }, input.content),
    leadForm: false,
    readsRtl: input.readsRtl ?? false,
    onServer: false,
    fields: newFields(serverNow()),
  };
  const media: MediaFile[] = [...front, ...back, ...(thumbnail ? [thumbnail] : [])];
  await db.transaction('rw', [db.flipbooks, db.media, db.outbox, db.pdfs], async () => {
    await db.media.bulkPut(media);
    await db.flipbooks.add(flipbook);
    await db.outbox.add(entry(input.ownerId, flipbook.id, 'create'));
    if (input.pdf)
      await db.pdfs.put({
        flipbookId: flipbook.id,
        ownerId: input.ownerId,
        name: input.pdf.name,
        pdf: input.pdf.blob,
      });
  });
  void requestPersistentStorage();
  return flipbook;
}

export interface FlipbookEdit {
  title: string;
  /** The new order of the flipbook's own panels (front 3, then back 3). */
  slots: PanelSlots<string>;
  /** 'Ask readers for their e-mail'; left as it is when not given. */
  leadForm?: boolean;
  /** 'Reads right to left'; left as it is when not given. */
  readsRtl?: boolean;
}

/** The fields an edit changes: of the switches, those given that differ. */
function changedFields(current: LocalFlipbook, edit: FlipbookEdit, order: PanelOrder) {
  const changed: FlipbookField[] = [];
  if (edit.title !== current.title) changed.push('title');
  if (!sameOrder(order, pageOrderOf(current))) changed.push('order');
  for (const field of ['leadForm', 'readsRtl'] as const)
    if (edit[field] !== undefined && edit[field] !== (current[field] ?? false)) changed.push(field);
  return changed;
}

/**
 * Changes the title, the page order, the lead form and the reading direction; only what changed
 * is stamped and later sent.
 */
export async function updateLocalFlipbook(
  db: FlipfoldDb,
  id: string,
  edit: FlipbookEdit,
): Promise<void> {
  await db.transaction('rw', db.flipbooks, db.outbox, async () => {
    const current = await db.flipbooks.get(id);
    if (!current) throw new Error('This flipbook is no longer in your library');
    const order = orderFor(edit.slots, panelsOf(current));
    if (!order) throw new Error('The new page order must show each page of the flipbook once');
    const changed = changedFields(current, edit, order);
    if (changed.length === 0) return;
    await db.flipbooks.update(id, {
      title: edit.title,
      slots: edit.slots,
      order,
      fields: stampEdit(current.fields, changed, serverNow()),
      ...(edit.leadForm === undefined ? {} : { leadForm: edit.leadForm }),
      ...(edit.readsRtl === undefined ? {} : { readsRtl: edit.readsRtl }),
      updatedAt: new Date().toISOString(),
    });
    await queueEdit(db, current.ownerId, id);
  });
}

/**
 * Queues an edit of the flipbook, unless a pending create or update not sent yet will carry the
 * latest local state anyway. A create the server refused goes back in the queue instead: it
 * carries the edit, which may be what it lacked. Called inside the caller's transaction over the
 * outbox.
 */
async function queueEdit(db: FlipfoldDb, ownerId: string, id: string): Promise<void> {
  const queued = await db.outbox.where('flipbookId').equals(id).toArray();
  if (await requeueRefused(db, queued)) return;
  const carried = queued.some(
    (e) =>
      e.status === 'pending' &&
      e.sentAt === undefined &&
      (e.kind === 'create' || e.kind === 'update'),
  );
  if (!carried) await db.outbox.add(entry(ownerId, id, 'update'));
}

/**
 * New panels for a flipbook from its re-annotated PDF (kept in the same transaction, with the
 * title typed meanwhile if one is given): they sync as an edit, their bytes sent because the
 * server has not seen them.
 */
export async function replaceLocalPanels(
  db: FlipfoldDb,
  id: string,
  input: Pick<NewFlipbook, 'front' | 'back' | 'layout' | 'thumbnail' | 'content'> & {
    pdf: Blob;
    title?: string;
  },
): Promise<void> {
  const front = await Promise.all(input.front.map(mediaFromBlob));
  const back = await Promise.all(input.back.map(mediaFromBlob));
  const thumbnail = input.thumbnail ? await mediaFromBlob(input.thumbnail) : null;
  const media: MediaFile[] = [...front, ...back, ...(thumbnail ? [thumbnail] : [])];
  await db.transaction('rw', [db.flipbooks, db.media, db.outbox, db.pdfs], async () => {
    const current = await db.flipbooks.get(id);
    if (!current) throw new Error('This flipbook is no longer in your library');
    await db.media.bulkPut(media);
    const fresh = slotsFromSides(
      front.map((m) => m.name),
      back.map((m) => m.name),
    );
    // A page order set before shows on the new panels when they are as many.
    const order = pageOrderOf(current);
    const changed: FlipbookField[] = ['panels'];
    if (input.title !== undefined && input.title !== current.title) changed.push('title');
    await db.flipbooks.update(id, {
      ...(input.title === undefined ? {} : { title: input.title }),
      slots: layout(panelNames(fresh), order),
      layout: input.layout ?? current.layout,
      order,
      fields: stampEdit(current.fields, changed, serverNow()),
      thumbnail: thumbnail?.name ?? null,
      // Converted again: the new panels' own text and links, nothing of the old ones.
      content: contentByName({ front, back }, input.content),
      unsentMedia: [...new Set([...(current.unsentMedia ?? []), ...media.map((m) => m.name)])],
      updatedAt: new Date().toISOString(),
    });
    await db.pdfs.update(id, { pdf: input.pdf });
    await removeUnusedMedia(db, mediaNamesOf(current));
    await queueEdit(db, current.ownerId, id);
  });
}

export async function deleteLocalFlipbook(db: FlipfoldDb, id: string): Promise<void> {
  await db.transaction('rw', [db.flipbooks, db.media, db.outbox, db.deleted, db.pdfs], async () => {
    const current = await db.flipbooks.get(id);
    if (!current) return;
    await db.pdfs.delete(id);
    const queued = await db.outbox.where('flipbookId').equals(id).toArray();
    // Leads visitors left for it still go: they were taken while it was shown.
    await db.outbox.bulkDelete(queued.filter((e) => e.kind !== 'lead').map((e) => e.seq as number));
    await db.flipbooks.delete(id);
    await removeUnusedMedia(db, mediaNamesOf(current));
    // A create never sent: the server cannot have it. One sent without a reply may have landed.
    const neverSent =
      !current.onServer && queued.some((e) => e.kind === 'create' && e.sentAt === undefined);
    if (neverSent) return;
    await db.outbox.add(entry(current.ownerId, id, 'delete'));
    await db.deleted.put({ id, ownerId: current.ownerId, deletedAt: Date.now() });
  });
}

/**
 * Counts a view presented here; it reaches the server through the outbox, online or not. An event
 * kiosk's views say so (`source`), and are reported apart from the creator's own.
 */
export async function countLocalView(
  db: FlipfoldDb,
  id: string,
  source?: OfflineViewSource,
): Promise<void> {
  await db.transaction('rw', db.flipbooks, db.outbox, async () => {
    const current = await db.flipbooks.get(id);
    if (!current) return;
    await db.flipbooks.update(id, { views: current.views + 1 });
    const pending = await db.outbox
      .where('flipbookId')
      .equals(id)
      // A report already sent keeps its count: its key may have been counted by the server.
      .filter(
        (e) =>
          e.kind === 'views' &&
          e.status === 'pending' &&
          e.sentAt === undefined &&
          e.views?.source === source,
      )
      .first();
    if (pending?.views) {
      await db.outbox.update(pending.seq as number, {
        views: { ...pending.views, count: pending.views.count + 1 },
      });
      return;
    }
    await db.outbox.add({
      ...entry(current.ownerId, id, 'views'),
      views: { count: 1, key: crypto.randomUUID(), ...(source ? { source } : {}) },
    });
  });
}

import { KIT_FIELDS, type KitField } from '#core/event-kit-fields';
import type { Locale } from '#core/i18n/locales';
import type { EventKit, FlipfoldDb } from '#offline/db';
import { pendingEntry } from '#offline/sync/entries';
import { newFieldsOf, stampEdit } from '#offline/sync/fields';
import { kitLanguage, queueKitEdit } from '#offline/sync/kits';
import { serverNow } from '#pwa/data/server-clock';

/**
 * What the kit form gives: a name, the chosen flipbooks (in the library's order), the idle period
 * and the visitors' language (English when not given).
 */
export interface KitDraft {
  name: string;
  flipbookIds: string[];
  idleSeconds: number;
  language?: Locale;
}

/** The fields an edit of a kit changed. */
function changedFields(before: EventKit, after: EventKit): KitField[] {
  const ids = (kit: EventKit) => kit.flipbooks.map((f) => f.id).join();
  return KIT_FIELDS.filter((f) => {
    if (f === 'flipbooks') return ids(before) !== ids(after);
    return f === 'language' ? kitLanguage(before) !== kitLanguage(after) : before[f] !== after[f];
  });
}

/**
 * Saves a new kit, or the edit of one (`id`), and queues it for the account's other devices in
 * the same transaction: a new kit as a create, an edit as the fields it changed, stamped now. An
 * edited kit keeps the order of the flipbooks it had and adds new ones after them; titles are the
 * library's.
 */
export async function saveKit(
  db: FlipfoldDb,
  ownerId: string,
  draft: KitDraft,
  id?: string,
): Promise<EventKit> {
  return db.transaction('rw', [db.kits, db.flipbooks, db.outbox], async () => {
    const before: EventKit | undefined = id ? await db.kits.get(id) : undefined;
    const chosen = new Set(draft.flipbookIds);
    const kept = (before?.flipbooks ?? []).map((f) => f.id).filter((f) => chosen.has(f));
    const order = [...new Set([...kept, ...draft.flipbookIds])];
    const found = await db.flipbooks.bulkGet(order);
    const now = new Date().toISOString();
    const kit: EventKit = {
      ...before,
      id: before?.id ?? crypto.randomUUID(),
      ownerId,
      name: draft.name.trim(),
      flipbooks: found.flatMap((f) =>
        f?.ownerId === ownerId ? [{ id: f.id, title: f.title }] : [],
      ),
      idleSeconds: draft.idleSeconds,
      language: draft.language ?? kitLanguage(before ?? {}),
      dropped: before?.dropped ?? [],
      createdAt: before?.createdAt ?? now,
      updatedAt: now,
    };
    if (!before) kit.fields = newFieldsOf(KIT_FIELDS, serverNow());
    const changed = before ? changedFields(before, kit) : [];
    // A kit made before kits synced has no versions yet: the next list merge sends it whole.
    if (before?.fields && changed.length > 0)
      kit.fields = stampEdit(before.fields, changed, serverNow());
    await db.kits.put(kit);
    if (!before) await queueKitEdit(db, kit, Date.now(), 'kit-create');
    else if (before.fields && changed.length > 0) await queueKitEdit(db, kit);
    return kit;
  });
}

/**
 * Deletes a kit here, and on the account's other devices: a kit the server may have is deleted
 * there too, and kept out of the server's list until it is gone from it.
 */
export async function deleteKit(db: FlipfoldDb, id: string): Promise<void> {
  await db.transaction('rw', [db.kits, db.outbox, db.deletedKits], async () => {
    const kit = await db.kits.get(id);
    if (!kit) return;
    const queued = await db.outbox.where('flipbookId').equals(id).toArray();
    await db.outbox.bulkDelete(queued.map((e) => e.seq as number));
    await db.kits.delete(id);
    // Never sent (or made before kits synced): the server cannot have it.
    const sent = kit.onServer || queued.some((e) => e.sentAt !== undefined);
    if (!sent) return;
    await db.outbox.add(pendingEntry(kit.ownerId, id, 'kit-delete'));
    await db.deletedKits.put({ id, ownerId: kit.ownerId, deletedAt: Date.now() });
  });
}

/**
 * Takes out of the kit the flipbooks its account's library no longer has (deleted here or on
 * another device), noting their titles for the kit screen, and refreshes the titles of the rest.
 * Writes only when something changed.
 */
export async function dropDeletedFlipbooks(db: FlipfoldDb, id: string): Promise<void> {
  await db.transaction('rw', db.kits, db.flipbooks, async () => {
    const kit = await db.kits.get(id);
    if (!kit) return;
    const found = await db.flipbooks.bulkGet(kit.flipbooks.map((f) => f.id));
    const live = (index: number) => {
      const flipbook = found[index];
      return flipbook?.ownerId === kit.ownerId ? flipbook : undefined;
    };
    // A flipbook this device never knew (listed by another device's kit) has no title to tell.
    const gone = kit.flipbooks.filter((f, i) => !live(i) && f.title).map((f) => f.title);
    const flipbooks = kit.flipbooks.flatMap((f, i) => {
      const flipbook = live(i);
      return flipbook ? [{ id: f.id, title: flipbook.title }] : [];
    });
    const retitled = flipbooks.some((f, i) => f.title !== kit.flipbooks[i]?.title);
    if (flipbooks.length === kit.flipbooks.length && !retitled) return;
    await db.kits.update(id, { flipbooks, dropped: [...kit.dropped, ...gone] });
  });
}

/** The kit screen's note about flipbooks that left the kit was read. */
export async function dismissDropped(db: FlipfoldDb, id: string): Promise<void> {
  await db.kits.update(id, { dropped: [] });
}

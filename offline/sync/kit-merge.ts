import { KIT_FIELDS } from '#core/event-kit-fields';
import type { KitReply } from '#core/schemas/kits';
import type { EventKit, FlipfoldDb } from '../db';
import type { SyncEvent } from './events';
import { newFieldsOf, pendingOf } from './fields';
import { KIT_KINDS, kitFromServer, queueKitEdit, settleKit } from './kits';
import { claimCopies, libraryKept } from './libraries';

/**
 * Merges a library's kits as the server lists them (`ownerId` is the library's key) into its kits
 * here, as the library's list is merged (merge.ts): field by field for kits here, whole for new
 * ones, a copy another library here holds claimed first (libraries.ts); a synced kit the server no
 * longer lists was deleted elsewhere, and one deleted here never comes back. `readAt` is when the
 * list was asked for (this device's clock). A kit made before kits synced is sent as a create.
 * The kit a kiosk here is presenting (`presenting`) stays while it runs, deleted elsewhere or
 * not: another device never ends a kiosk in front of its visitors; the next list once it is left
 * takes it away.
 */
export async function mergeServerKits(
  db: FlipfoldDb,
  ownerId: string,
  listed: KitReply[],
  readAt: number,
  presenting?: string,
): Promise<SyncEvent[]> {
  const tables = [db.kits, db.outbox, db.deletedKits, db.flipbooks, db.pdfs, db.libraries];
  return db.transaction('rw', tables, async () => {
    if (!(await libraryKept(db, ownerId))) return [];
    const ids = listed.map((i) => i.id);
    const edited = (k: EventKit) => pendingOf(KIT_FIELDS, k.fields).length > 0;
    const { held } = await claimCopies(db, db.kits, ownerId, ids, edited);
    const items = listed.filter((i) => !held.has(i.id));
    const queued = await db.outbox.where('ownerId').equals(ownerId).toArray();
    const pending = new Set(
      queued.filter((e) => KIT_KINDS.includes(e.kind)).map((e) => e.flipbookId),
    );
    const deletedHere = new Set(
      await db.deletedKits.where('ownerId').equals(ownerId).primaryKeys(),
    );
    const local = new Map(
      (await db.kits.where('ownerId').equals(ownerId).toArray()).map((k) => [k.id, k]),
    );
    for (const item of items) {
      if (deletedHere.has(item.id)) continue;
      const mine = local.get(item.id);
      await db.kits.put(
        mine ? await settleKit(db, mine, item) : await kitFromServer(db, item, ownerId),
      );
    }
    const onServer = new Set(ids);
    const newerHere = (k: EventKit) => (k.syncedAt ?? 0) > readAt;
    const gone = [...local.values()].filter(
      (k) =>
        k.onServer &&
        !onServer.has(k.id) &&
        !pending.has(k.id) &&
        !newerHere(k) &&
        k.id !== presenting,
    );
    await db.kits.bulkDelete(gone.map((k) => k.id));
    for (const kit of local.values())
      if (!kit.fields && !pending.has(kit.id)) await sendMadeBefore(db, kit);
    // The server no longer lists them: nothing left that could bring them back.
    await db.deletedKits.bulkDelete([...deletedHere].filter((id) => !onServer.has(id)));
    return gone.map((k) => ({ kind: 'kit-deleted-elsewhere', kitId: k.id, name: k.name }) as const);
  });
}

/** A kit made here before kits synced: its fields get versions, and it goes as a create. */
async function sendMadeBefore(db: FlipfoldDb, kit: EventKit): Promise<void> {
  await db.kits.update(kit.id, { fields: newFieldsOf(KIT_FIELDS, Date.now()) });
  await queueKitEdit(db, kit, Date.now(), 'kit-create');
}

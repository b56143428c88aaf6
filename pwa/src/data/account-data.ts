import { mediaNamesOf } from '#core/media-names';
import type { FlipfoldDb } from '#offline/db';

/** Changes of this account still waiting for the server (sign-out asks before dropping them). */
export function pendingChangeCount(db: FlipfoldDb, ownerId: string): Promise<number> {
  return db.outbox.where('ownerId').equals(ownerId).count();
}

/**
 * Removes an account's local library, queue, event kits and media, e.g. at sign-out or account
 * deletion.
 */
export async function clearAccountData(db: FlipfoldDb, ownerId: string): Promise<void> {
  await db.transaction('rw', [db.flipbooks, db.media, db.outbox, db.deleted, db.kits], async () => {
    await db.outbox.where('ownerId').equals(ownerId).delete();
    await db.kits.where('ownerId').equals(ownerId).delete();
    await db.deleted.where('ownerId').equals(ownerId).delete();
    await db.flipbooks.where('ownerId').equals(ownerId).delete();
    const used = new Set<string>();
    await db.flipbooks.each((f) => {
      for (const name of mediaNamesOf(f)) used.add(name);
    });
    const unused = (await db.media.toCollection().primaryKeys()).filter((name) => !used.has(name));
    await db.media.bulkDelete(unused);
  });
}

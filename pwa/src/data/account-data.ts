import { mediaNamesOf } from '#core/media-names';
import { panelVariantUrl } from '#core/panel-images';
import type { FlipfoldDb, OutboxKind } from '#offline/db';
import { MEDIA_CACHE } from '#offline/media';
import { ofPerson } from '#offline/sync/libraries';
import { storeSession } from '#offline/sync/session';
import { queueSignOut } from '#offline/sync/sign-outs';

/** A change of an account still waiting for the server, as sign-out describes it. */
export interface WaitingChange {
  seq: number;
  kind: OutboxKind;
  /** The flipbook's title; null once it is deleted here. */
  title: string | null;
  /**
   * Not sent yet; sent without a reply (the server may hold it, and then it is there at the next
   * sign-in); or refused by the server for good.
   */
  state: 'unsent' | 'no-reply' | 'refused';
}

/**
 * The changes of this account still waiting for the server, in every library of theirs, in the
 * order they were made.
 */
export async function waitingChanges(db: FlipfoldDb, userId: string): Promise<WaitingChange[]> {
  const entries = await ofPerson(db.outbox, userId).sortBy('seq');
  return Promise.all(
    entries.map(async (entry) => ({
      seq: entry.seq as number,
      kind: entry.kind,
      title:
        (await db.flipbooks.get(entry.flipbookId))?.title ??
        (await db.kits.get(entry.flipbookId))?.name ??
        null,
      state:
        entry.status === 'failed' ? 'refused' : entry.sentAt === undefined ? 'unsent' : 'no-reply',
    })),
  );
}

/**
 * This device's part of signing out: nothing more is sent as the account (by the page or the
 * service worker), the end of its session is queued ahead of any other request (see
 * offline/sync/sign-outs.ts), and everything of it here is cleared.
 */
export async function signOutOnDevice(
  db: FlipfoldDb,
  userId: string,
  token: string | null,
): Promise<void> {
  await storeSession(db, null);
  if (token)
    await queueSignOut(db, token).catch((err: unknown) => {
      // The page keeps its own copy of the token and sends it; the service worker's is extra.
      console.error('The sign-out could not be kept for the service worker', err);
    });
  await clearAccountData(db, userId);
}

/**
 * Removes everything of an account on this device, e.g. at sign-out or account deletion: every
 * library of theirs (their own and their teams', with the teams' rows), its queue, waiting leads
 * and staff notes, event kits (and kits deleted here), deletions and kept PDFs, and the panels no
 * other account's flipbook uses, from IndexedDB and from the service worker's media cache.
 */
export async function clearAccountData(db: FlipfoldDb, userId: string): Promise<void> {
  const tables = [
    ...[db.flipbooks, db.media, db.outbox, db.deleted, db.pdfs],
    ...[db.leads, db.staffNotes, db.kits, db.deletedKits, db.libraries],
  ];
  const released = await db.transaction('rw', tables, async () => {
    const theirs = new Set<string>();
    await ofPerson(db.flipbooks, userId).each((f) => {
      for (const name of mediaNamesOf(f)) theirs.add(name);
    });
    for (const table of [db.outbox, db.leads, db.staffNotes, db.kits, db.deletedKits])
      await ofPerson<{ ownerId: string }>(table, userId).delete();
    for (const table of [db.deleted, db.pdfs, db.flipbooks])
      await ofPerson<{ ownerId: string }>(table, userId).delete();
    await db.libraries.where('userId').equals(userId).delete();
    const used = new Set<string>();
    await db.flipbooks.each((f) => {
      for (const name of mediaNamesOf(f)) used.add(name);
    });
    const unused = (await db.media.toCollection().primaryKeys()).filter((name) => !used.has(name));
    await db.media.bulkDelete(unused);
    return [...theirs].filter((name) => !used.has(name));
  });
  await forgetCachedMedia(released);
}

/** Drops panels (and their phone copies) from the service worker's cache, where there is one. */
export async function forgetCachedMedia(names: string[]): Promise<void> {
  if (names.length === 0 || typeof caches === 'undefined') return;
  const cache = await caches.open(MEDIA_CACHE);
  const urls = names.flatMap((name) => [`/media/${name}`, panelVariantUrl(`/media/${name}`)]);
  await Promise.all(urls.map((url) => cache.delete(url)));
}

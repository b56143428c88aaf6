import { mediaNamesOf } from '#core/media-names';
import type { PublicFlipbookReply } from '#core/schemas/flipbooks';
import type { FlipfoldDb, LocalFlipbook } from '../db';
import { isImageType } from '../media';
import { removeUnusedMedia } from '../unused-media';
import type { SyncEvent } from './events';
import { pendingFields } from './fields';
import { claimCopies, libraryKept, ofPerson } from './libraries';
import { fromServer } from './server-record';
import { settle } from './settle';

/**
 * Merges the server's list of one library (`ownerId` is its key, core/library-key.ts) into that
 * library here: field by field (settle.ts) for flipbooks here, whole for new ones; synced ones the
 * server no longer has were deleted elsewhere, and one deleted on this device never comes back. A
 * copy another library here holds is claimed first (libraries.ts). `readAt` is when the list was
 * asked for (this device's clock): a create the server acknowledged after it is not missing from
 * the list, only too new for it. Returns what the user should hear (an edit made here that
 * another device replaced).
 */
export async function mergeServerLibrary(
  db: FlipfoldDb,
  ownerId: string,
  listed: PublicFlipbookReply[],
  readAt: number,
): Promise<SyncEvent[]> {
  const tables = [db.flipbooks, db.outbox, db.deleted, db.media, db.pdfs, db.libraries];
  return db.transaction('rw', tables, async () => {
    if (!(await libraryKept(db, ownerId))) return [];
    const ids = listed.map((i) => i.id);
    const edited = (f: LocalFlipbook) => pendingFields(f).length > 0;
    const { held, taken } = await claimCopies(db, db.flipbooks, ownerId, ids, edited);
    const items = listed.filter((i) => !held.has(i.id));
    const queued = await db.outbox.where('ownerId').equals(ownerId).toArray();
    const pending = new Set(queued.map((e) => e.flipbookId));
    const viewsWaiting = new Set(queued.filter((e) => e.kind === 'views').map((e) => e.flipbookId));
    const deletedHere = new Set(await db.deleted.where('ownerId').equals(ownerId).primaryKeys());
    const local = new Map(
      (await db.flipbooks.where('ownerId').equals(ownerId).toArray()).map((f) => [f.id, f]),
    );
    const newerHere = (f: LocalFlipbook) => (f.syncedAt ?? 0) > readAt;
    const events: SyncEvent[] = [];
    const replaced = taken.flatMap(mediaNamesOf);
    for (const item of items) {
      if (deletedHere.has(item.id)) continue;
      const mine = local.get(item.id);
      const merged = mine ? mergeOne(mine, item, pending.has(item.id) || newerHere(mine)) : null;
      const next = merged?.flipbook ?? fromServer(item, ownerId);
      // Views counted here and not yet sent stay on top of the server's count.
      next.views = mine && viewsWaiting.has(item.id) ? mine.views : item.views;
      await db.flipbooks.put(next);
      events.push(...(merged?.events ?? []));
      if (mine) replaced.push(...mediaNamesOf(mine));
    }
    const onServer = new Set(ids);
    const gone = [...local.values()]
      .filter(
        (f) =>
          f.onServer &&
          !onServer.has(f.id) &&
          !pending.has(f.id) &&
          !deletedHere.has(f.id) &&
          !newerHere(f),
      )
      .map((f) => f.id);
    await db.flipbooks.bulkDelete(gone);
    await db.pdfs.bulkDelete(gone);
    await removeUnusedMedia(db, [
      ...replaced,
      ...gone.flatMap((id) => mediaNamesOf(local.get(id) as LocalFlipbook)),
    ]);
    // The server no longer lists them: nothing left that could bring them back.
    await db.deleted.bulkDelete([...deletedHere].filter((id) => !onServer.has(id)));
    return events;
  });
}

/**
 * One flipbook of the list merged into the one here. A flipbook stored before fields had versions
 * stays whole while a change of it waits (or the list is older than its last sync), as then.
 */
function mergeOne(mine: LocalFlipbook, item: PublicFlipbookReply, waiting: boolean) {
  if (mine.fields) return settle(mine, item);
  return { flipbook: waiting ? mine : fromServer(item, mine.ownerId), events: [] };
}

/**
 * Downloads the panels this device does not hold yet of every library of the person, so each can
 * be shown offline.
 */
export async function fetchMissingMedia(
  db: FlipfoldDb,
  userId: string,
  fetcher: typeof fetch = fetch,
): Promise<number> {
  const wanted = new Set<string>();
  for (const f of await ofPerson(db.flipbooks, userId).toArray()) {
    for (const name of mediaNamesOf(f)) wanted.add(name);
  }
  const have = new Set(
    await db.media
      .where('name')
      .anyOf([...wanted])
      .primaryKeys(),
  );
  let fetched = 0;
  for (const name of wanted) {
    if (have.has(name)) continue;
    const response = await fetcher(`/media/${name}`);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !isImageType(type)) continue;
    await db.media.put({ name, type, bytes: await response.arrayBuffer() });
    fetched++;
  }
  return fetched;
}

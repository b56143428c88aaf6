import { mediaNameOfUrl, mediaNamesOf } from '#core/media-names';
import { PANEL_SLOTS, type PanelSlots } from '#core/panel-layout';
import type { FlipbookReply } from '#core/schemas/flipbooks';
import type { FlipfoldDb, LocalFlipbook } from '../db';
import { isImageType } from '../media';

/** The local form of a flipbook the server sent. */
export function fromServer(reply: FlipbookReply, ownerId: string): LocalFlipbook {
  const slots = Object.fromEntries(
    PANEL_SLOTS.map((s) => [s, mediaNameOfUrl(reply[s])]),
  ) as PanelSlots<string>;
  return {
    id: reply.id,
    ownerId,
    title: reply.title,
    createdAt: reply.createdAt,
    updatedAt: reply.updatedAt,
    views: reply.views,
    slots,
    thumbnail: mediaNameOfUrl(reply.thumbnail),
    content: reply.content ?? {},
    leadForm: reply.leadForm ?? false,
    onServer: true,
  };
}

/**
 * Merges the server's list into the local library after sign-in: the server wins for what is
 * synced, flipbooks with changes still waiting stay as they are, synced ones the server no longer
 * has were deleted elsewhere, and one deleted on this device never comes back. `readAt` is when
 * the list was asked for (this device's clock): a drain may have sent changes since, which the
 * list cannot show, so a flipbook the server acknowledged after it is left as it is here.
 */
export async function mergeServerLibrary(
  db: FlipfoldDb,
  ownerId: string,
  items: FlipbookReply[],
  readAt: number,
): Promise<void> {
  await db.transaction('rw', [db.flipbooks, db.outbox, db.deleted], async () => {
    const pending = new Set(
      (await db.outbox.where('ownerId').equals(ownerId).toArray()).map((e) => e.flipbookId),
    );
    const deletedHere = new Set(await db.deleted.where('ownerId').equals(ownerId).primaryKeys());
    const local = new Map(
      (await db.flipbooks.where('ownerId').equals(ownerId).toArray()).map((f) => [f.id, f]),
    );
    const newerHere = (id: string) => (local.get(id)?.syncedAt ?? 0) > readAt;
    const keep = (id: string) => pending.has(id) || deletedHere.has(id) || newerHere(id);
    const onServer = new Set(items.map((i) => i.id));
    for (const item of items) {
      if (!keep(item.id)) await db.flipbooks.put(fromServer(item, ownerId));
    }
    const gone = [...local.values()]
      .filter((f) => f.onServer && !onServer.has(f.id) && !keep(f.id))
      .map((f) => f.id);
    await db.flipbooks.bulkDelete(gone);
    // The server no longer lists them: nothing left that could bring them back.
    await db.deleted.bulkDelete([...deletedHere].filter((id) => !onServer.has(id)));
  });
}

/** Downloads the panels this device does not hold yet, so the library can be shown offline. */
export async function fetchMissingMedia(
  db: FlipfoldDb,
  ownerId: string,
  fetcher: typeof fetch = fetch,
): Promise<number> {
  const wanted = new Set<string>();
  for (const f of await db.flipbooks.where('ownerId').equals(ownerId).toArray()) {
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

import type { EventKit, FlipfoldDb } from '#offline/db';

/** What the kit form gives: a name, the chosen flipbooks (in the library's order), the idle period. */
export interface KitDraft {
  name: string;
  flipbookIds: string[];
  idleSeconds: number;
}

/**
 * Saves a new kit, or the edit of one (`id`). An edited kit keeps the order of the flipbooks it
 * had and adds new ones after them; titles are the library's. Nothing here reaches the server.
 */
export async function saveKit(
  db: FlipfoldDb,
  ownerId: string,
  draft: KitDraft,
  id?: string,
): Promise<EventKit> {
  return db.transaction('rw', db.kits, db.flipbooks, async () => {
    const before = id ? await db.kits.get(id) : undefined;
    const chosen = new Set(draft.flipbookIds);
    const kept = (before?.flipbooks ?? []).map((f) => f.id).filter((f) => chosen.has(f));
    const order = [...new Set([...kept, ...draft.flipbookIds])];
    const found = await db.flipbooks.bulkGet(order);
    const now = new Date().toISOString();
    const kit: EventKit = {
      id: before?.id ?? crypto.randomUUID(),
      ownerId,
      name: draft.name.trim(),
      flipbooks: found.flatMap((f) =>
        f?.ownerId === ownerId ? [{ id: f.id, title: f.title }] : [],
      ),
      idleSeconds: draft.idleSeconds,
      dropped: before?.dropped ?? [],
      createdAt: before?.createdAt ?? now,
      updatedAt: now,
    };
    await db.kits.put(kit);
    return kit;
  });
}

export async function deleteKit(db: FlipfoldDb, id: string): Promise<void> {
  await db.kits.delete(id);
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
    const gone = kit.flipbooks.filter((_, i) => !live(i)).map((f) => f.title);
    const flipbooks = kit.flipbooks.flatMap((f, i) => {
      const flipbook = live(i);
      return flipbook ? [{ id: f.id, title: flipbook.title }] : [];
    });
    const retitled = flipbooks.some((f, i) => f.title !== kit.flipbooks[i]?.title);
    if (gone.length === 0 && !retitled) return;
    await db.kits.update(id, { flipbooks, dropped: [...kit.dropped, ...gone] });
  });
}

/** The kit screen's note about flipbooks that left the kit was read. */
export async function dismissDropped(db: FlipfoldDb, id: string): Promise<void> {
  await db.kits.update(id, { dropped: [] });
}

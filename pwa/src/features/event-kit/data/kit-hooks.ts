import { useLiveQuery } from 'dexie-react-hooks';
import { db, type EventKit } from '#offline/db';

/**
 * The event kits of one library on this device (`ownerId`: its key), by name, live from
 * IndexedDB; undefined while they load, also after the library shown changes.
 */
export function useKits(ownerId: string): EventKit[] | undefined {
  const read = useLiveQuery(async () => {
    const kits = await db.kits.where('ownerId').equals(ownerId).toArray();
    return { ownerId, kits: kits.sort((a, b) => a.name.localeCompare(b.name)) };
  }, [ownerId]);
  return read?.ownerId === ownerId ? read.kits : undefined;
}

/** One kit, live; null once it is gone (or never was). */
export function useKit(id: string): EventKit | null | undefined {
  return useLiveQuery(async () => (await db.kits.get(id)) ?? null, [id]);
}

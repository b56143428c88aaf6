import { useLiveQuery } from 'dexie-react-hooks';
import { db, type EventKit } from '#offline/db';

/** The account's event kits on this device, by name, live from IndexedDB. */
export function useKits(ownerId: string): EventKit[] | undefined {
  return useLiveQuery(async () => {
    const kits = await db.kits.where('ownerId').equals(ownerId).toArray();
    return kits.sort((a, b) => a.name.localeCompare(b.name));
  }, [ownerId]);
}

/** One kit, live; null once it is gone (or never was). */
export function useKit(id: string): EventKit | null | undefined {
  return useLiveQuery(async () => (await db.kits.get(id)) ?? null, [id]);
}

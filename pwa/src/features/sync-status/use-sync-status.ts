import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db, type OutboxEntry } from '#offline/db';

export interface SyncStatus {
  online: boolean;
  /** Entries still to go (some may wait behind a refused create); the refused ones are `failed`. */
  waiting: number;
  /** Of those, the ones held behind a refused create: they go once it is retried or discarded. */
  held: number;
  failed: Array<OutboxEntry & { title: string }>;
}

/** What a failed entry is shown as: its flipbook, or the lead a visitor left for it. */
async function failedTitle(entry: OutboxEntry): Promise<string> {
  const flipbook = await db.flipbooks.get(entry.flipbookId);
  if (!entry.leadId) return flipbook?.title ?? 'Flipbook';
  const lead = await db.leads.get(entry.leadId);
  return `Lead of ${lead?.email ?? 'a visitor'} for “${flipbook?.title ?? lead?.flipbookTitle ?? ''}”`;
}

/** Network state and the signed-in account's queue, live from IndexedDB. */
export function useSyncStatus(ownerId: string | null): SyncStatus {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  const queue = useLiveQuery(async () => {
    if (!ownerId) return { waiting: 0, held: 0, failed: [] };
    const entries = await db.outbox.where('ownerId').equals(ownerId).toArray();
    const failed = await Promise.all(
      entries
        .filter((e) => e.status === 'failed')
        .map(async (e) => ({
          ...e,
          title: await failedTitle(e),
        })),
    );
    // The engine's rule (nextEntry): a refused create holds every other change of its flipbook.
    const refused = new Set(failed.filter((e) => e.kind === 'create').map((e) => e.flipbookId));
    const held = entries.filter(
      (e) => e.status === 'pending' && e.kind !== 'create' && refused.has(e.flipbookId),
    ).length;
    return { waiting: entries.length - failed.length, held, failed };
  }, [ownerId]);
  return {
    online,
    waiting: queue?.waiting ?? 0,
    held: queue?.held ?? 0,
    failed: queue?.failed ?? [],
  };
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db, type OutboxEntry } from '#offline/db';

export interface SyncStatus {
  online: boolean;
  waiting: number;
  failed: Array<OutboxEntry & { title: string }>;
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
    if (!ownerId) return { waiting: 0, failed: [] };
    const entries = await db.outbox.where('ownerId').equals(ownerId).toArray();
    const failed = await Promise.all(
      entries
        .filter((e) => e.status === 'failed')
        .map(async (e) => ({
          ...e,
          title: (await db.flipbooks.get(e.flipbookId))?.title ?? 'Flipbook',
        })),
    );
    return { waiting: entries.length, failed };
  }, [ownerId]);
  return { online, waiting: queue?.waiting ?? 0, failed: queue?.failed ?? [] };
}

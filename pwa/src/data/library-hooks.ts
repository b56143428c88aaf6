import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db, type KeptPdf, type LocalFlipbook } from '#offline/db';
import { useValue } from '../state/external-store';
import { sessionStore } from '../state/session';
import { ownedMedia, ownedPdf } from './owned';

/** The signed-in user's library, newest first, live from IndexedDB. */
export function useLibrary(ownerId: string | null): LocalFlipbook[] | undefined {
  return useLiveQuery(async () => {
    if (!ownerId) return [];
    const items = await db.flipbooks.where('ownerId').equals(ownerId).toArray();
    return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, [ownerId]);
}

/** The signed-in account, which alone may read its local data. */
const useOwnerId = () => useValue(sessionStore).user?.id ?? null;

/**
 * An object URL for a panel of one of the signed-in user's flipbooks, revoked when no longer
 * shown; none for anyone else's.
 */
export function useMediaUrl(flipbookId: string | null, name: string | null): string | null {
  const ownerId = useOwnerId();
  const media = useLiveQuery(
    async () =>
      ownerId && flipbookId && name
        ? ((await ownedMedia(db, ownerId, flipbookId, name)) ?? null)
        : null,
    [ownerId, flipbookId, name],
  );
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!media) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(new Blob([media.bytes], { type: media.type }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [media]);
  return url;
}

/**
 * The annotated PDF this device kept for a flipbook of the signed-in user: undefined while
 * reading, null if none.
 */
export function useKeptPdf(flipbookId: string | null): KeptPdf | null | undefined {
  const ownerId = useOwnerId();
  return useLiveQuery(
    async () =>
      ownerId && flipbookId ? ((await ownedPdf(db, ownerId, flipbookId)) ?? null) : null,
    [ownerId, flipbookId],
  );
}

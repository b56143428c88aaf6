import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db, type LocalFlipbook } from '#offline/db';

/** The signed-in user's library, newest first, live from IndexedDB. */
export function useLibrary(ownerId: string | null): LocalFlipbook[] | undefined {
  return useLiveQuery(async () => {
    if (!ownerId) return [];
    const items = await db.flipbooks.where('ownerId').equals(ownerId).toArray();
    return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, [ownerId]);
}

const NO_REFUSALS: ReadonlyMap<string, string> = new Map();

/** The server's reason for each of the account's flipbooks whose create it refused, by id. */
export function useRefusedCreates(ownerId: string | null): ReadonlyMap<string, string> {
  const refused = useLiveQuery(async () => {
    if (!ownerId) return NO_REFUSALS;
    const failed = await db.outbox.where('[ownerId+status]').equals([ownerId, 'failed']).toArray();
    return new Map(
      failed.filter((e) => e.kind === 'create').map((e) => [e.flipbookId, e.error ?? '']),
    );
  }, [ownerId]);
  return refused ?? NO_REFUSALS;
}

/** An object URL for a locally stored panel, revoked when no longer shown. */
export function useMediaUrl(name: string | null): string | null {
  const media = useLiveQuery(
    async () => (name ? ((await db.media.get(name)) ?? null) : null),
    [name],
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

import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import type { LibraryKey } from '#core/library-key';
import { db, type KeptPdf, type LocalFlipbook } from '#offline/db';
import { useValue } from '../state/external-store';
import { sessionStore } from '../state/session';
import { revokeObjectUrlLater } from './object-url-later';
import { ownedMedia, ownedPdf } from './owned';

/**
 * One library of the signed-in person (`key`: core/library-key.ts, their id for their own),
 * newest first, live from IndexedDB; undefined while it loads, also after `key` changes (the
 * header's switcher), when the query would still hold the library shown before.
 */
export function useLibrary(key: LibraryKey | null): LocalFlipbook[] | undefined {
  const read = useLiveQuery(async () => {
    if (!key) return { key, items: [] };
    const items = await db.flipbooks.where('ownerId').equals(key).toArray();
    return { key, items: items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
  }, [key]);
  return read?.key === key ? read.items : undefined;
}

const NO_REFUSALS: ReadonlyMap<string, string> = new Map();

/** The server's reason for each of a library's flipbooks whose create it refused, by id. */
export function useRefusedCreates(key: LibraryKey | null): ReadonlyMap<string, string> {
  const refused = useLiveQuery(async () => {
    if (!key) return NO_REFUSALS;
    const failed = await db.outbox.where('[ownerId+status]').equals([key, 'failed']).toArray();
    return new Map(
      failed.filter((e) => e.kind === 'create').map((e) => [e.flipbookId, e.error ?? '']),
    );
  }, [key]);
  return refused ?? NO_REFUSALS;
}

/** The signed-in account, which alone may read its libraries' local data. */
const useOwnerId = () => useValue(sessionStore).user?.id ?? null;

/**
 * An object URL for a panel of a flipbook in one of the signed-in user's libraries, revoked once
 * no longer shown (a little later: an image may still be loading it); none for anyone else's.
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
  // The query runs again on every write to the library (a sync's merge, a view count), each time
  // with a new object. Media are named by content, so the same name is the same bytes: keeping
  // its URL spares a copy, and an image still loading it from losing it (a failed load).
  const shown = media?.name ?? null;
  const bytes = useRef(media);
  bytes.current = media;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const current = bytes.current;
    if (!shown || !current) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(new Blob([current.bytes], { type: current.type }));
    setUrl(objectUrl);
    return () => revokeObjectUrlLater(objectUrl);
  }, [shown]);
  return url;
}

/**
 * The annotated PDF this device kept for a flipbook in one of the signed-in user's libraries:
 * undefined while reading, null if none.
 */
export function useKeptPdf(flipbookId: string | null): KeptPdf | null | undefined {
  const ownerId = useOwnerId();
  return useLiveQuery(
    async () =>
      ownerId && flipbookId ? ((await ownedPdf(db, ownerId, flipbookId)) ?? null) : null,
    [ownerId, flipbookId],
  );
}

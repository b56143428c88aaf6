import { useLiveQuery } from 'dexie-react-hooks';
import { db, type KeptPdf } from '#offline/db';

/** The annotated PDF this device kept for a flipbook: undefined while reading, null if none. */
export function useKeptPdf(flipbookId: string | null): KeptPdf | null | undefined {
  return useLiveQuery(
    async () => (flipbookId ? ((await db.pdfs.get(flipbookId)) ?? null) : null),
    [flipbookId],
  );
}

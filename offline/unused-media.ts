import { mediaNamesOf } from '#core/media-names';
import type { FlipfoldDb } from './db';

/**
 * Drops the media among `candidates` that no flipbook of any account in this browser still uses.
 * Called inside the caller's transaction over flipbooks and media.
 */
export async function removeUnusedMedia(db: FlipfoldDb, candidates: string[]): Promise<void> {
  if (candidates.length === 0) return;
  const used = new Set<string>();
  await db.flipbooks.each((f) => {
    for (const name of mediaNamesOf(f)) used.add(name);
  });
  await db.media.bulkDelete(candidates.filter((name) => !used.has(name)));
}

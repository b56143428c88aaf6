import { mediaNamesOf } from '#core/media-names';
import type { FlipfoldDb } from './db';

/**
 * Drops the media among `candidates` that no flipbook of any account in this browser still uses,
 * and returns their names (the page drops them from the service worker's cache too). Called
 * inside the caller's transaction over flipbooks and media.
 */
export async function removeUnusedMedia(db: FlipfoldDb, candidates: string[]): Promise<string[]> {
  if (candidates.length === 0) return [];
  const used = new Set<string>();
  await db.flipbooks.each((f) => {
    for (const name of mediaNamesOf(f)) used.add(name);
  });
  const unused = [...new Set(candidates)].filter((name) => !used.has(name));
  await db.media.bulkDelete(unused);
  return unused;
}

import { isLibraryOf } from '#core/library-key';
import { mediaNamesOf } from '#core/media-names';
import type { FlipfoldDb, KeptPdf, LocalFlipbook } from '#offline/db';
import type { MediaFile } from '#offline/media';

/**
 * This device's data read on behalf of an account. A flipbook, its panels and its kept PDF answer
 * only to the account whose library holds them (their own, or their copy of a team's,
 * core/library-key.ts): another account's data may stay on a shared device (its session expired
 * with changes waiting, kept for its owner's return) but is never shown to anyone else, a fellow
 * member of the same team included. Panels are read through a flipbook of the person, as one image
 * may serve several accounts.
 */

export async function ownedFlipbook(
  db: FlipfoldDb,
  userId: string,
  id: string,
): Promise<LocalFlipbook | undefined> {
  const flipbook = await db.flipbooks.get(id);
  return flipbook && isLibraryOf(userId, flipbook.ownerId) ? flipbook : undefined;
}

/** A panel (or thumbnail) of a flipbook in one of the person's libraries. */
export async function ownedMedia(
  db: FlipfoldDb,
  userId: string,
  flipbookId: string,
  name: string,
): Promise<MediaFile | undefined> {
  const flipbook = await ownedFlipbook(db, userId, flipbookId);
  return flipbook && mediaNamesOf(flipbook).includes(name) ? db.media.get(name) : undefined;
}

/** The annotated PDF kept for a flipbook in one of the person's libraries. */
export async function ownedPdf(
  db: FlipfoldDb,
  userId: string,
  flipbookId: string,
): Promise<KeptPdf | undefined> {
  const kept = await db.pdfs.get(flipbookId);
  return kept && isLibraryOf(userId, kept.ownerId) ? kept : undefined;
}

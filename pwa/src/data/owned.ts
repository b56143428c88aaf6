import { isLibraryOf } from '#core/library-key';
import { mediaNamesOf } from '#core/media-names';
import type { FlipfoldDb, KeptPdf, LocalFlipbook } from '#offline/db';
import type { MediaFile } from '#offline/media';

/**
 * This device's data read on behalf of an account. A flipbook, its panels and its kept PDF answer
 * only to the account whose library holds them, their own or their copy of a team's
 * (core/library-key.ts): another account's data may stay on a shared device (its session expired
 * with changes waiting, kept for its owner's return), and a fellow member's copy of the same team
 * library too, but neither is shown to anyone else. Panels are read through a flipbook of the
 * owner, as one image may serve several accounts.
 */

export async function ownedFlipbook(
  db: FlipfoldDb,
  ownerId: string,
  id: string,
): Promise<LocalFlipbook | undefined> {
  const flipbook = await db.flipbooks.get(id);
  return flipbook && isLibraryOf(ownerId, flipbook.ownerId) ? flipbook : undefined;
}

/** A panel (or thumbnail) of one of the owner's flipbooks. */
export async function ownedMedia(
  db: FlipfoldDb,
  ownerId: string,
  flipbookId: string,
  name: string,
): Promise<MediaFile | undefined> {
  const flipbook = await ownedFlipbook(db, ownerId, flipbookId);
  return flipbook && mediaNamesOf(flipbook).includes(name) ? db.media.get(name) : undefined;
}

/** The annotated PDF kept for one of the owner's flipbooks. */
export async function ownedPdf(
  db: FlipfoldDb,
  ownerId: string,
  flipbookId: string,
): Promise<KeptPdf | undefined> {
  const kept = await db.pdfs.get(flipbookId);
  return kept && isLibraryOf(ownerId, kept.ownerId) ? kept : undefined;
}

import { notFound } from '../../http-errors';
import type { FlipbookRecord, FlipbookStore } from '../../store/flipbooks';
import type { UserRecord } from '../../store/users';

/** A live flipbook, or null; no view is counted. */
export async function liveFlipbook(
  flipbooks: FlipbookStore,
  id: string,
): Promise<FlipbookRecord | null> {
  const found = await flipbooks.get(id);
  return found && found.deletedAt === null ? found : null;
}

/**
 * One of the user's own live flipbooks, or a 404: someone else's flipbook answers exactly like a
 * missing one (its writes, its statistics, its owner's reading reports).
 */
export async function ownLiveFlipbook(
  flipbooks: FlipbookStore,
  user: UserRecord,
  id: string,
): Promise<FlipbookRecord> {
  const found = await flipbooks.get(id);
  if (!found || found.deletedAt !== null || found.ownerId !== user.id)
    throw notFound('Flipbook not found');
  return found;
}

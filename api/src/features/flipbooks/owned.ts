import { flipbookAccess } from '#core/library-access';
import { notFound } from '../../http-errors';
import type { FlipbookRecord, FlipbookStore } from '../../store/flipbooks';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { mustChange, roleInLibraryOf } from '../teams/access';

/** A live flipbook, or null; no view is counted. */
export async function liveFlipbook(
  flipbooks: FlipbookStore,
  id: string,
): Promise<FlipbookRecord | null> {
  const found = await flipbooks.get(id);
  return found && found.deletedAt === null ? found : null;
}

/** The user's access to a live flipbook (core/library-access.ts), with it; none for a missing one. */
async function accessTo(store: Store, user: UserRecord, id: string) {
  const found = await liveFlipbook(store.flipbooks, id);
  const role = await roleInLibraryOf(store, found, user.id);
  return { found, access: found ? flipbookAccess(found, user.id, role) : 'none' };
}

/**
 * A live flipbook the user may see in a library: their own personal one, or any of a team's
 * library they are in (its statistics). Anyone else gets the 404 of a missing flipbook.
 */
export async function readableFlipbook(
  store: Store,
  user: UserRecord,
  id: string,
): Promise<FlipbookRecord> {
  const { found, access } = await accessTo(store, user, id);
  if (!found || access === 'none') throw notFound('Flipbook not found');
  return found;
}

/**
 * A live flipbook the user may change (core/library-access.ts): their own personal one, or one of
 * a team library where their role allows editing; else the 403 or 404 of `mustChange`.
 */
export async function editableFlipbook(
  store: Store,
  user: UserRecord,
  id: string,
): Promise<FlipbookRecord> {
  const { found, access } = await accessTo(store, user, id);
  return mustChange(found, access, 'Flipbook not found');
}

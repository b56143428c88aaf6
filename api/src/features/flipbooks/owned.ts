import { flipbookAccess } from '#core/library-access';
import { notFound } from '../../http-errors';
import type { FlipbookRecord, FlipbookStore } from '../../store/flipbooks';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { roleForbids } from '../teams/access';

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
  const member = found?.teamId ? await store.teams.membership(found.teamId, user.id) : null;
  const access = found ? flipbookAccess(found, user.id, member?.role ?? null) : 'none';
  return { found, access };
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
 * a team library where their role allows editing. A member who may only see it gets a 403; anyone
 * else the 404 of a missing flipbook, so a removed member learns nothing of the team's.
 */
export async function editableFlipbook(
  store: Store,
  user: UserRecord,
  id: string,
): Promise<FlipbookRecord> {
  const { found, access } = await accessTo(store, user, id);
  if (!found || access === 'none') throw notFound('Flipbook not found');
  if (access === 'read') throw roleForbids();
  return found;
}

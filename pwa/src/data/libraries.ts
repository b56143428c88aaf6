import { useLiveQuery } from 'dexie-react-hooks';
import { libraryKey } from '#core/library-key';
import { teamCan } from '#core/team-roles';
import { db, type LocalLibrary } from '#offline/db';
import { createExternalStore, useValue } from '../state/external-store';
import { sessionStore } from '../state/session';
import { STORAGE_KEYS } from '../state/storage-keys';

/**
 * The libraries a person has on this device and the one shown (docs/teams.md, "Devices"): their
 * own first, named 'My flipbooks', then their teams' in the order the server lists them.
 */
export const OWN_LIBRARY_NAME = 'My flipbooks';

/** A person's own library, which needs no row in `libraries`. */
export function ownLibrary(userId: string): LocalLibrary {
  return {
    key: libraryKey(userId, null),
    userId,
    teamId: null,
    name: OWN_LIBRARY_NAME,
    role: null,
  };
}

/** Whether the library's flipbooks may be made, changed and deleted by the person it is keyed to. */
export function canEditLibrary(library: LocalLibrary): boolean {
  return library.role === null || teamCan(library.role, 'editFlipbooks');
}

function rememberedTeam(userId: string): string | null {
  try {
    return localStorage.getItem(`${STORAGE_KEYS.library}${userId}`) || null;
  } catch {
    return null;
  }
}

/** The team whose library is shown (null: the person's own), as remembered on this device. */
const chosenTeam = createExternalStore<{ userId: string; teamId: string | null } | null>(null);

/** Shows `teamId`'s library (null: the person's own) and remembers it on this device. */
export function chooseLibrary(userId: string, teamId: string | null): void {
  try {
    const key = `${STORAGE_KEYS.library}${userId}`;
    if (teamId) localStorage.setItem(key, teamId);
    else localStorage.removeItem(key);
  } catch {
    // Refused (private mode, full): the choice holds until the page closes.
  }
  chosenTeam.set({ userId, teamId });
}

/** Every library of `userId` on this device, their own first; undefined while it loads. */
export function useLibraries(userId: string | null): LocalLibrary[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const teams = await db.libraries.where('userId').equals(userId).toArray();
    return [ownLibrary(userId), ...teams];
  }, [userId]);
}

/**
 * The library the signed-in person sees: the one they chose here, or their own when that team's
 * library is no longer on this device (they left it, or were removed). Null when signed out.
 */
export function useCurrentLibrary(): LocalLibrary | null {
  const userId = useValue(sessionStore).user?.id ?? null;
  const chosen = useValue(chosenTeam);
  const libraries = useLibraries(userId);
  if (!userId) return null;
  const teamId = chosen?.userId === userId ? chosen.teamId : rememberedTeam(userId);
  return libraries?.find((l) => l.teamId === teamId) ?? ownLibrary(userId);
}

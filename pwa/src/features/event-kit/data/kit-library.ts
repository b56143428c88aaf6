import { isLibraryOf } from '#core/library-key';
import { teamCan } from '#core/team-roles';
import type { EventKit, LocalLibrary } from '#offline/db';
import { useLibraries } from '#pwa/data/libraries';

/** Whether kits of the library may be made, changed and deleted: a presenter only presents them. */
export function canManageKits(library: LocalLibrary): boolean {
  return library.role === null || teamCan(library.role, 'manageKits');
}

/**
 * The library of `libraries` (`userId`'s on this device) a kit belongs to: null for anyone else's
 * kit, or a team's the person is no longer in.
 */
export function kitLibraryOf(
  userId: string | null,
  kit: EventKit | null,
  libraries: LocalLibrary[],
): LocalLibrary | null {
  if (!userId || !kit || !isLibraryOf(userId, kit.ownerId)) return null;
  return libraries.find((l) => l.key === kit.ownerId) ?? null;
}

/** `kitLibraryOf` live: undefined while the kit or the libraries load. */
export function useKitLibrary(
  userId: string | null,
  kit: EventKit | null | undefined,
): LocalLibrary | null | undefined {
  const libraries = useLibraries(userId);
  if (libraries === undefined || kit === undefined) return undefined;
  return kitLibraryOf(userId, kit, libraries);
}

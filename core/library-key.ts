/**
 * Which library a record on a device belongs to (docs/teams.md, "Devices"). IndexedDB keys each
 * flipbook, kit, outbox entry and kept PDF by it where it once keyed them by owner: the person's
 * id for their own library, the person's id and the team's for a team's. A team's copy is
 * therefore one person's copy: another member, or anyone else, signed in on the same device never
 * reads it, and signing out or being removed drops exactly it.
 */
export type LibraryKey = string;

const SEPARATOR = '/';

/** The key of a person's own library (`teamId` null) or of a team's library on their device. */
export function libraryKey(userId: string, teamId: string | null): LibraryKey {
  return teamId === null ? userId : `${userId}${SEPARATOR}${teamId}`;
}

/** The person a library key belongs to and its team (null for the person's own library). */
export function libraryOf(key: LibraryKey): { userId: string; teamId: string | null } {
  const at = key.indexOf(SEPARATOR);
  return at === -1
    ? { userId: key, teamId: null }
    : { userId: key.slice(0, at), teamId: key.slice(at + 1) };
}

/** Whether a record keyed `key` is one of `userId`'s libraries (their own or a team's). */
export function isLibraryOf(userId: string, key: LibraryKey): boolean {
  return key === userId || key.startsWith(`${userId}${SEPARATOR}`);
}

/** The prefix every team library key of `userId` starts with, for an index range query. */
export function teamLibraryPrefix(userId: string): string {
  return `${userId}${SEPARATOR}`;
}

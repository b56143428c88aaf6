import type { Table } from 'dexie';
import { isLibraryOf, type LibraryKey, libraryKey, libraryOf } from '#core/library-key';
import { mediaNamesOf } from '#core/media-names';
import type { TeamRole } from '#core/team-roles';
import type { FlipfoldDb, LocalLibrary, OutboxEntry } from '../db';
import { removeUnusedMedia } from '../unused-media';
import type { SyncEvent } from './events';
import { LEAD_KINDS } from './outcomes';

/**
 * The libraries of one person on this device (README.md, "Teams' libraries"): their own, keyed by
 * their id, and one per team they belong to, keyed by their id and the team's (core/library-key.ts).
 * Whatever is sent or cleared for a person covers all of them and never another person's.
 */

/** The records of `userId`'s libraries in a table keyed by library: their own and their teams'. */
// biome-ignore lint/suspicious/noExplicitAny: any table of the database, whatever its key.
export function ofPerson<T extends { ownerId: string }>(table: Table<T, any, any>, userId: string) {
  // Ids are UUIDs, yet one person's id could begin another's: the prefix only narrows the range.
  return table
    .where('ownerId')
    .startsWith(userId)
    .and((r) => isLibraryOf(userId, r.ownerId));
}

/** A create in a team's library names the team (`teamId`); one in the person's own names none. */
export function teamOf(key: LibraryKey): { teamId?: string } {
  const { teamId } = libraryOf(key);
  return teamId === null ? {} : { teamId };
}

/** A team as the server lists the person's teams (`GET /api/teams`). */
export interface ListedTeam {
  id: string;
  name: string;
  role: TeamRole;
}

/** What dropping libraries did: the notices to give, and the media no record here uses now. */
export interface Dropped {
  events: SyncEvent[];
  released: string[];
}

/** Changes that go with their library: every kind but a lead's and its staff notes (the person's). */
const ofLibrary = (entry: OutboxEntry) => !LEAD_KINDS.includes(entry.kind);

const DROP_TABLES = (db: FlipfoldDb) => [
  ...[db.flipbooks, db.media, db.outbox, db.deleted, db.pdfs],
  ...[db.kits, db.deletedKits, db.libraries],
];

/**
 * Drops a library from this device at once: its row, its flipbooks, kits, queued changes,
 * tombstones and kept PDFs, and the panels no other record here uses. The leads captured for its
 * flipbooks, and their staff notes, are the person's: they stay and are still sent.
 */
async function dropLibrary(db: FlipfoldDb, library: LocalLibrary): Promise<Dropped> {
  const { key, teamId, name } = library;
  const names: string[] = [];
  await db.flipbooks
    .where('ownerId')
    .equals(key)
    .each((f) => {
      names.push(...mediaNamesOf(f));
    });
  await db.outbox.where('ownerId').equals(key).filter(ofLibrary).delete();
  for (const table of [db.flipbooks, db.kits, db.deleted, db.deletedKits, db.pdfs])
    await table.where('ownerId').equals(key).delete();
  await db.libraries.delete(key);
  const released = await removeUnusedMedia(db, names);
  return { events: teamId ? [{ kind: 'left-team', teamId, name }] : [], released };
}

const rowsOf = (userId: string, teams: ListedTeam[]): LocalLibrary[] =>
  teams.map(({ id, name, role }) => ({
    key: libraryKey(userId, id),
    userId,
    teamId: id,
    name,
    role,
  }));

/**
 * Adds the rows of the teams a sign-in's reply lists, so that the first library check reads their
 * libraries at once (a fresh device need not ask for its teams first); that check's own read of
 * the teams drops any the person has left.
 */
export async function rememberTeams(db: FlipfoldDb, userId: string, teams: ListedTeam[]) {
  await db.libraries.bulkPut(rowsOf(userId, teams));
}

/**
 * Whether the records of `key` may be written: the person's own library always, a team's while
 * its row is here (a list read while the team was being dropped never brings it back).
 */
export async function libraryKept(db: FlipfoldDb, key: LibraryKey): Promise<boolean> {
  return libraryOf(key).teamId === null || (await db.libraries.get(key)) !== undefined;
}

/**
 * Writes the person's teams as the server lists them now: a row per team (its name and their
 * role), and every team library here the list no longer names (they left it, or were removed)
 * dropped with all that is keyed to it. Writes nothing when nothing changed. A team whose own list
 * answered 404 while this one was read (`droppedMeanwhile`) is not written back: the teams' list
 * can be older than the 404, and the library would come back empty until the next check.
 */
export async function keepTeams(
  db: FlipfoldDb,
  userId: string,
  teams: ListedTeam[],
  droppedMeanwhile: ReadonlySet<LibraryKey> = new Set(),
): Promise<Dropped> {
  const same = (a: LocalLibrary, b: LocalLibrary | undefined) =>
    b !== undefined && a.name === b.name && a.role === b.role;
  const before = await db.libraries.where('userId').equals(userId).toArray();
  const known = new Map(before.map((row) => [row.key, row]));
  const listedNow = rowsOf(userId, teams);
  if (before.length === listedNow.length && listedNow.every((row) => same(row, known.get(row.key))))
    return { events: [], released: [] };
  return db.transaction('rw', DROP_TABLES(db), async () => {
    // Asked inside the transaction: a drop that ran before it has said so by then.
    const rows = listedNow.filter((row) => !droppedMeanwhile.has(row.key));
    const listed = new Set(rows.map((row) => row.key));
    const dropped: Dropped = { events: [], released: [] };
    for (const row of await db.libraries.where('userId').equals(userId).toArray()) {
      if (listed.has(row.key)) continue;
      const { events, released } = await dropLibrary(db, row);
      dropped.events.push(...events);
      dropped.released.push(...released);
    }
    await db.libraries.bulkPut(rows);
    return dropped;
  });
}

/** A team's list answered 404: the person is no longer in it, and its library goes from here. */
export function dropTeam(db: FlipfoldDb, key: LibraryKey): Promise<Dropped> {
  return db.transaction('rw', DROP_TABLES(db), async () => {
    const { userId, teamId } = libraryOf(key);
    const row = await db.libraries.get(key);
    if (teamId === null) return { events: [], released: [] };
    const dropped = await dropLibrary(db, row ?? { key, userId, teamId, name: '', role: null });
    // No row: the teams' list dropped it first (the two race at each check), and told it then.
    return row ? dropped : { ...dropped, events: [] };
  });
}

/**
 * Before a library's list is merged: the copies of its items another library on this device holds
 * (a device keeps one copy of a flipbook or a kit, its id being its key). One that moved between
 * the person's own libraries (into a team, or back) comes over with its queued changes and kept
 * PDF. A fellow member's copy of a team's (their session ended, their data kept for their return)
 * stays theirs while changes of theirs wait for it (`held`: left out of this merge); otherwise it
 * is `taken`: the list's copy replaces it. Called inside the merge's transaction.
 */
export async function claimCopies<T extends { id: string; ownerId: string }>(
  db: FlipfoldDb,
  // biome-ignore lint/suspicious/noExplicitAny: the flipbooks' or the kits' table.
  table: Table<T, any, any>,
  key: LibraryKey,
  ids: string[],
  edited: (copy: T) => boolean,
): Promise<{ held: Set<string>; taken: T[] }> {
  const held = new Set<string>();
  const taken: T[] = [];
  const { userId } = libraryOf(key);
  for (const copy of await table.bulkGet(ids)) {
    if (!copy || copy.ownerId === key) continue;
    const queued = db.outbox
      .where('flipbookId')
      .equals(copy.id)
      .filter((e) => e.ownerId === copy.ownerId && ofLibrary(e));
    if (isLibraryOf(userId, copy.ownerId)) {
      await queued.modify({ ownerId: key });
      await db.pdfs.where('flipbookId').equals(copy.id).modify({ ownerId: key });
      await table.update(copy.id, { ownerId: key });
    } else if ((await queued.count()) > 0 || edited(copy)) held.add(copy.id);
    else taken.push(copy);
  }
  return { held, taken };
}

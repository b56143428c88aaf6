import { type LibraryKey, libraryKey, libraryOf } from '#core/library-key';
import { isKitReply } from '#core/schemas/kits';
import { isTeamList } from '#core/schemas/teams';
import { db } from '#offline/db';
import type { SyncEvent } from '#offline/sync/events';
import { mergeServerKits } from '#offline/sync/kit-merge';
import { type Dropped, dropTeam, keepTeams, type ListedTeam } from '#offline/sync/libraries';
import { mergeServerLibrary } from '#offline/sync/merge';
import { forgetCachedMedia } from '../account-data';
import { isFlipbookReply } from '../public-flipbook';
import { changedList, fetchIfChanged, ListRefused, signedIn } from './library-watch';

type OnEvent = (event: SyncEvent) => void;
type Dropping = ReadonlySet<LibraryKey>;

const teamQuery = (teamId: string | null) =>
  teamId === null ? '' : `?team=${encodeURIComponent(teamId)}`;

/**
 * The items of a list that are of the library it was read for: each says its team (none, from a
 * server before teams, is the person's own), so a server that does not know a team's list yet
 * cannot fill it with the personal one.
 */
function inLibrary<T>(items: T[], key: LibraryKey): T[] {
  const { teamId } = libraryOf(key);
  return items.filter((item) => ((item as { teamId?: string | null }).teamId ?? null) === teamId);
}

/** The keys of the person's team libraries on this device. */
const teamKeysOf = (userId: string): Promise<LibraryKey[]> =>
  db.libraries.where('userId').equals(userId).primaryKeys();

/** Reads libraries one after another; says whether any one's flipbooks changed. */
async function readEach(keys: LibraryKey[], read: (key: LibraryKey) => Promise<boolean>) {
  let changed = false;
  for (const key of keys) changed = (await read(key)) || changed;
  return changed;
}

/** The person's teams, unless unchanged since the last read (then null: a 304, by its ETag). */
function changedTeams() {
  let known: { userId: string; tag: string | null } | null = null;
  return async (userId: string): Promise<ListedTeam[] | null> => {
    const reply = await fetchIfChanged('/api/teams', known?.userId === userId ? known.tag : null);
    if (!reply || !isTeamList(reply.body) || !signedIn(userId)) return null;
    known = { userId, tag: reply.tag };
    return reply.body.items;
  };
}

/**
 * Reads every library of the signed-in person at each library check (offline/sync/README.md,
 * "Teams' libraries"): their teams (`GET /api/teams`: a row per team, a team no longer listed
 * dropped from this device), then each library's flipbooks (the teams', then their own) and,
 * after them, its kits, each list with its own ETag. A team whose list answers 404 is dropped at
 * once. What a merge or a drop found goes to `onEvent`; the result says whether a library's
 * flipbooks changed.
 */
export function libraryLists(options: { presenting?: string }) {
  const teams = changedTeams();
  const flipbooks = changedList(
    (teamId) => `/api/flipbooks/my${teamQuery(teamId)}`,
    (key, items, readAt) =>
      mergeServerLibrary(db, key, inLibrary(items.filter(isFlipbookReply), key), readAt),
  );
  const { presenting } = options;
  const kits = changedList(
    (teamId) => `/api/kits${teamQuery(teamId)}`,
    (key, items, readAt) =>
      mergeServerKits(db, key, inLibrary(items.filter(isKitReply), key), readAt, presenting),
  );

  /** Libraries dropped: their notices told, their ETags and cached panels forgotten. */
  async function told(userId: string, dropped: Dropped, onEvent: OnEvent) {
    for (const event of dropped.events) {
      if (event.kind === 'left-team') {
        flipbooks.forget(libraryKey(userId, event.teamId));
        kits.forget(libraryKey(userId, event.teamId));
      }
      onEvent(event);
    }
    await forgetCachedMedia(dropped.released);
  }

  /** One library's flipbooks, then its kits; a team's answering 404 drops it (noted in `dropped`). */
  async function readLibrary(key: LibraryKey, onEvent: OnEvent, dropped: Set<LibraryKey>) {
    const { userId, teamId } = libraryOf(key);
    const gone = (err: unknown) => err instanceof ListRefused && err.status === 404 && !!teamId;
    try {
      const changed = await flipbooks.read(key, onEvent);
      // After the library, which names a kit's flipbooks; a list it could not read keeps the
      // library's panels coming all the same.
      await kits.read(key, onEvent).catch((err: unknown) => {
        if (gone(err)) throw err;
      });
      return changed;
    } catch (err) {
      if (!gone(err)) throw err;
      dropped.add(key);
      await told(userId, await dropTeam(db, key), onEvent);
      return false;
    }
  }

  /**
   * The person's teams read and written now, a team they left dropped with its waiting changes:
   * before a drain sends those changes, whose 404s would read as flipbooks deleted elsewhere. A
   * team in `droppedMeanwhile` (its own list answered 404 in the same check) is not written back:
   * the teams' list, maybe older, does not bring it back.
   */
  async function keepListedTeams(userId: string, onEvent: OnEvent, droppedMeanwhile?: Dropping) {
    const listed = await teams(userId).catch(() => null);
    if (listed) await told(userId, await keepTeams(db, userId, listed, droppedMeanwhile), onEvent);
    return listed;
  }

  const check = async (userId: string, onEvent: OnEvent): Promise<boolean> => {
    const dropped = new Set<LibraryKey>();
    const read = (key: LibraryKey) => readLibrary(key, onEvent, dropped);
    const known = await teamKeysOf(userId);
    // Known team libraries are read while the teams are asked for (a fresh device knows them from
    // its sign-in's reply): a round trip less. One dropped meanwhile is not written again
    // (`libraryKept`); a server that cannot list teams leaves the libraries as they are.
    const [, changedKnown] = await Promise.all([
      keepListedTeams(userId, onEvent, dropped),
      readEach(known, read),
    ]);
    const joined = (await teamKeysOf(userId)).filter((key) => !known.includes(key));
    // The teams' first: a flipbook moved from the person's own library into a team's is claimed
    // there (with its kept PDF) before the own list, no longer naming it, could drop it.
    const changedTeams = (await readEach(joined, read)) || changedKnown;
    return (await read(libraryKey(userId, null))) || changedTeams;
  };
  return { check, keepListedTeams };
}

import { libraryKey } from '#core/library-key';
import type { KitReply } from '#core/schemas/kits';
import type { FlipfoldDb } from '../db';
import type { SyncEvent } from '../sync/events';
import { mergeServerKits } from '../sync/kit-merge';
import { dropTeam, keepTeams } from '../sync/libraries';
import { mergeServerLibrary } from '../sync/merge';
import type { fakeServer } from './test-server';

/**
 * What the page's library check does (pwa/src/data/sync/library-lists.ts), against the fake
 * server without fetch: the person's teams, then each library's flipbooks and kits (the teams',
 * then their own), a team whose
 * list answers 404 dropped. Returns the events the page would tell.
 */
export async function checkLibraries(
  db: FlipfoldDb,
  server: ReturnType<typeof fakeServer>,
  userId: string,
): Promise<SyncEvent[]> {
  const teams = server.read('/api/teams', userId).body as { items: [] };
  const events = [...(await keepTeams(db, userId, teams.items)).events];
  const rows = await db.libraries.where('userId').equals(userId).toArray();
  for (const { key, teamId } of [...rows, { key: userId, teamId: null }]) {
    const query = teamId ? `?team=${teamId}` : '';
    const books = server.read(`/api/flipbooks/my${query}`, userId);
    const kits = server.read(`/api/kits${query}`, userId);
    if (books.status === 404 || kits.status === 404) {
      events.push(...(await dropTeam(db, libraryKey(userId, teamId))).events);
      continue;
    }
    const items = (reply: typeof books) => (reply.body as { items: [] }).items;
    events.push(...(await mergeServerLibrary(db, key, items(books), Date.now())));
    events.push(...(await mergeServerKits(db, key, items(kits) as KitReply[], Date.now())));
  }
  return events;
}

import type { Connection } from 'mongoose';
import { operator } from './operator';
import { onceForDatabase } from './startup-work';
import { memberModel, teamModel } from './team-models';

const ORGANIZATION_FLIPBOOKS = 'organization-flipbooks-into-teams';

/** The team an account owns, the oldest should it own several; null when it owns none. */
async function ownTeam(connection: Connection, userId: string): Promise<string | null> {
  const owned = await memberModel(connection)
    .find({ userId, role: 'owner' }, { teamId: 1 })
    .lean<{ teamId: string }[]>();
  const [oldest] = await teamModel(connection)
    .find({ _id: operator({ $in: owned.map((m) => m.teamId) }) }, { _id: 1 })
    .sort({ createdAt: 1, _id: 1 })
    .limit(1)
    .lean<{ _id: string }[]>();
  return oldest?._id ?? null;
}

/**
 * SQLite's migration 24 on MongoDB: each organization account's personal flipbooks, tombstones
 * too, move into the library of the team it owns; nothing else about them changes. After the
 * teams' own start-up work, so every organization has its team. Running it twice (two processes
 * starting at once) moves nothing more.
 */
export async function moveOrganizationFlipbooks(connection: Connection): Promise<void> {
  await onceForDatabase(connection, ORGANIZATION_FLIPBOOKS, async () => {
    const organizations = await connection
      .model('User')
      .find({ accountType: 'organization' }, { _id: 1 })
      .lean<{ _id: string }[]>();
    const flipbooks = connection.collection<{ _id: string }>('flipbooks');
    for (const { _id: ownerId } of organizations) {
      const teamId = await ownTeam(connection, ownerId);
      // `teamId: null` matches documents from before the team library, which have none.
      if (teamId) await flipbooks.updateMany({ ownerId, teamId: null }, { $set: { teamId } });
    }
  });
}

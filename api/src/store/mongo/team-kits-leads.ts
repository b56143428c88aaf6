import type { Connection } from 'mongoose';
import { memberModel } from './team-models';

const KITS_AND_LEADS_FOR_TEAMS = 'kits-and-leads-for-teams';

/**
 * SQLite's migration 23 on MongoDB (store/sqlite/schema-team-kits-leads.ts): each organization
 * account's kits move into the team it owns, the oldest; a kiosk lead stored before leads knew
 * who captured them was captured by its owner (a kiosk sent only with its owner's session).
 * Only documents stored before have no `teamId` or `capturedBy` (every write since names them,
 * null or not), so a process running it again, or two at once, change nothing more. Marked done
 * in `startup_work`, beside migration 20's (organization-teams.ts).
 */
export async function giveKitsAndLeadsTeams(connection: Connection): Promise<void> {
  const done = connection.collection<{ _id: string; doneAt: string }>('startup_work');
  if (await done.findOne({ _id: KITS_AND_LEADS_FOR_TEAMS })) return;
  const organizations = await connection
    .model('User')
    .find({ accountType: 'organization' }, { _id: 1 })
    .lean<{ _id: string }[]>();
  const Members = memberModel(connection);
  for (const { _id: userId } of organizations) {
    const [owned] = await Members.find({ userId, role: 'owner' })
      .sort({ joinedAt: 1, teamId: 1 })
      .limit(1)
      .lean<{ teamId: string }[]>();
    if (!owned) continue;
    await connection
      .collection('kits')
      .updateMany(
        { ownerId: userId, teamId: { $exists: false } },
        { $set: { teamId: owned.teamId } },
      );
  }
  const leads = connection.collection('leads');
  const uncaptured = { source: 'kiosk', capturedBy: { $exists: false } };
  for (const ownerId of await leads.distinct('ownerId', uncaptured))
    await leads.updateMany({ ...uncaptured, ownerId }, { $set: { capturedBy: ownerId } });
  await done.updateOne(
    { _id: KITS_AND_LEADS_FOR_TEAMS },
    { $setOnInsert: { doneAt: new Date().toISOString() } },
    { upsert: true },
  );
}

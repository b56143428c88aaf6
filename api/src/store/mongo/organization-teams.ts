import crypto from 'node:crypto';
import type { Connection } from 'mongoose';
import { onceForDatabase, unlessThere } from './startup-work';
import { memberModel, teamModel } from './team-models';

const TEAMS_FOR_ORGANIZATIONS = 'teams-for-organizations';

/**
 * The team id an organization account's own team gets from the migration: the same from every
 * process that runs it, so two opening at once make one team. A UUID of version 5's layout.
 */
export function organizationTeamId(userId: string): string {
  const hex = crypto.createHash('sha256').update(`flipfold-team-of:${userId}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/**
 * SQLite's migration 20 on MongoDB: every organization account in no team becomes the owner of a
 * team of its name, as a sign-up as an organization now does. Once per database: an account that
 * later leaves every team is not given another.
 */
export async function giveOrganizationsTeams(connection: Connection): Promise<void> {
  await onceForDatabase(connection, TEAMS_FOR_ORGANIZATIONS, async () => {
    const [Teams, Members] = [teamModel(connection), memberModel(connection)];
    const organizations = await connection
      .model('User')
      .find({ accountType: 'organization' }, { _id: 1, name: 1, createdAt: 1 })
      .lean<{ _id: string; name: string; createdAt: string }[]>();
    for (const { _id: userId, name, createdAt } of organizations) {
      if (await Members.exists({ userId })) continue;
      const teamId = organizationTeamId(userId);
      await unlessThere(
        Teams.updateOne({ _id: teamId }, { $setOnInsert: { name, createdAt } }, { upsert: true }),
      );
      await unlessThere(
        Members.updateOne(
          { teamId, userId },
          { $setOnInsert: { role: 'owner', joinedAt: createdAt } },
          { upsert: true },
        ),
      );
    }
  });
}

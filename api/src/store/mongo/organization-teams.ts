import crypto from 'node:crypto';
import { type Connection, Schema } from 'mongoose';
import { isDuplicateKey, memberModel, teamModel } from './team-models';

/** Start-up work done once per database, each marked done by a document of its name. */
const doneSchema = new Schema(
  { _id: { type: String, required: true }, doneAt: { type: String, required: true } },
  { versionKey: false },
);

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

/** An insert another process may have made first: theirs stands. */
const unlessThere = async (write: Promise<unknown>) => {
  try {
    await write;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
};

/**
 * SQLite's migration 20 on MongoDB: every organization account in no team becomes the owner of a
 * team of its name, as a sign-up as an organization now does. Once per database: an account that
 * later leaves every team is not given another.
 */
export async function giveOrganizationsTeams(connection: Connection): Promise<void> {
  const Done = connection.model('StartupWork', doneSchema, 'startup_work');
  if (await Done.exists({ _id: TEAMS_FOR_ORGANIZATIONS })) return;
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
  await unlessThere(
    Done.updateOne(
      { _id: TEAMS_FOR_ORGANIZATIONS },
      { $setOnInsert: { doneAt: new Date().toISOString() } },
      { upsert: true },
    ),
  );
}

import type { Migration } from './migrations';

/**
 * Each organization account's personal flipbooks, tombstones too, move into the library of the
 * team it owns (the oldest, should it own several); one that owns none keeps them. Nothing else
 * about them changes: shared links, views, statistics and leads stay as they were.
 */
export const ORGANIZATION_FLIPBOOKS_MIGRATION: Migration = {
  version: 24,
  name: 'organizations’ flipbooks into their teams',
  up: (db) => {
    db.exec(`
      CREATE TEMP TABLE organization_team AS
        SELECT u.id AS user_id, (
          SELECT m.team_id FROM team_members m JOIN teams t ON t.id = m.team_id
          WHERE m.user_id = u.id AND m.role = 'owner' ORDER BY t.created_at, t.id LIMIT 1
        ) AS team_id
        FROM users u WHERE u.account_type = 'organization';
      UPDATE flipbooks
        SET team_id = (SELECT team_id FROM organization_team WHERE user_id = flipbooks.owner_id)
        WHERE team_id IS NULL AND owner_id IN
          (SELECT user_id FROM organization_team WHERE team_id IS NOT NULL);
      DROP TABLE temp.organization_team;`);
  },
};

import type { Migration } from './migrations';

/**
 * The team library (docs/teams.md): a flipbook's team, null for a personal one (every flipbook
 * stored before). A team that goes (with its last member's account) gives its flipbooks back to
 * the people who made them rather than taking them along. The index answers a team's list in the
 * order of an owner's.
 */
export const TEAM_LIBRARY_MIGRATION: Migration = {
  version: 21,
  name: 'team library',
  up: (db) => {
    db.exec(`
      ALTER TABLE flipbooks ADD COLUMN team_id TEXT REFERENCES teams (id) ON DELETE SET NULL;
      CREATE INDEX flipbooks_by_team ON flipbooks (team_id, deleted_at, created_at)
        WHERE team_id IS NOT NULL;`);
  },
};

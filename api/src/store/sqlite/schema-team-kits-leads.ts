import type { Migration } from './migrations';

/**
 * Team kits and leads (docs/teams.md, "Team kits", "Leads"). A kit gains its team, null for a
 * personal one; a team that goes gives its kits back to the people who made them, as it does its
 * flipbooks. A lead gains who captured it: until now only a kiosk sent with a session, always its
 * owner's, so a kiosk lead stored before was captured by its owner. Members who leave are kept
 * (their last stay), so a lead they captured before may still arrive. Each organization account's
 * kits move into the team it owns (the oldest, which migration 20 or its sign-up made).
 */
export const TEAM_KITS_LEADS_MIGRATION: Migration = {
  version: 23,
  name: 'team kits and leads',
  up: (db) => {
    db.exec(`
      ALTER TABLE kits ADD COLUMN team_id TEXT REFERENCES teams (id) ON DELETE SET NULL;
      CREATE INDEX kits_by_team ON kits (team_id, deleted_at, created_at)
        WHERE team_id IS NOT NULL;
      ALTER TABLE leads ADD COLUMN captured_by TEXT;
      ALTER TABLE leads ADD COLUMN sent_after_removal INTEGER NOT NULL DEFAULT 0;
      UPDATE leads SET captured_by = owner_id WHERE source = 'kiosk';
      CREATE INDEX leads_forgotten_by_flipbook ON leads (flipbook_id)
        WHERE forgotten_by = 'visitor';
      CREATE TABLE team_departures (
        team_id TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        joined_at TEXT NOT NULL,
        left_at TEXT NOT NULL,
        PRIMARY KEY (team_id, user_id)
      ) STRICT;
      CREATE INDEX team_departures_by_user ON team_departures (user_id);
      UPDATE kits SET team_id = (
        SELECT m.team_id FROM team_members m
        WHERE m.user_id = kits.owner_id AND m.role = 'owner'
        ORDER BY m.joined_at, m.team_id LIMIT 1)
      WHERE owner_id IN (SELECT id FROM users WHERE account_type = 'organization');`);
  },
};

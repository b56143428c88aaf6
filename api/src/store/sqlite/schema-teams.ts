import type { Migration } from './migrations';

/** A random UUID (version 4) in SQL, for the teams the migration makes. */
const SQL_UUID = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' ||
  substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) ||
  substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/**
 * Teams, their members and invitations (store/teams.ts). A member goes with their account; the
 * one owner per team is a unique index. Each organization account becomes the owner of a team of
 * its name, as a sign-up as an organization now does.
 */
export const TEAMS_MIGRATION: Migration = {
  version: 20,
  name: 'teams',
  up: (db) => {
    db.exec(`
      CREATE TABLE teams (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE team_members (
        team_id TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'presenter')),
        joined_at TEXT NOT NULL,
        PRIMARY KEY (team_id, user_id)
      ) STRICT;
      CREATE UNIQUE INDEX team_owner ON team_members (team_id) WHERE role = 'owner';
      CREATE INDEX team_members_by_user ON team_members (user_id, joined_at);
      CREATE TABLE team_invitations (
        id TEXT PRIMARY KEY,
        team_id TEXT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'presenter')),
        token_hash TEXT NOT NULL UNIQUE,
        invited_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        accepted_at TEXT,
        withdrawn_at TEXT
      ) STRICT;
      CREATE INDEX team_invitations_by_team ON team_invitations (team_id, created_at);`);
    const organizations = db
      .prepare<[], { id: string; name: string; created_at: string }>(
        `SELECT id, name, created_at FROM users WHERE account_type = 'organization'`,
      )
      .all();
    const insertTeam = db.prepare<[string, string]>(
      `INSERT INTO teams (id, name, created_at) VALUES (${SQL_UUID}, ?, ?) RETURNING id`,
    );
    const insertOwner = db.prepare<[string, string, string]>(
      `INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'owner', ?)`,
    );
    for (const org of organizations) {
      const { id } = insertTeam.get(org.name, org.created_at) as { id: string };
      insertOwner.run(id, org.id, org.created_at);
    }
  },
};

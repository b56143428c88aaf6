import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { sqliteBeforeMigration } from '#api-test/sqlite-before';
import { createSqliteStore } from './open';

const databaseBefore = sqliteBeforeMigration();
/** A database as the app left it just before migration 24, in a folder of its own. */
const databaseBefore24 = () => databaseBefore(24);

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

function addUser(db: Database.Database, id: string, type: 'individual' | 'organization') {
  db.prepare(
    `INSERT INTO users (id, username, email, name, account_type, password_hash, created_at)
     VALUES (?, ?, ?, ?, ?, 'h', ?)`,
  ).run(id, `u${id.slice(0, 8)}`, `${id}@example.com`, `User ${id.slice(0, 4)}`, type, at(1));
}

function addTeam(db: Database.Database, ownerId: string, createdAt: string): string {
  const id = crypto.randomUUID();
  db.prepare('INSERT INTO teams (id, name, created_at) VALUES (?, ?, ?)').run(id, 'T', createdAt);
  db.prepare(
    `INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'owner', ?)`,
  ).run(id, ownerId, createdAt);
  return id;
}

function addFlipbook(
  db: Database.Database,
  ownerId: string,
  over: { teamId?: string; deletedAt?: string; views?: number } = {},
): string {
  const id = crypto.randomUUID();
  db.prepare(
    `INSERT INTO flipbooks (id, owner_id, team_id, title, created_at, updated_at, deleted_at, views)
     VALUES (?, ?, ?, 'Old', ?, ?, ?, ?)`,
  ).run(id, ownerId, over.teamId ?? null, at(2), at(2), over.deletedAt ?? null, over.views ?? 0);
  return id;
}

describe('migration 24: organizations’ flipbooks into their teams', () => {
  it('moves each organization account’s personal flipbooks, tombstones too, into the team it owns', async () => {
    const { dir, db } = databaseBefore24();
    const [org, person] = [crypto.randomUUID(), crypto.randomUUID()];
    addUser(db, org, 'organization');
    addUser(db, person, 'individual');
    const team = addTeam(db, org, at(1));
    const live = addFlipbook(db, org, { views: 7 });
    const gone = addFlipbook(db, org, { deletedAt: at(3) });
    const own = addFlipbook(db, person);
    db.prepare(
      `INSERT INTO leads (id, owner_id, flipbook_id, email, source, captured_at, created_at)
       VALUES (?, ?, ?, 'ada@example.com', 'link', ?, ?)`,
    ).run(crypto.randomUUID(), org, live, at(3), at(3));
    db.close();

    const store = createSqliteStore(dir);
    expect(await store.flipbooks.get(live)).toMatchObject({ teamId: team, ownerId: org, views: 7 });
    expect(await store.flipbooks.get(gone)).toMatchObject({ teamId: team, deletedAt: at(3) });
    expect((await store.flipbooks.get(own))?.teamId).toBeNull();
    expect((await store.flipbooks.listByTeam(team)).map((b) => b.id)).toEqual([live]);
    // Its leads stay its maker's, as its shared link and views stay.
    expect((await store.leads.listByOwner(org)).map((l) => l.flipbookId)).toEqual([live]);
    await store.close();
  });

  it('takes the oldest team an organization owns, leaves a team flipbook where it is, and moves nothing of one that owns none', async () => {
    const { dir, db } = databaseBefore24();
    const [owner, handedOver, member] = [
      crypto.randomUUID(),
      crypto.randomUUID(),
      crypto.randomUUID(),
    ];
    for (const id of [owner, handedOver, member]) addUser(db, id, 'organization');
    const newer = addTeam(db, owner, at(5));
    const older = addTeam(db, owner, at(4));
    const elsewhere = addTeam(db, member, at(1));
    // An organization that handed its team over and is an admin of it now.
    db.prepare(
      `INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'admin', ?)`,
    ).run(elsewhere, handedOver, at(2));
    const mine = addFlipbook(db, owner);
    const inNewer = addFlipbook(db, owner, { teamId: newer });
    const kept = addFlipbook(db, handedOver);
    db.close();

    const store = createSqliteStore(dir);
    expect((await store.flipbooks.get(mine))?.teamId).toBe(older);
    expect((await store.flipbooks.get(inNewer))?.teamId).toBe(newer);
    expect((await store.flipbooks.get(kept))?.teamId).toBeNull();
    await store.close();
  });
});

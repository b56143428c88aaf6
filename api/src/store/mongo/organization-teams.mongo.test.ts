import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { newTestDatabase } from '#api-test/mongo/test-database';
import { testUserRecord } from '#api-test/users';
import { FLIPBOOK_ID } from '#core/flipbook-id';
import type { UserRecord } from '../users';
import { createMongoStore } from './open';
import { organizationTeamId } from './organization-teams';

const TEAM_ID = '6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f';

/** A database as the app left it before teams: these users, and what `more` writes by hand. */
async function databaseBeforeTeams(
  users: UserRecord[],
  more: (connection: mongoose.Connection) => Promise<void> = async () => {},
) {
  const database = newTestDatabase('flipfold_before_teams');
  const connection = await mongoose.createConnection(database.uri).asPromise();
  try {
    await connection
      .collection<{ _id: string }>('users')
      .insertMany(users.map(({ id, ...user }) => ({ _id: id, ...user })));
    await more(connection);
  } finally {
    await connection.close();
  }
  return database;
}

const organization = (name: string) =>
  testUserRecord({ accountType: 'organization', name, createdAt: '2026-01-02T03:04:05.006Z' });

describe('the MongoDB store opening a database from before teams', () => {
  it('makes each organization account the owner of a team of its name, and no individual', async () => {
    const [acme, person] = [organization('Acme Ltd'), testUserRecord()];
    const database = await databaseBeforeTeams([acme, person]);
    const store = await createMongoStore(database.uri);
    try {
      const [mine] = await store.teams.teamsOf(acme.id);
      expect(await store.teams.teamsOf(acme.id)).toEqual([
        {
          team: {
            id: expect.stringMatching(FLIPBOOK_ID),
            name: 'Acme Ltd',
            createdAt: acme.createdAt,
          },
          role: 'owner',
          memberCount: 1,
        },
      ]);
      expect(await store.teams.members(mine?.team.id ?? '')).toEqual([
        { teamId: mine?.team.id, userId: acme.id, role: 'owner', joinedAt: acme.createdAt },
      ]);
      expect(await store.teams.teamsOf(person.id)).toEqual([]);
      expect(await store.teams.count()).toBe(1);
    } finally {
      await store.close();
      await database.drop();
    }
  });

  it('makes no second team when opened again, nor when two processes open it at once', async () => {
    const orgs = [organization('One'), organization('Two'), organization('Three')];
    const database = await databaseBeforeTeams(orgs);
    const stores = await Promise.all([
      createMongoStore(database.uri),
      createMongoStore(database.uri),
    ]);
    try {
      const again = await createMongoStore(database.uri);
      stores.push(again);
      expect(await again.teams.count()).toBe(3);
      for (const org of orgs) {
        expect((await again.teams.teamsOf(org.id)).map((t) => [t.team.name, t.role])).toEqual([
          [org.name, 'owner'],
        ]);
      }
    } finally {
      for (const store of stores) await store.close();
      await database.drop();
    }
  });

  it('gives no team to an organization account already in one', async () => {
    const acme = organization('Acme Ltd');
    const database = await databaseBeforeTeams([acme], async (connection) => {
      await connection
        .collection<{ _id: string; name: string; createdAt: string }>('teams')
        .insertOne({
          _id: TEAM_ID,
          name: 'Joined',
          createdAt: acme.createdAt,
        });
      await connection.collection('team_members').insertOne({
        teamId: TEAM_ID,
        userId: acme.id,
        role: 'owner',
        joinedAt: acme.createdAt,
      });
    });
    const store = await createMongoStore(database.uri);
    try {
      expect((await store.teams.teamsOf(acme.id)).map((t) => t.team.id)).toEqual([TEAM_ID]);
      expect(await store.teams.count()).toBe(1);
    } finally {
      await store.close();
      await database.drop();
    }
  });

  it('does it once: an organization account in no team later is not given another', async () => {
    const acme = organization('Acme Ltd');
    const database = await databaseBeforeTeams([acme]);
    const first = await createMongoStore(database.uri);
    const later = organization('Signed Up Later');
    try {
      await first.users.create(later);
      const [own] = await first.teams.teamsOf(acme.id);
      await first.teams.delete(own?.team.id ?? '');
    } finally {
      await first.close();
    }
    const second = await createMongoStore(database.uri);
    try {
      expect(await second.teams.teamsOf(acme.id)).toEqual([]);
      expect(await second.teams.teamsOf(later.id)).toEqual([]);
      expect(await second.teams.count()).toBe(0);
    } finally {
      await second.close();
      await database.drop();
    }
  });

  it('gives an organization’s team the same id from every process', () => {
    const id = crypto.randomUUID();
    expect(organizationTeamId(id)).toMatch(FLIPBOOK_ID);
    expect(organizationTeamId(id)).toBe(organizationTeamId(id));
    expect(organizationTeamId(id)).not.toBe(organizationTeamId(crypto.randomUUID()));
  });
});

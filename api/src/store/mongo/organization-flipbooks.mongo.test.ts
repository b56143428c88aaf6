import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { newTestDatabase } from '#api-test/mongo/test-database';
import { storedFlipbook } from '#api-test/stored-flipbook';
import { testUserRecord } from '#api-test/users';
import type { FlipbookRecord } from '../flipbooks';
import type { UserRecord } from '../users';
import { createMongoStore } from './open';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

/**
 * A database as the app left it before the team library: these users and flipbooks (written as
 * documents without a team, as they were), and what `more` writes by hand.
 */
async function databaseBefore(
  users: UserRecord[],
  flipbooks: FlipbookRecord[],
  more: (connection: mongoose.Connection) => Promise<void> = async () => {},
) {
  const database = newTestDatabase('flipfold_before_team_library');
  const connection = await mongoose.createConnection(database.uri).asPromise();
  try {
    await connection
      .collection<{ _id: string }>('users')
      .insertMany(users.map(({ id, ...user }) => ({ _id: id, ...user })));
    await connection.collection<{ _id: string }>('flipbooks').insertMany(
      flipbooks.map(({ id, teamId: _none, content: _c, ...b }) => ({
        _id: id,
        ...b,
        content: [],
      })),
    );
    await more(connection);
  } finally {
    await connection.close();
  }
  return database;
}

const organization = () => testUserRecord({ accountType: 'organization', createdAt: at(1) });

describe('the MongoDB store opening a database from before the team library', () => {
  it('moves each organization account’s personal flipbooks, tombstones too, into its team', async () => {
    const [acme, person] = [organization(), testUserRecord()];
    const live = storedFlipbook(acme.id, { views: 7 });
    const gone = storedFlipbook(acme.id, { deletedAt: at(3) });
    const own = storedFlipbook(person.id);
    const database = await databaseBefore([acme, person], [live, gone, own]);
    const store = await createMongoStore(database.uri);
    try {
      const [team] = await store.teams.teamsOf(acme.id);
      const teamId = team?.team.id;
      expect(teamId).toBeDefined();
      expect(await store.flipbooks.get(live.id)).toMatchObject({
        teamId,
        ownerId: acme.id,
        views: 7,
      });
      expect(await store.flipbooks.get(gone.id)).toMatchObject({ teamId, deletedAt: at(3) });
      expect((await store.flipbooks.get(own.id))?.teamId).toBeNull();
      expect((await store.flipbooks.listByTeam(teamId ?? '')).map((b) => b.id)).toEqual([live.id]);
    } finally {
      await store.close();
      await database.drop();
    }
  });

  it('takes the oldest team an organization owns and leaves a team flipbook where it is', async () => {
    const acme = organization();
    const [older, newer] = [crypto.randomUUID(), crypto.randomUUID()];
    const mine = storedFlipbook(acme.id);
    const { id: inNewer, content: _c, ...fields } = storedFlipbook(acme.id, { teamId: newer });
    const database = await databaseBefore([acme], [mine], async (connection) => {
      const teams = connection.collection<{ _id: string; name: string; createdAt: string }>(
        'teams',
      );
      await teams.insertMany([
        { _id: newer, name: 'Newer', createdAt: at(5) },
        { _id: older, name: 'Older', createdAt: at(4) },
      ]);
      await connection.collection('team_members').insertMany([
        { teamId: newer, userId: acme.id, role: 'owner', joinedAt: at(5) },
        { teamId: older, userId: acme.id, role: 'owner', joinedAt: at(4) },
      ]);
      const inTeam = { _id: inNewer, ...fields, content: [] };
      await connection.collection<{ _id: string }>('flipbooks').insertOne(inTeam);
    });
    const store = await createMongoStore(database.uri);
    try {
      expect((await store.flipbooks.get(mine.id))?.teamId).toBe(older);
      expect((await store.flipbooks.listByTeam(newer)).map((b) => b.id)).toEqual([inNewer]);
    } finally {
      await store.close();
      await database.drop();
    }
  });

  it('moves them once, even when two processes open the database at once', async () => {
    const acme = organization();
    const first = storedFlipbook(acme.id);
    const database = await databaseBefore([acme], [first]);
    const stores = await Promise.all([
      createMongoStore(database.uri),
      createMongoStore(database.uri),
    ]);
    try {
      const [team] = await stores[0].teams.teamsOf(acme.id);
      expect((await stores[1].flipbooks.get(first.id))?.teamId).toBe(team?.team.id);
      // A personal flipbook the account makes afterwards stays personal when it opens again.
      const later = storedFlipbook(acme.id);
      await stores[0].flipbooks.create(later);
      const again = await createMongoStore(database.uri);
      stores.push(again);
      expect((await again.flipbooks.get(later.id))?.teamId).toBeNull();
      expect(await again.teams.count()).toBe(1);
    } finally {
      for (const store of stores) await store.close();
      await database.drop();
    }
  });
});

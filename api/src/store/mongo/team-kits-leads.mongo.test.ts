import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { newTestDatabase } from '#api-test/mongo/test-database';
import { testUserRecord } from '#api-test/users';
import type { UserRecord } from '../users';
import { createMongoStore } from './open';

/** A kit as the app stored it before kits had a team. */
const oldKit = (ownerId: string) => ({
  _id: crypto.randomUUID(),
  ownerId,
  name: 'Spring Fair',
  flipbooks: [],
  idleSeconds: 30,
  versions: {},
  createdAt: '2026-01-03T00:00:00.000Z',
  updatedAt: '2026-01-03T00:00:00.000Z',
  deletedAt: null,
});

/** A lead as the app stored it before leads knew who captured them. */
const oldLead = (ownerId: string, source: 'kiosk' | 'link') => ({
  _id: crypto.randomUUID(),
  ownerId,
  flipbookId: crypto.randomUUID(),
  email: 'ada@example.com',
  source,
  capturedAt: '2026-01-03T00:00:00.000Z',
  createdAt: '2026-01-03T00:00:00.000Z',
  deletedAt: null,
});

type Docs = { users: UserRecord[]; kits: object[]; leads: object[] };

/** A database as the app left it before team kits and leads: these documents, written by hand. */
async function databaseBefore({ users, kits, leads }: Docs) {
  const database = newTestDatabase('flipfold_before_team_kits');
  const connection = await mongoose.createConnection(database.uri).asPromise();
  try {
    await connection
      .collection<{ _id: string }>('users')
      .insertMany(users.map(({ id, ...user }) => ({ _id: id, ...user })));
    for (const [name, docs] of [
      ['kits', kits],
      ['leads', leads],
    ] as const)
      if (docs.length) await connection.collection<{ _id: string }>(name).insertMany(docs as []);
  } finally {
    await connection.close();
  }
  return database;
}

describe('the MongoDB store opening a database from before team kits and leads', () => {
  it('moves each organization’s kits into its team, leaves others’ personal, and names a kiosk lead’s capturer', async () => {
    const acme = testUserRecord({ accountType: 'organization', name: 'Acme Ltd' });
    const person = testUserRecord();
    const [orgKit, ownKit] = [oldKit(acme.id), oldKit(person.id)];
    const [atBooth, onLink] = [oldLead(person.id, 'kiosk'), oldLead(person.id, 'link')];
    const database = await databaseBefore({
      users: [acme, person],
      kits: [orgKit, ownKit],
      leads: [atBooth, onLink],
    });
    const store = await createMongoStore(database.uri);
    try {
      const [own] = await store.teams.teamsOf(acme.id);
      expect((await store.kits.get(orgKit._id))?.teamId).toBe(own?.team.id);
      expect((await store.kits.get(ownKit._id))?.teamId).toBeNull();
      expect(await store.leads.get(atBooth._id)).toMatchObject({
        capturedBy: person.id,
        sentAfterRemoval: false,
      });
      expect((await store.leads.get(onLink._id))?.capturedBy).toBeNull();
    } finally {
      await store.close();
      await database.drop();
    }
  });

  it('does it once per database: a kit stored without a team afterwards stays personal', async () => {
    const acme = testUserRecord({ accountType: 'organization', name: 'Acme Ltd' });
    const database = await databaseBefore({ users: [acme], kits: [oldKit(acme.id)], leads: [] });
    await (await createMongoStore(database.uri)).close();
    // As a process of the version before would still store it.
    const later = oldKit(acme.id);
    const connection = await mongoose.createConnection(database.uri).asPromise();
    await connection.collection<{ _id: string }>('kits').insertOne(later);
    await connection.close();
    const again = await createMongoStore(database.uri);
    try {
      expect((await again.kits.get(later._id))?.teamId).toBeNull();
    } finally {
      await again.close();
      await database.drop();
    }
  });
});

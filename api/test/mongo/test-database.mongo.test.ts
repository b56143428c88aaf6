import mongoose from 'mongoose';
import { describe, expect } from 'vitest';
import { createMongoStore } from '#api/store/mongo/open';
import { itNeedsRealMongo } from './real-server';
import { mongoTestServer, newTestDatabase } from './test-database';

/** Runs against a shared real server must leave nothing behind. */
describe('the test databases on a real MongoDB server', () => {
  itNeedsRealMongo('the emulator has no dropDatabase or listDatabases')(
    'are removed from the server when a test drops them',
    async () => {
      const database = newTestDatabase('flipfold_drop');
      const store = await createMongoStore(database.uri);
      await store.rateLimits.hit('k', 1000, Date.now());
      await store.close();
      const admin = await mongoose.createConnection(mongoTestServer().uri).asPromise();
      try {
        const names = async () =>
          (await admin.listDatabases()).databases.map((d: { name: string }) => d.name);
        expect(await names()).toContain(database.name);
        await database.drop();
        expect(await names()).not.toContain(database.name);
      } finally {
        await admin.close();
      }
    },
  );
});

import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTestDatabase } from '#api-test/mongo/test-database';
import type { Store } from '../port';
import { createMongoStore } from './open';

/** On the run's MongoDB server: the emulator, or the one in MONGODB_URI (vitest project "mongo"). */
describe('GridFS media left behind by an interrupted write', () => {
  const database = newTestDatabase('flipfold_media');
  let store: Store;
  let db: mongoose.mongo.Db;
  beforeAll(async () => {
    store = await createMongoStore(database.uri);
    const connection = mongoose.connections.find((c) => c.name === database.name);
    if (!connection?.db) throw new Error('no connection to the test database');
    db = connection.db;
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('removes chunks without a file once older than the cut-off, and no whole file', async () => {
    const bytes = crypto.randomBytes(300 * 1024);
    const name = `${crypto.createHash('sha256').update(bytes).digest('hex')}.png`;
    await store.media.put(name, bytes);
    const chunk = (filesId: mongoose.mongo.ObjectId) => ({
      files_id: filesId,
      n: 0,
      data: new mongoose.mongo.Binary(crypto.randomBytes(16)),
    });
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const stale = mongoose.mongo.ObjectId.createFromTime(hourAgo);
    const inFlight = new mongoose.mongo.ObjectId();
    await db.collection('media.chunks').insertMany([chunk(stale), chunk(inFlight)]);
    expect(await store.media.removeUnfinished(Date.now() - 60_000)).toBe(1);
    expect(await db.collection('media.chunks').countDocuments({ files_id: stale })).toBe(0);
    expect(await db.collection('media.chunks').countDocuments({ files_id: inFlight })).toBe(1);
    expect((await store.media.get(name))?.equals(bytes)).toBe(true);
    // The whole file, its chunks made long ago, stays too.
    expect(await store.media.removeUnfinished(Date.now() + 60_000)).toBe(1);
    expect((await store.media.get(name))?.equals(bytes)).toBe(true);
  });
});

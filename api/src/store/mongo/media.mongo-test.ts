import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../port';
import { createMongoStore } from './open';

/** Run with `MONGODB_URI=mongodb://… npm run test:mongo`; without a server it fails, it never skips. */
const uri = process.env.MONGODB_URI;
if (!uri) throw new Error('MONGODB_URI is not set: the GridFS media test needs a MongoDB server');

describe('GridFS media left behind by an interrupted write', () => {
  let store: Store;
  let db: mongoose.mongo.Db;
  beforeAll(async () => {
    const url = new URL(uri);
    url.pathname = `/flipfold_media_${crypto.randomBytes(4).toString('hex')}`;
    store = await createMongoStore(url.toString(), '');
    const connection = mongoose.connections.find((c) => c.name === url.pathname.slice(1));
    if (!connection?.db) throw new Error('no connection to the test database');
    db = connection.db;
  });
  afterAll(() => store.close());

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

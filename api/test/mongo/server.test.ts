import { describe, expect, it } from 'vitest';
import { startMongoTestServer, withDatabase } from './server';

describe('the MongoDB server of a test run', () => {
  it('is the server in MONGODB_URI when it is set, with no emulator started', async () => {
    const server = await startMongoTestServer(
      { MONGODB_URI: 'mongodb://db.example:27017/x' },
      null,
    );
    expect(server).toMatchObject({ uri: 'mongodb://db.example:27017/x', kind: 'real' });
  });

  it('fails with the reason and the way out where neither the emulator nor MONGODB_URI is there', async () => {
    await expect(startMongoTestServer({}, null)).rejects.toThrow(
      /emulator .* is not installed .* Set MONGODB_URI to a MongoDB 7 or 8 replica set/,
    );
  });

  it.each([
    ['mongodb://127.0.0.1:4000/test?replicaSet=rs0', 'mongodb://127.0.0.1:4000/t1?replicaSet=rs0'],
    ['mongodb://u:p@h1:1,h2:2/?authSource=admin', 'mongodb://u:p@h1:1,h2:2/t1?authSource=admin'],
    ['mongodb+srv://cluster.example.net', 'mongodb+srv://cluster.example.net/t1'],
  ])('puts its own database name into %s, keeping the options', (uri, expected) => {
    expect(withDatabase(uri, 't1')).toBe(expected);
  });
});

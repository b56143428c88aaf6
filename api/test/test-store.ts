import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '#api/store/port';
import { createSqliteStore } from '#api/store/sqlite/open';
import type { TestDatabase } from './mongo/test-database';

/**
 * The store the API suites run on: SQLite in the vitest project "api", MongoDB in the project
 * "mongo", which sets FLIPFOLD_TEST_STORE (vitest.config.ts). Tests written with startTestApp run
 * on both without knowing which.
 */
export type TestStoreKind = 'sqlite' | 'mongodb';

export const testStoreKind = (): TestStoreKind =>
  process.env.FLIPFOLD_TEST_STORE === 'mongodb' ? 'mongodb' : 'sqlite';

export interface TestStore {
  store: Store;
  /** The database URI when the store is MongoDB, for server processes started on the same data. */
  mongodbUri: string | undefined;
  /** Names of every stored media file, wherever the store keeps them. */
  mediaNames(): Promise<string[]>;
  /** Closes the store and removes its data. */
  dispose(): Promise<void>;
}

/**
 * Opens a fresh store of the run's kind; SQLite data lives in dataDir, MongoDB in its own database.
 * Given a MongoDB URI, opens that database instead and leaves it to the caller to remove.
 */
export async function openTestStore(dataDir: string, mongodbUri?: string): Promise<TestStore> {
  if (!mongodbUri && testStoreKind() === 'sqlite') {
    const store = createSqliteStore(dataDir);
    const mediaDir = path.join(dataDir, 'media');
    return {
      store,
      mongodbUri: undefined,
      mediaNames: async () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : []),
      dispose: () => store.close(),
    };
  }
  // Loaded only here, as the app loads mongoose only when MONGODB_URI is set.
  const { createMongoStore } = await import('#api/store/mongo/open');
  const database: TestDatabase = mongodbUri
    ? { uri: mongodbUri, drop: async () => {} }
    : (await import('./mongo/test-database')).newTestDatabase();
  const store = await createMongoStore(database.uri);
  return {
    store,
    mongodbUri: database.uri,
    mediaNames: () => gridFsNames(database.uri),
    dispose: async () => {
      await store.close();
      await database.drop();
    },
  };
}

/** GridFS keeps one files document per stored media (bucket "media", see store/mongo/media.ts). */
async function gridFsNames(uri: string): Promise<string[]> {
  const { default: mongoose } = await import('mongoose');
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    const files = await connection
      .collection('media.files')
      .find({}, { projection: { filename: 1 } })
      .toArray();
    return [...new Set(files.map((f) => String(f.filename)))].sort();
  } finally {
    await connection.close();
  }
}

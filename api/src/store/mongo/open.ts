import mongoose from 'mongoose';
import type { Store } from '../port';
import { mongoFlipbookStore } from './flipbooks';
import { gridFsMediaStore } from './media';
import { mongoRateLimitStore } from './rate-limits';
import { mongoSecretStore } from './secrets';
import { mongoUserStore } from './users';

/** The MongoDB adapter (MONGODB_URI): same port, mongoose with sanitizeFilter on. */
export async function createMongoStore(uri: string, _dataDir: string): Promise<Store> {
  mongoose.set('sanitizeFilter', true);
  mongoose.set('strictQuery', true);
  const connection = await mongoose
    .createConnection(uri, { serverSelectionTimeoutMS: 10_000 })
    .asPromise();
  return {
    kind: 'mongodb',
    users: mongoUserStore(connection),
    secrets: mongoSecretStore(connection),
    rateLimits: mongoRateLimitStore(connection),
    flipbooks: mongoFlipbookStore(connection),
    media: gridFsMediaStore(connection),
    ping: async () => {
      await connection.db?.admin().ping();
    },
    close: async () => {
      await connection.close();
    },
  };
}

import type { Config } from '../config';
import type { Store } from './port';
import { createSqliteStore } from './sqlite/open';

/** Chooses the adapter once from config; the MongoDB SDK is loaded only when it is chosen. */
export async function createStore(config: Pick<Config, 'dataDir' | 'mongodbUri'>): Promise<Store> {
  if (config.mongodbUri) {
    const { createMongoStore } = await import('./mongo/open');
    return createMongoStore(config.mongodbUri);
  }
  return createSqliteStore(config.dataDir);
}

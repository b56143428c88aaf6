import crypto from 'node:crypto';
import { inject } from 'vitest';
import { dropDatabase, withDatabase } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the mongo project's global setup: the server every MongoDB case of the run uses. */
    mongodb: { uri: string; kind: 'emulator' | 'real' };
  }
}

export interface TestDatabase {
  uri: string;
  /** Removes the database from a real server; the emulator's data goes when it stops. */
  drop(): Promise<void>;
}

/** The run's MongoDB server (emulator or MONGODB_URI), as the mongo project's setup provided it. */
export function mongoTestServer() {
  const server = inject('mongodb');
  if (!server) {
    throw new Error(
      'No MongoDB server was provided: MongoDB tests run in the vitest project "mongo" (npm run test:mongo)',
    );
  }
  return server;
}

/** A database of its own, so test files never see each other's users, limits or flipbooks. */
export function newTestDatabase(prefix = 'flipfold_test'): TestDatabase & { name: string } {
  const server = mongoTestServer();
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const uri = withDatabase(server.uri, name);
  return {
    name,
    uri,
    drop: async () => {
      // The emulator has no dropDatabase; it is stopped at the end of the run instead.
      if (server.kind === 'real') await dropDatabase(uri);
    },
  };
}

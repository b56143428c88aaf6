import type { TestProject } from 'vitest/node';
import { startMongoTestServer } from './server';
import type {} from './test-database';

/**
 * Global setup of the vitest project "mongo": one MongoDB server for the whole run (the emulator,
 * or MONGODB_URI's server), stopped at the end whether the tests passed or not. Without either it
 * throws, so the tier fails with the reason instead of passing unseen.
 */
export default async function setup(project: TestProject) {
  const server = await startMongoTestServer();
  project.provide('mongodb', { uri: server.uri, kind: server.kind });
  // Read by the summary reporter, which runs in this same process.
  process.env.FLIPFOLD_MONGODB_SERVER = server.kind;
  return () => server.stop();
}

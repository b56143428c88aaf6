import { it } from 'vitest';
import { testStoreKind } from '../test-store';
import { NEEDS_REAL_SERVER } from './summary-reporter';
import { mongoTestServer } from './test-database';

/** Why exact replies to concurrent updates of one document need a real MongoDB server. */
export const CONCURRENT_REPLIES =
  'the emulator can answer an update with the document as a concurrent update left it';

/** Why one winner among concurrent conditional updates of one document needs a real MongoDB server. */
export const CONCURRENT_CONDITIONS =
  'the emulator can apply two concurrent conditional updates of one document';

/**
 * A case whose behaviour the MongoDB emulator cannot show (the reason says which): an ordinary case
 * on SQLite and on a real MongoDB server (MONGODB_URI). On the emulator it does not run, and the
 * run's closing line names it as needing a real server, never as passed.
 */
export function itNeedsRealMongo(reason: string) {
  return (name: string, test: () => Promise<void>, timeout?: number) => {
    if (testStoreKind() === 'sqlite') return it(name, test, timeout);
    it.runIf(mongoTestServer().kind === 'real')(
      `${name} ${NEEDS_REAL_SERVER}: ${reason})`,
      test,
      timeout,
    );
  };
}

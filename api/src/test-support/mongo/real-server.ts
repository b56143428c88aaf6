import { it } from 'vitest';
import { mongoTestServer } from './test-database';

/** Ends the name of every case that only a real MongoDB server can show; the summary lists them. */
export const NEEDS_REAL_SERVER = '(needs a real MongoDB server';

/**
 * A case for a behaviour the emulator lacks (the reason says which): it runs only when MONGODB_URI
 * points at a real server. Elsewhere it does not run, and the run's closing line names it as not
 * run, never as passed.
 */
export function itOnRealServer(name: string, reason: string, test: () => Promise<void>) {
  it.runIf(mongoTestServer().kind === 'real')(`${name} ${NEEDS_REAL_SERVER}: ${reason})`, test);
}

/**
 * Thrown by a store when its database cannot be reached (the server is down, the network to it is
 * cut, a replica set has no primary). The API answers 503 with a code, never a 500, and the next
 * request tries again: the adapter reconnects by itself once the database is back.
 */
export class StoreUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The database cannot be reached', options);
  }
}

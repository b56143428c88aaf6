import mongoose from 'mongoose';
import { StoreUnavailableError } from '../unavailable';

/**
 * Server error codes that mean "no usable primary right now" (a server shutting down, a replica set
 * electing a new primary, the network to it failing), after the driver's own single retry.
 */
const UNAVAILABLE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/**
 * Socket errors the driver lets through unwrapped: a write on a connection the server has just
 * closed fails with Node's own EPIPE ("This socket has been ended by the other party").
 */
const SOCKET_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT']);

function isUnavailable(err: unknown): boolean {
  const { mongo } = mongoose;
  return (
    (err instanceof Error && SOCKET_CODES.has(String((err as NodeJS.ErrnoException).code))) ||
    err instanceof mongo.MongoNetworkError ||
    err instanceof mongo.MongoServerSelectionError ||
    err instanceof mongo.MongoNotConnectedError ||
    err instanceof mongo.MongoTopologyClosedError ||
    err instanceof mongoose.Error.MongooseServerSelectionError ||
    (err instanceof mongo.MongoServerError && UNAVAILABLE_CODES.has(Number(err.code)))
  );
}

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/**
 * The same sub-store, with a database that cannot be reached reported as StoreUnavailableError
 * (the API's 503) instead of the driver's own error classes, which the services must not know.
 */
export function reportingUnavailable<T extends { [K in keyof T]: AsyncMethod }>(store: T): T {
  const wrapped = Object.entries<AsyncMethod>(store).map(([name, method]) => [
    name,
    async (...args: never[]) => {
      try {
        return await method(...args);
      } catch (err) {
        throw isUnavailable(err) ? new StoreUnavailableError({ cause: err }) : err;
      }
    },
  ]);
  // Every method is replaced by one with the same parameters and result, so the shape is T's.
  return Object.fromEntries(wrapped) as T;
}

import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTestDatabase } from '#api-test/mongo/test-database';
import { endWritesOnClosedSockets } from './closed-socket-writes';

/** The driver's internals these tests reach into: its server, pool, monitor and connection. */
interface DriverConnection {
  socket: import('node:net').Socket;
  command(
    ns: { db: string; collection: string },
    command: object,
    options: object,
  ): Promise<unknown>;
}
interface DriverServer {
  pool: { connections: Iterable<DriverConnection> };
  monitor: { connection: DriverConnection | null; requestCheck(): void };
}

/** How long a command may take before the test calls it stuck: a healthy one takes milliseconds. */
const STUCK_MS = 5000;

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(
      () => 'answered',
      (err: Error) => `failed: ${err.name}: ${err.message}`,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve(`still waiting after ${ms} ms`), ms)),
  ]);

/**
 * A socket destroyed a moment before (its 'close' not yet said) takes a write and answers it with
 * neither 'drain' nor 'error' (docs/dependencies.md, "The MongoDB driver's writes"): the command
 * written to it must fail, not wait for ever.
 */
describe("the MongoDB driver's writes to a socket closed a moment before", () => {
  const database = newTestDatabase('flipfold_closed_sockets');
  let connection: mongoose.Connection;
  const server = () => {
    // biome-ignore lint/suspicious/noExplicitAny: the driver's internals have no public types.
    const topology = (connection.getClient() as any).topology;
    return [...topology.s.servers.values()][0] as DriverServer;
  };

  beforeAll(async () => {
    endWritesOnClosedSockets();
    // A check every 2 s, so a check asked for more than 0.5 s after the last runs at once.
    connection = await mongoose
      .createConnection(database.uri, { heartbeatFrequencyMS: 2000, bufferCommands: false })
      .asPromise();
    await connection.db?.admin().ping();
  });
  afterAll(async () => {
    await connection?.close(true);
    await database.drop();
  });

  it('fails a command written to it as a network error, within moments', async () => {
    const [pooled] = [...server().pool.connections];
    if (!pooled) throw new Error('The pool kept no connection after the ping');

    pooled.socket.destroy();
    const outcome = await within(
      pooled.command({ db: 'admin', collection: '$cmd' }, { ping: 1 }, {}),
      STUCK_MS,
    );
    expect(outcome).toMatch(/^failed: MongoNetworkError/);
    // The driver goes on: its next commands answer, on a fresh connection.
    await expect
      .poll(() => within(connection.db?.admin().ping() ?? Promise.reject(), STUCK_MS), {
        timeout: 3 * STUCK_MS,
      })
      .toBe('answered');
  });

  it('lets the driver check the server again when its check was the write', async () => {
    const client = connection.getClient();
    const beats = () =>
      new Promise<void>((resolve) => client.once('serverHeartbeatSucceeded', () => resolve()));
    await beats();
    // More than the least time between checks, and well before the next one is due.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const { monitor } = server();
    if (!monitor.connection) throw new Error('The monitor had no connection after a check');

    monitor.connection.socket.destroy();
    monitor.requestCheck();
    // Stuck, the check would never end and no other would follow.
    expect(await within(beats(), STUCK_MS + 2000)).toBe('answered');
  });
});

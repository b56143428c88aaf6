import { type ConnectionCounts, startTcpRelay, type TcpRelay } from '#testing/tcp-relay';
import { type MongoEmulator, startMongoEmulator } from './server';
import { mongoTestServer, newTestDatabase, type TestDatabase } from './test-database';

/** How long an operation waits for the database through the relay before it gives up. */
const SELECTION_TIMEOUT_MS = 1500;
/**
 * How often the driver checks on the server: at its default (10 s) the way back after a cut was
 * noticed only after tens of seconds on a loaded machine, and the outage test ran out of time once.
 */
const HEARTBEAT_MS = 500;
/**
 * How long a connection attempt, or a check of the server, waits for its answer. At the default
 * (30 s) one check that never got its answer after the cut held the way back for 30 s and more;
 * at 5 s it is given up and a fresh connection tries, while a check on a loaded machine still fits.
 */
const CONNECT_TIMEOUT_MS = 5000;

export interface RelayedDatabase {
  /** The database, reached through the relay with one direct connection. */
  uri: string;
  /** Cut it to make the database go away, as a crashed server or a broken network would. */
  relay: TcpRelay;
  /**
   * What the database itself says, past the relay: whether a fresh client reaches it directly,
   * and how the emulator's process is (for a failure to name whose the fault is).
   */
  diagnose(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A database of its own behind a TCP relay the test can cut. On the emulator it is a separate
 * emulator that runs standalone (see startMongoEmulator); a real server is relayed as it is. The
 * connection is direct: a replica-set client would learn the member's own address and go around
 * the relay.
 */
export async function startRelayedDatabase(): Promise<RelayedDatabase> {
  let own: MongoEmulator | null = null;
  let database: TestDatabase;
  if (mongoTestServer().kind === 'emulator') {
    own = await startMongoEmulator('standalone');
    database = { uri: own.uri, drop: async () => {} };
  } else {
    database = newTestDatabase('flipfold_relayed');
  }
  const target = plainHost(database.uri);
  const relay = await startTcpRelay(Number(target.port || 27017), target.hostname);
  const through = new URL(target);
  through.hostname = '127.0.0.1';
  through.port = String(relay.port);
  through.searchParams.delete('replicaSet');
  through.searchParams.set('directConnection', 'true');
  through.searchParams.set('serverSelectionTimeoutMS', String(SELECTION_TIMEOUT_MS));
  through.searchParams.set('heartbeatFrequencyMS', String(HEARTBEAT_MS));
  through.searchParams.set('connectTimeoutMS', String(CONNECT_TIMEOUT_MS));
  return {
    uri: through.toString(),
    relay,
    diagnose: async () =>
      [
        `connections to the relay since the cut: ${describeCounts(relay.connections())}`,
        `the database reached directly, not through the relay: ${await pingDirectly(database.uri)}`,
        `the driver's view of the relay: ${await driverState(relay.port)}`,
        own ? `the emulator: ${own.describe()}` : 'a real server',
      ].join('\n'),
    close: async () => {
      await relay.close();
      await database.drop();
      await own?.stop();
    },
  };
}

function describeCounts(c: ConnectionCounts): string {
  return `${c.opened} opened, ${c.closedByTarget} closed by the database first, ${c.closedByClient} by the API first, ${c.refused} refused`;
}

function plainHost(uri: string): URL {
  const url = uri.startsWith('mongodb://') ? new URL(uri) : null;
  if (!url || /[?&](tls|ssl)=true/i.test(uri)) {
    throw new Error(
      `The database outage tests relay one plain TCP host and cannot relay ${uri.split('@').pop()}: ` +
        'point MONGODB_URI at a single mongodb://host:port without TLS to run them.',
    );
  }
  return url;
}

/** 'answers' or why not, from a fresh client that gives up after a few seconds. */
async function pingDirectly(uri: string): Promise<string> {
  const { default: mongoose } = await import('mongoose');
  const connection = mongoose.createConnection(uri, {
    serverSelectionTimeoutMS: 5000,
    connectTimeoutMS: 5000,
    socketTimeoutMS: 5000,
  });
  try {
    await connection.asPromise();
    await connection.db?.admin().ping();
    return 'answers';
  } catch (err) {
    return `does not answer (${err instanceof Error ? err.message : String(err)})`;
  } finally {
    await connection.close().catch(() => {});
  }
}

/**
 * What the MongoDB driver of each connection in this process thinks of the server at the relay's
 * port, read from its internals (diagnostics only): the server's type and last error, and whether
 * its monitor is checking, waiting for its next check, or stopped. A monitor whose check never
 * ends is never asked for another, and the server stays unknown.
 */
async function driverState(port: number): Promise<string> {
  const { default: mongoose } = await import('mongoose');
  const seen: string[] = [];
  for (const connection of mongoose.connections) {
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the driver's internals have no public types.
      const topology = (connection.getClient() as any)?.topology;
      for (const [address, server] of topology?.s?.servers ?? []) {
        if (!String(address).endsWith(`:${port}`)) continue;
        const monitor = server.monitor;
        const interval = monitor?.monitorId;
        seen.push(
          [
            `${server.description?.type} (${server.description?.error?.message ?? 'no error'})`,
            `monitor ${monitor?.s?.state ?? 'none'}`,
            `a check under way: ${interval?.isExecutionInProgress ?? 'unknown'}`,
            `next check ${interval?.timerId ? 'set' : 'not set'}${interval?.stopped ? ', stopped' : ''}`,
            `its connection ${monitor?.connection ? (monitor.connection.closed ? 'closed' : 'open') : 'none'}`,
          ].join('; '),
        );
      }
    } catch (err) {
      seen.push(`unreadable (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  return seen.length > 0 ? seen.join(' | ') : 'no client of it in this process';
}

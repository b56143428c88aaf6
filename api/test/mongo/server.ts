import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the MongoDB tier runs: the wire-compatible emulator, or the real server in MONGODB_URI. */
export interface MongoTestServer {
  /** A mongodb:// URI; tests put their own database name into it (see withDatabase). */
  uri: string;
  kind: 'emulator' | 'real';
  stop(): Promise<void>;
}

/** The emulator, which can also say how its process is. */
export interface MongoEmulator extends MongoTestServer {
  /** Running or how it ended, and the last of what it printed. */
  describe(): string;
}

const EMULATOR_PACKAGE = '@jongodb/memory-server-bin-linux-x64-gnu';
const START_TIMEOUT_MS = 20_000;

/** The emulator binary shipped in the optional dependency, or null where it is not installed. */
function emulatorBinary(): string | null {
  try {
    const manifest = createRequire(import.meta.url).resolve(`${EMULATOR_PACKAGE}/package.json`);
    const binary = path.join(path.dirname(manifest), 'bin', 'jongodb');
    return fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/**
 * MONGODB_URI when it is set (a real server: every MongoDB case runs on it), otherwise a fresh
 * emulator on a free loopback port. Neither available fails with the reason and the way out.
 */
export async function startMongoTestServer(
  env: NodeJS.ProcessEnv = process.env,
  binary = emulatorBinary(),
): Promise<MongoTestServer> {
  if (env.MONGODB_URI) return { uri: env.MONGODB_URI, kind: 'real', stop: async () => {} };
  return startMongoEmulator('replica-set', binary);
}

/**
 * The emulator as a one-node replica set (as production runs) or, for a client that must talk to
 * it through one direct connection, standalone (a direct connection to a replica-set member asks
 * for reads from any member, which the emulator refuses).
 */
export async function startMongoEmulator(
  topology: 'replica-set' | 'standalone',
  binary = emulatorBinary(),
): Promise<MongoEmulator> {
  if (!binary) {
    throw new Error(
      `The MongoDB tests need a MongoDB server: the emulator (${EMULATOR_PACKAGE}) exists for ` +
        `Linux x64 only and is not installed on this ${process.platform}-${process.arch} machine. ` +
        'Set MONGODB_URI to a MongoDB 7 or 8 replica set, e.g. ' +
        'MONGODB_URI=mongodb://localhost:27017/flipfold npm test',
    );
  }
  const child = spawn(
    binary,
    [
      '--host=127.0.0.1',
      '--port=0',
      '--database=test',
      ...(topology === 'replica-set'
        ? ['--topology-profile=single_node_replicaset', '--replica-set-name=rs0']
        : ['--topology-profile=standalone']),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Whatever ends this process (a failed run included), the emulator goes with it.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  let output = '';
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      kill();
      reject(new Error(`The MongoDB emulator did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      // Kept for describe(): only its end, however long the emulator runs.
      output = (output + chunk.toString()).slice(-20_000);
      const found = /^JONGODB_URI=(\S+)$/m.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`The MongoDB emulator could not be started: ${err.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The MongoDB emulator exited with ${code} before it listened:\n${output}`));
    });
  });
  // The emulator mishandles the streaming server monitor ("Server ended moreToCome unexpectedly"
  // under load, which clears the connection pool); clients of it poll instead.
  const polled = `${uri}${uri.includes('?') ? '&' : '?'}serverMonitoringMode=poll`;
  return {
    uri: polled,
    kind: 'emulator',
    stop: () => stopChild(child, kill),
    describe: () => {
      const state =
        child.exitCode === null && child.signalCode === null
          ? 'running'
          : `ended (${child.exitCode ?? child.signalCode})`;
      return `${state}; it printed last:\n${collapseRepeats(output.slice(-3000))}`;
    },
  };
}

/** Lines as printed, a run of the same line as one with its count (× 40). */
function collapseRepeats(text: string): string {
  const runs: Array<{ line: string; count: number }> = [];
  for (const line of text.split('\n').filter(Boolean)) {
    const last = runs.at(-1);
    if (last?.line === line) last.count++;
    else runs.push({ line, count: 1 });
  }
  return runs.map(({ line, count }) => (count > 1 ? `${line} (× ${count})` : line)).join('\n');
}

function stopChild(child: ChildProcess, kill: () => void): Promise<void> {
  process.removeListener('exit', kill);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(kill, 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The same server URI with another database name (options such as replicaSet kept). */
export function withDatabase(uri: string, database: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match?.[1]) throw new Error(`Not a mongodb:// URI: ${uri}`);
  return `${match[1]}/${database}${match[2] ?? ''}`;
}

/** Removes a database from a real server (the emulator has no dropDatabase; it goes when stopped). */
export async function dropDatabase(uri: string): Promise<void> {
  const { default: mongoose } = await import('mongoose');
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningApp {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  /** Everything the server printed, for reading mailed links and codes in tests. */
  output(): string;
  /** Resolves once something the server printed matches `pattern` (a mailed code, say). */
  printed(pattern: RegExp): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The server as `npm run build` bundles it. */
export const SERVER_BUNDLE = 'dist-server/server.js';

/** What the server has printed so far, and the callers waiting for a pattern in it. */
class PrintedOutput {
  text = '';
  private readonly waiting = new Set<{ pattern: RegExp; resolve: () => void }>();

  take(chunk: Buffer): void {
    this.text += chunk.toString();
    for (const waiter of this.waiting) {
      if (!waiter.pattern.test(this.text)) continue;
      this.waiting.delete(waiter);
      waiter.resolve();
    }
  }

  printed(pattern: RegExp): Promise<void> {
    return pattern.test(this.text)
      ? Promise.resolve()
      : new Promise((resolve) => {
          this.waiting.add({ pattern, resolve });
        });
  }
}

/** The port the server says it listens on; it fails when the server exits or 30 s pass first. */
function listeningPort(child: ChildProcess, output: PrintedOutput): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The app did not start:\n${output.text}`)),
      30_000,
    );
    const onData = () => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output.text);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The app exited with ${code} before listening:\n${output.text}`));
    });
  });
}

/**
 * Starts the built app exactly as `npm start` does, on a free port with a temporary DATA_DIR
 * (or the one given, to restart on the same data).
 */
export async function startApp(
  options: { dataDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<RunningApp> {
  if (!fs.existsSync(SERVER_BUNDLE))
    throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` first (npm test does).`);
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // bcrypt's minimum: the journeys sign up and in by the hundred (the API tier proves 12).
      PASSWORD_HASH_COST: '4',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = new PrintedOutput();
  const take = (chunk: Buffer) => output.take(chunk);
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const port = await listeningPort(child, output);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    dataDir,
    pid: child.pid ?? -1,
    output: () => output.text,
    printed: (pattern) => output.printed(pattern),
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { serverArgs } from './server-command';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the server printed so far. */
  output(): string;
}

/** Starts the API server (serverArgs) as its own process on a free port over DATA_DIR. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const port = /localhost:(\d+)/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', () => reject(new Error(`server exited: ${out}`)));
  });
  return { child, url, output: () => out };
}

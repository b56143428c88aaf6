import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function runServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe('the server process', () => {
  it('stops at start with a one-line reason when PORT is not a number', async () => {
    const run = runServer({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    const lines = run.err().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT/);
    expect(run.err()).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('finishes in-flight requests and closes the store on SIGTERM', async () => {
    const run = runServer({ PORT: '0' });
    await expect
      .poll(() => run.out(), { timeout: 20_000 })
      .toMatch(/listening on http:\/\/localhost:\d+/);
    const port = /localhost:(\d+)/.exec(run.out())?.[1];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.out()).toContain('stopped');
  });
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverArgs } from '#api-test/server-command';

function runServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-server-'));
  const child = spawn(process.execPath, serverArgs(), {
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
  return { child, dataDir, exited, out: () => stdout, err: () => stderr };
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
    const port = Number(/localhost:(\d+)/.exec(run.out())?.[1]);
    // A chunked body the server cannot finish reading until the rest is sent after SIGTERM.
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/check-email',
      agent: false,
      headers: { 'Content-Type': 'application/json', Expect: '100-continue' },
    });
    const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('error', reject);
      request.once('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => {
          body += c.toString();
        });
        res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
    });
    // 100 Continue arrives once the server has read the headers: the request is now in flight.
    await new Promise<void>((resolve) => {
      request.once('continue', resolve);
      request.flushHeaders();
    });
    request.write('{"email": "in-flight');
    run.child.kill('SIGTERM');
    await expect.poll(() => run.out(), { timeout: 10_000 }).toContain('SIGTERM received');
    request.end('@example.com"}');
    const res = await reply;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ available: true });
    expect(await run.exited).toBe(0);
    expect(run.out()).toContain('stopped');
    // SQLite removes the write-ahead log only when the last connection closes cleanly.
    expect(fs.readdirSync(run.dataDir)).toContain('flipfold.sqlite');
    expect(fs.existsSync(path.join(run.dataDir, 'flipfold.sqlite-wal'))).toBe(false);
  });
});

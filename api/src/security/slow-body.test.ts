import crypto from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, TEST_PASSWORD } from '#api-test/users';

/**
 * A request whose body comes in two halves. `Expect: 100-continue` makes the server answer once
 * it has the headers and has started on the request, so what the test does between `continued`
 * and `finish` happens while the body is still on its way.
 */
function slowRequest(url: string, options: { path: string; token: string; body: string }) {
  const { hostname, port } = new URL(url);
  const bytes = Buffer.from(options.body);
  const half = Math.floor(bytes.length / 2);
  const req = http.request({
    host: hostname,
    port,
    method: 'POST',
    path: options.path,
    agent: false,
    headers: {
      ...bearer(options.token),
      'Content-Type': 'application/json',
      'Content-Length': bytes.length,
      Expect: '100-continue',
    },
  });
  const reply = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, at: performance.now() }));
    });
  });
  const continued = new Promise<void>((resolve) => {
    req.once('continue', () => {
      req.write(bytes.subarray(0, half));
      resolve();
    });
    req.flushHeaders();
  });
  return { continued, reply, finish: () => req.end(bytes.subarray(half)) };
}

describe('a session that ends while its request body is still arriving', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ BODY_TIMEOUT_SECONDS: '2' });
  });
  afterAll(() => app.close());

  const newBook = () =>
    JSON.stringify({
      id: crypto.randomUUID(),
      title: 'Slow',
      panels: { front: [dataUrl(noisePng(64, 64)), dataUrl(noisePng(64, 64))], back: [] },
    });
  const expectUnauthenticated = (reply: { status: number; body: string }) => {
    expect(reply.status).toBe(401);
    expect(JSON.parse(reply.body)).toEqual({
      error: 'Sign in to continue',
      code: 'UNAUTHENTICATED',
    });
  };

  it('answers 401 to a create whose account was deleted before its body arrived, storing nothing', async () => {
    const user = await createTestUser(app);
    const media = (await app.mediaNames()).sort();
    const before = await app.store.flipbooks.totals();
    const body = newBook();
    const slow = slowRequest(app.url, { path: '/api/flipbooks', token: user.token, body });
    await slow.continued;
    const deleted = await call(`${app.url}/api/user/delete-account`, {
      body: { password: TEST_PASSWORD },
      headers: bearer(user.token),
    });
    expect(deleted.status).toBe(200);
    slow.finish();
    expectUnauthenticated(await slow.reply);
    expect(await app.store.flipbooks.get(JSON.parse(body).id)).toBeNull();
    expect(await app.store.flipbooks.totals()).toEqual(before);
    expect((await app.mediaNames()).sort()).toEqual(media);
  });

  it('answers 401 to send-verification-code whose account was deleted meanwhile', async () => {
    const user = await createTestUser(app, { isVerified: false });
    const slow = slowRequest(app.url, {
      path: '/api/auth/send-verification-code',
      token: user.token,
      body: JSON.stringify({ note: 'x'.repeat(64) }),
    });
    await slow.continued;
    await call(`${app.url}/api/user/delete-account`, {
      body: { password: TEST_PASSWORD },
      headers: bearer(user.token),
    });
    slow.finish();
    expectUnauthenticated(await slow.reply);
  });

  it.each([
    ['the password was changed', 'change-password'],
    ['the session was signed out', 'logout'],
  ])('answers 401 to a create whose body arrived after %s', async (_, ending) => {
    const user = await createTestUser(app);
    const body = newBook();
    const slow = slowRequest(app.url, { path: '/api/flipbooks', token: user.token, body });
    await slow.continued;
    const ended =
      ending === 'logout'
        ? await call(`${app.url}/api/auth/logout`, { method: 'POST', headers: bearer(user.token) })
        : await call(`${app.url}/api/user/change-password`, {
            body: { currentPassword: TEST_PASSWORD, newPassword: 'Other-Pass-42!' },
            headers: bearer(user.token),
          });
    expect(ended.status).toBe(200);
    slow.finish();
    expectUnauthenticated(await slow.reply);
    expect(await app.store.flipbooks.get(JSON.parse(body).id)).toBeNull();
  });

  it('answers 408 to a body that does not arrive within BODY_TIMEOUT_SECONDS, storing nothing', async () => {
    const user = await createTestUser(app);
    const body = newBook();
    const slow = slowRequest(app.url, { path: '/api/flipbooks', token: user.token, body });
    await slow.continued;
    const started = performance.now();
    // The second half never comes.
    const reply = await slow.reply;
    expect(reply.status).toBe(408);
    expect(JSON.parse(reply.body)).toEqual({
      error: 'The request body took too long to arrive',
      code: 'REQUEST_TIMEOUT',
    });
    // 2 s configured: far from Node's own 300 s, with room for a loaded machine.
    expect(reply.at - started).toBeGreaterThan(1500);
    expect(reply.at - started).toBeLessThan(20_000);
    expect(await app.store.flipbooks.get(JSON.parse(body).id)).toBeNull();
  });
});

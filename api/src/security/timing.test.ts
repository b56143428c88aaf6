import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { call } from '#api-test/http';
import { startMailSink } from '#api-test/mail-sink';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser } from '#api-test/users';

let lastAddress = 0;
const fromNewAddress = () => ({ 'X-Forwarded-For': `192.0.2.${++lastAddress % 250}` });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe('calls that must not tell whether an account exists, by their timing', () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  beforeAll(async () => {
    sink = await startMailSink();
    // Behind one proxy, so each call has its own address and no per-IP limit steps in.
    app = await startTestApp({ SMTP_URL: sink.url, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    sink.hold(false);
    await app.close();
    await sink.close();
  });

  it.each([
    ['request-reset', (email: string) => ({ username: email }), true],
    ['resend-verification', (email: string) => ({ email }), false],
  ])(
    'answers %s for a known account while its mail is still being sent',
    async (route, body, verified) => {
      const { user } = await createTestUser(app, { isVerified: verified });
      sink.hold(true);
      onTestFinished(() => sink.hold(false));
      const reply = call(`${app.url}/api/auth/${route}`, {
        body: body(user.email),
        headers: fromNewAddress(),
      });
      // The server is sending the mail, and the sink holds it unaccepted...
      await expect.poll(() => sink.waiting(), { timeout: 10_000 }).toBe(1);
      // ...yet the answer is already there (it does not wait for the mail).
      const res = await Promise.race([
        reply,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
      ]);
      expect(res?.status, 'no answer while the mail was held').toBe(200);
      expect(sink.forAddress(user.email)).toHaveLength(0);
      sink.hold(false);
      await sink.waitFor(user.email);
    },
  );

  it('answers request-reset as fast for a known account as for an unknown one', async () => {
    // Timed from a thread of its own: a client on the server's event loop would only read the
    // answer after the work the server does once it has answered.
    const client = new Worker(TIMING_CLIENT, { eval: true, workerData: { url: app.url } });
    onTestFinished(async () => {
      await client.terminate();
    });
    const timed = (email: string) =>
      new Promise<number>((resolve, reject) => {
        client.once('message', (reply: { status: number; ms: number }) =>
          reply.status === 200 ? resolve(reply.ms) : reject(new Error(`answered ${reply.status}`)),
        );
        client.postMessage({ email, address: fromNewAddress()['X-Forwarded-For'] });
      });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { user } = await createTestUser(app);
      known.push(await timed(user.email));
      // The mail work of the known account is done before the next call is timed.
      await sink.waitFor(user.email);
      await app.app.idle();
      unknown.push(await timed(`nobody-${i}@example.com`));
      await app.app.idle();
    }
    const [k, u] = [median(known), median(unknown)];
    // Before the mail moved after the reply, a known account took 2.7 times as long.
    expect(k, `median ${k.toFixed(2)} ms known, ${u.toFixed(2)} ms unknown`).toBeLessThan(
      u * 1.5 + 2,
    );
  });
});

/** Times one request-reset per message, in plain JavaScript for a worker thread. */
const TIMING_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.on('message', async ({ email, address }) => {
  const started = performance.now();
  const res = await fetch(workerData.url + '/api/auth/request-reset', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ username: email }),
  });
  await res.text();
  parentPort.postMessage({ status: res.status, ms: performance.now() - started });
});
`;

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, type JsonReply } from '#api-test/http';
import { type RelayedDatabase, startRelayedDatabase } from '#api-test/mongo/relayed-database';
import { dataUrl, noisePng } from '#api-test/png';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, TEST_PASSWORD, type TestUser } from '#api-test/users';

describe('the API when its MongoDB database goes away mid-request', () => {
  let database: RelayedDatabase;
  let app: TestApp;
  let owner: TestUser;
  // What the server logged for each 500, so a failure names the error the API did not map.
  const serverErrors: string[] = [];
  const logger = {
    info: () => {},
    error: (message: string, fields?: Record<string, unknown>) => {
      const err = fields?.err;
      const where = fields?.path ? ` ${fields.method} ${fields.path}` : '';
      serverErrors.push(`${message}${where}: ${err instanceof Error ? err.stack : String(err)}`);
    },
  };

  beforeAll(async () => {
    database = await startRelayedDatabase();
    app = await startTestApp({ MONGODB_URI: database.uri }, { logger });
    owner = await createTestUser(app);
  });
  afterAll(async () => {
    // A failure mid-outage leaves the relay cut, and the app's close would wait on the driver.
    database?.relay.restore();
    // Within the hook's 60 s, a step that does not end names itself and what the driver thinks.
    const within = async (step: string, seconds: number, work: Promise<void> | undefined) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            void database
              ?.diagnose()
              .then((state) => reject(new Error(`${step} took over ${seconds} s\n${state}`))),
          seconds * 1000,
        );
      });
      await Promise.race([work, late]).finally(() => clearTimeout(timer));
    };
    await within(
      "closing the app (its requests, background work and the driver's pool)",
      30,
      app?.close(),
    );
    await within('closing the database and its relay', 15, database?.close());
  });

  const newBook = () => ({
    id: crypto.randomUUID(),
    title: 'Outage brochure',
    panels: { front: [dataUrl(noisePng(64, 64)), dataUrl(noisePng(64, 64))], back: [] },
  });

  it('answers 503 STORE_UNAVAILABLE, never a 500, and serves again once the database is back, cut-off creates completing on retry', async () => {
    const shown = await call(`${app.url}/api/flipbooks`, {
      body: newBook(),
      headers: bearer(owner.token),
    });
    expect(shown.status).toBe(201);

    // Every kind of call at once: the public view (node:http fast path), a signed-in read, a
    // create (media in GridFS, then the flipbook), and a sign-in (rate limits, then the user).
    const create = (body: ReturnType<typeof newBook>) =>
      call(`${app.url}/api/flipbooks`, { body, headers: bearer(owner.token) });
    const cutOff: Array<ReturnType<typeof newBook>> = [];
    const calls: Array<() => Promise<JsonReply>> = [
      () => call(`${app.url}/api/flipbooks/${shown.body.id}`),
      () => call(`${app.url}/api/flipbooks/my`, { headers: bearer(owner.token) }),
      async () => {
        const body = newBook();
        const reply = await create(body);
        if (reply.status === 503) cutOff.push(body);
        return reply;
      },
      () =>
        call(`${app.url}/api/auth/login`, {
          body: { username: owner.user.email, password: TEST_PASSWORD },
        }),
    ];
    type Outcome = { reply: JsonReply; startedBeforeCut: boolean };
    const outcomes: Outcome[] = [];
    let cutAt = Number.POSITIVE_INFINITY;
    const loops = calls.flatMap((send) =>
      [0, 1].map(async () => {
        // Until each loop has sent three calls into the outage.
        for (let intoOutage = 0; intoOutage < 3; ) {
          const started = Date.now();
          const reply = await send();
          outcomes.push({ reply, startedBeforeCut: started < cutAt });
          if (started >= cutAt) intoOutage++;
        }
      }),
    );
    await expect.poll(() => outcomes.length, { timeout: 20_000 }).toBeGreaterThan(40);
    cutAt = Date.now();
    database.relay.cut();
    await Promise.all(loops);

    const statuses = new Set(outcomes.map((o) => o.reply.status));
    // Creates are the slowest calls: on a loaded machine none may finish before the cut (the
    // first one above and those after the outage show they work).
    expect([...statuses].filter((s) => s !== 201).sort(), serverErrors.join('\n')).toEqual([
      200, 503,
    ]);
    for (const { reply } of outcomes.filter((o) => o.reply.status === 503)) {
      expect(reply.body).toEqual({ error: expect.any(String), code: 'STORE_UNAVAILABLE' });
      expect(reply.headers.get('retry-after')).toBe('5');
    }
    // Some requests were already under way when the database went.
    expect(outcomes.some((o) => o.startedBeforeCut && o.reply.status === 503)).toBe(true);
    const health = await call(`${app.url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.body.code).toBe('STORE_UNAVAILABLE');

    database.relay.restore();
    // The driver notices the way back at its next check (every 500 ms here, and a check left
    // unanswered is given up after 5 s: relayed-database.ts). A failure says whose the fault is.
    await expect
      .poll(async () => (await call(`${app.url}/api/health`)).status, { timeout: 60_000 })
      .toBe(200)
      .catch(async (err: Error) => {
        throw new Error(
          `The API did not serve again in 60 s after the database came back: ${err.message}\n` +
            `the API's own ping: ${await app.store.ping().then(
              () => 'answers',
              (e: Error) => `fails (${e.cause instanceof Error ? e.cause.message : e.message})`,
            )}\n${await database.diagnose()}`,
        );
      });
    const before = (await call(`${app.url}/api/flipbooks/${shown.body.id}`)).body.views;
    for (const send of calls) expect([200, 201]).toContain((await send()).status);
    expect((await call(`${app.url}/api/flipbooks/${shown.body.id}`)).body.views).toBe(before + 2);

    // A create the outage cut off, sent again as the client's outbox does, ends whole.
    expect(cutOff.length).toBeGreaterThan(0);
    for (const body of cutOff) {
      const again = await create(body);
      expect([200, 201]).toContain(again.status);
      for (const url of [again.body.left, again.body.middle]) {
        const media = await fetch(`${app.url}${url}`);
        expect(media.status).toBe(200);
        await media.arrayBuffer();
      }
    }
  }, 120_000); // the steps' own limits (20 s, the outage calls, 60 s) fit in it: a slow step fails by name
});

import crypto from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { VIEW_HISTORY_DAYS } from '#core/view-days';
import { BROWSER_USER_AGENT } from '#testing/user-agent';

type Day = { day: string; views: number };

describe('views per day', () => {
  let app: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let clock = Date.parse('2026-06-01T12:00:00Z');
  beforeAll(async () => {
    app = await startTestApp({}, { now: () => clock });
    owner = await createTestUser(app);
    other = await createTestUser(app);
  });
  // Views go out on at most 250 sockets: 2,000 connections opened at once overflow a loaded
  // machine's listen queue (resets), while 250 keep hundreds of views in flight at every moment.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 250 });
  afterAll(async () => {
    agent.destroy();
    await app.close();
  });

  const newFlipbook = async (user = owner) => {
    const id = crypto.randomUUID();
    const res = await call(`${app.url}/api/flipbooks`, {
      body: { id, title: 'Counted', panels: { front: [dataUrl(noisePng(8, 8))], back: [] } },
      headers: bearer(user.token),
    });
    expect(res.status).toBe(201);
    return id;
  };
  const statistics = (id: string, user: TestUser | null = owner) =>
    call(`${app.url}/api/flipbooks/${id}/statistics`, {
      headers: user ? bearer(user.token) : {},
    });
  /** n public views of the flipbook at once; each promise gives its reply's status. */
  const views = (id: string, n: number) =>
    Array.from(
      { length: n },
      () =>
        new Promise<number>((resolve, reject) => {
          http
            .get(
              `${app.url}/api/flipbooks/${id}`,
              { agent, headers: { 'User-Agent': BROWSER_USER_AGENT } },
              (res) => {
                res.resume();
                res.on('end', () => resolve(res.statusCode ?? 0));
              },
            )
            .on('error', reject);
        }),
    );

  it('keeps exact daily buckets for 2,000 concurrent views across a UTC midnight', async () => {
    const id = await newFlipbook();
    clock = Date.parse('2026-06-01T23:59:59.000Z');
    const before = views(id, 1000);
    // The clock turns once part of the first thousand is counted, with the rest still in flight.
    while (((await app.store.flipbooks.get(id))?.views ?? 0) < 200)
      await new Promise((r) => setTimeout(r, 5));
    clock = Date.parse('2026-06-02T00:00:00.500Z');
    const statuses = await Promise.all([...before, ...views(id, 1000)]);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const res = await statistics(id);
    expect(res.status).toBe(200);
    expect(res.body.totalViews).toBe(2000);
    const days: Day[] = res.body.viewsByDay;
    expect(days).toHaveLength(VIEW_HISTORY_DAYS);
    expect(days.at(-1)?.day).toBe('2026-06-02');
    const [june1, june2] = [days.at(-2)?.views ?? 0, days.at(-1)?.views ?? 0];
    expect(june1).toBeGreaterThanOrEqual(200);
    expect(june2).toBeGreaterThanOrEqual(1000);
    expect(june1 + june2).toBe(2000);
    expect(days.slice(0, -2).every((d) => d.views === 0)).toBe(true);

    const analytics = await call(`${app.url}/api/user/analytics`, { headers: bearer(owner.token) });
    expect(analytics.body.viewsByDay.slice(-2)).toEqual(days.slice(-2));
  });

  it('puts views presented offline on the day they arrive', async () => {
    const id = await newFlipbook();
    clock = Date.parse('2026-06-10T08:00:00Z');
    await Promise.all(views(id, 3));
    clock = Date.parse('2026-06-11T08:00:00Z');
    const sent = await call(`${app.url}/api/flipbooks/${id}/views`, {
      body: { count: 5, key: crypto.randomUUID() },
      headers: bearer(owner.token),
    });
    expect(sent.body.views).toBe(8);
    const days: Day[] = (await statistics(id)).body.viewsByDay;
    expect(days.slice(-2)).toEqual([
      { day: '2026-06-10', views: 3 },
      { day: '2026-06-11', views: 5 },
    ]);
  });

  it('shows a flipbook’s statistics to its owner only', async () => {
    const id = await newFlipbook();
    expect((await statistics(id, other)).status).toBe(404);
    expect((await statistics(id, null)).status).toBe(401);
    expect((await statistics('not-a-uuid')).status).toBe(404);
    expect((await statistics(crypto.randomUUID())).status).toBe(404);
    await call(`${app.url}/api/flipbooks/${id}`, {
      method: 'DELETE',
      headers: bearer(owner.token),
    });
    expect((await statistics(id)).status).toBe(404);
    expect((await statistics(await newFlipbook(other), other)).status).toBe(200);
  });
});

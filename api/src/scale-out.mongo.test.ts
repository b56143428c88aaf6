import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { newTestDatabase } from '#api-test/mongo/test-database';
import { dataUrl, noisePng } from '#api-test/png';
import { events } from '#api-test/server-sent-events';
import { createTestUser, TEST_PASSWORD, type TestUser } from '#api-test/users';
import { type RunningApp, startApp } from '#testing/app-server';
import { BROWSER_USER_AGENT } from '#testing/user-agent';
import { AUTH_RATE_LIMITS } from './features/auth/limits';
import { createSessionTokens } from './features/auth/session-tokens';
import { createMongoStore } from './store/mongo/open';
import type { Store } from './store/port';

/** The scale-out the README offers: several API processes behind a balancer on one database. */
describe('two API processes on one MongoDB database', () => {
  const database = newTestDatabase('flipfold_scale');
  const secret = crypto.randomBytes(32).toString('hex');
  const tokens = createSessionTokens(secret);
  let store: Store;
  let a: RunningApp;
  let b: RunningApp;
  let owner: TestUser;
  const dataDirs: string[] = [];

  const startProcess = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-scale-'));
    dataDirs.push(dataDir);
    return startApp({ dataDir, env: { MONGODB_URI: database.uri, JWT_SECRET: secret } });
  };
  const newBook = (id = crypto.randomUUID()) => ({
    id,
    title: 'Shared brochure',
    panels: { front: [dataUrl(noisePng(16, 16)), dataUrl(noisePng(16, 16))], back: [] },
  });
  const create = (app: RunningApp, user: TestUser, body: ReturnType<typeof newBook>) =>
    call(`${app.url}/api/flipbooks`, { body, headers: bearer(user.token) });

  beforeAll(async () => {
    store = await createMongoStore(database.uri);
    owner = await createTestUser({ store, tokens });
    [a, b] = await Promise.all([startProcess(), startProcess()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await store?.close();
    await database.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('adds exactly 2,000 views when they are split across both processes', async () => {
    const { id } = (await create(a, owner, newBook())).body;
    let next = 0;
    const refused: string[] = [];
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < 2000) {
          const app = next++ % 2 === 0 ? a : b;
          const res = await fetch(`${app.url}/api/flipbooks/${id}`, {
            headers: { 'User-Agent': BROWSER_USER_AGENT },
          });
          const body = await res.text();
          if (res.status !== 200) refused.push(`${res.status} ${body}`);
        }
      }),
    );
    expect(refused).toEqual([]);
    for (const app of [a, b]) {
      const mine = await call(`${app.url}/api/flipbooks/my`, { headers: bearer(owner.token) });
      expect(mine.body.items.find((i: { id: string }) => i.id === id)?.views).toBe(2000);
    }
  });

  it('refuses the sixth wrong password within 15 minutes whichever process answers', async () => {
    const user = await createTestUser({ store, tokens });
    const login = (app: RunningApp, password: string) =>
      call(`${app.url}/api/auth/login`, { body: { username: user.user.email, password } });
    const failures = AUTH_RATE_LIMITS.loginPerAccount.max;
    for (let i = 0; i < failures; i++) {
      expect((await login(i % 2 === 0 ? a : b, 'Wrong-Pass-1!')).status).toBe(401);
    }
    for (const app of [b, a]) {
      const refused = await login(app, 'Wrong-Pass-1!');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      // Even the right password waits for the window to end, on either process.
      expect((await login(app, TEST_PASSWORD)).status).toBe(429);
    }
  });

  it('creates one flipbook when the same client UUID reaches both processes at once', async () => {
    for (let round = 0; round < 5; round++) {
      const body = newBook();
      const replies = await Promise.all([create(a, owner, body), create(b, owner, body)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 201]);
      const [first, second] = replies.map((r) => r.body);
      expect(first.id).toBe(body.id);
      expect(second).toEqual(first);
      for (const app of [a, b]) {
        const mine = await call(`${app.url}/api/flipbooks/my`, { headers: bearer(owner.token) });
        expect(mine.body.items.filter((i: { id: string }) => i.id === body.id)).toHaveLength(1);
      }
    }
  });

  it('shows a flipbook created through B on an admin stream connected to A within 6 s', async () => {
    const admin = await createTestUser({ store, tokens }, { isAdmin: true });
    const controller = new AbortController();
    const res = await fetch(`${a.url}/api/admin/analytics/stream`, {
      headers: bearer(admin.token),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const stream = events(res, 'analytics');
    try {
      expect((await stream.next()).value).toHaveProperty('totalFlipbooks');
      const body = newBook();
      expect((await create(b, owner, body)).status).toBe(201);
      const createdAt = Date.now();
      const shown = async () => {
        for await (const analytics of stream) {
          if (analytics.recent.some((item: { id: string }) => item.id === body.id)) return true;
        }
        return false;
      };
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), 10_000);
      });
      expect(await Promise.race([shown(), gaveUp])).toBe(true);
      clearTimeout(timer);
      expect(Date.now() - createdAt).toBeLessThan(6000);
    } finally {
      controller.abort();
    }
  });

  it('serves media uploaded through A from B, byte for byte', async () => {
    const image = noisePng(32, 32);
    const body = { ...newBook(), panels: { front: [dataUrl(image)], back: [] } };
    const created = await create(a, owner, body);
    expect(created.status).toBe(201);
    const res = await fetch(`${b.url}${created.body.left}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true);
  });
});

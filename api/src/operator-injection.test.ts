import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, type JsonReply } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, TEST_PASSWORD, type TestUser } from '#api-test/users';
import { FLIPBOOK_RATE_LIMITS } from './features/flipbooks/limits';

/** Query operators as a JSON body can carry them, and strings that look like them. */
const OPERATORS = [{ $ne: '' }, { $gt: '' }, { $regex: '.*' }, { $where: 'sleep(100)' }, ['$ne']];
const DOLLAR_STRINGS = ['$ne', '$where', '{"$gt":""}', 'a.$ne.b', '$'];

type Body = Record<string, unknown>;
interface Call {
  method: 'POST' | 'PUT';
  path: string;
  /** A valid body; each of its string fields is replaced in turn. */
  body: () => Body;
  signedIn: boolean;
}

// Runs on SQLite and on MongoDB (vitest project "mongo"), where an operator reaching a query
// would change what it matches.
describe('operator injection in every string field and id', () => {
  let app: TestApp;
  let victim: TestUser;
  // Wrong passwords go to their own account: the per-account login budget would lock the victim's.
  let loginTarget: TestUser;
  let bookId: string;
  let bystanderBook: string;
  let lastIp = 0;
  // A fresh address per call (behind TRUST_PROXY), so rate limits answer no call here.
  const fromNewIp = () => {
    lastIp++;
    return { 'X-Forwarded-For': `10.0.${Math.floor(lastIp / 250)}.${lastIp % 250}` };
  };
  const createBook = async (owner: TestUser) => {
    const id = crypto.randomUUID();
    const created = await call(`${app.url}/api/flipbooks`, {
      body: { id, title: 'Untouched', panels: { front: [dataUrl(noisePng(8, 8))], back: [] } },
      headers: bearer(owner.token),
    });
    expect(created.status).toBe(201);
    return id;
  };
  let clock = Date.now();
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true' }, { now: () => clock });
    victim = await createTestUser(app);
    loginTarget = await createTestUser(app);
    bookId = await createBook(victim);
    bystanderBook = await createBook(await createTestUser(app));
  });
  afterAll(() => app.close());

  const image = () => dataUrl(noisePng(8, 8));
  const calls = (): Call[] => [
    {
      method: 'POST',
      path: '/api/auth/login',
      signedIn: false,
      body: () => ({ username: loginTarget.user.email, password: 'Wrong-Pass-1!' }),
    },
    {
      method: 'POST',
      path: '/api/auth/signup',
      signedIn: false,
      body: () => {
        const id = crypto.randomBytes(4).toString('hex');
        return {
          username: `n${id}`,
          email: `${id}@example.com`,
          password: TEST_PASSWORD,
          displayName: 'New',
        };
      },
    },
    {
      method: 'POST',
      path: '/api/auth/generate-username',
      signedIn: false,
      body: () => ({ displayName: 'Ann Lee' }),
    },
    {
      method: 'POST',
      path: '/api/auth/check-email',
      signedIn: false,
      body: () => ({ email: victim.user.email }),
    },
    {
      method: 'POST',
      path: '/api/auth/resend-verification',
      signedIn: false,
      body: () => ({ email: victim.user.email }),
    },
    {
      method: 'POST',
      path: '/api/auth/request-reset',
      signedIn: false,
      body: () => ({ username: victim.user.email }),
    },
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      signedIn: false,
      body: () => ({ token: 'x'.repeat(43), newPassword: 'Taken-Over-1!' }),
    },
    {
      method: 'POST',
      path: '/api/auth/verify-email',
      signedIn: false,
      body: () => ({ token: 'x'.repeat(43) }),
    },
    {
      method: 'POST',
      path: '/api/auth/verify-email-code',
      signedIn: true,
      body: () => ({ code: '123456' }),
    },
    {
      method: 'POST',
      path: '/api/user/change-password',
      signedIn: true,
      body: () => ({ currentPassword: 'Wrong-Pass-1!', newPassword: 'Taken-Over-1!' }),
    },
    {
      method: 'POST',
      path: '/api/user/delete-account',
      signedIn: true,
      body: () => ({ password: 'Wrong-Pass-1!' }),
    },
    {
      method: 'POST',
      path: '/api/flipbooks',
      signedIn: true,
      body: () => ({
        id: crypto.randomUUID(),
        title: 'New',
        panels: { front: [image()], back: [] },
        thumbnail: image(),
      }),
    },
    {
      method: 'PUT',
      path: `/api/flipbooks/${bookId}`,
      signedIn: true,
      body: () => ({ title: 'Taken', panels: { front: [image()], back: [] } }),
    },
    {
      method: 'POST',
      path: `/api/flipbooks/${bookId}/views`,
      signedIn: true,
      body: () => ({ count: 1, key: crypto.randomUUID() }),
    },
  ];

  /** Every way to put `value` into one string of a body: each field, each panel, each key. */
  function variants(body: Body, value: unknown): Body[] {
    const out: Body[] = [];
    for (const [field, current] of Object.entries(body)) {
      if (typeof current === 'string') out.push({ ...body, [field]: value });
      if (field === 'panels') {
        out.push({ ...body, panels: { front: [value], back: [] } });
        out.push({ ...body, panels: { front: [], back: [value] } });
      }
    }
    // A $-name as a field of its own, next to the expected ones.
    if (typeof value === 'string') out.push({ ...body, [value]: 'extra' });
    return out;
  }

  const send = (c: Call, body: Body) => {
    // And each in a window of its own, so the budget of flipbook writes answers none either.
    clock += FLIPBOOK_RATE_LIMITS.writesPerAccount.windowMs;
    return call(`${app.url}${c.path}`, {
      method: c.method,
      body,
      headers: { ...fromNewIp(), ...(c.signedIn ? bearer(victim.token) : {}) },
    });
  };

  const expectClientAnswer = (res: JsonReply, what: string) => {
    expect(res.status, what).toBeLessThan(500);
    if (res.status >= 400) {
      expect(res.body, what).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
  };

  it('refuses an operator object in any string field with a 400, never reaching a query', async () => {
    for (const c of calls()) {
      for (const operator of OPERATORS) {
        for (const body of variants(c.body(), operator)) {
          const res = await send(c, body);
          expect(res.status, `${c.path} ${JSON.stringify(body).slice(0, 120)}`).toBe(400);
          expectClientAnswer(res, c.path);
        }
      }
    }
  });

  it('treats $-strings in any field as plain text: a normal 2xx or 4xx, never a 5xx', async () => {
    for (const c of calls()) {
      for (const text of DOLLAR_STRINGS) {
        for (const body of variants(c.body(), text)) {
          expectClientAnswer(
            await send(c, body),
            `${c.path} ${JSON.stringify(body).slice(0, 120)}`,
          );
        }
      }
    }
  });

  it('answers operator-shaped ids in paths with a 4xx', async () => {
    const admin = await createTestUser(app, { isAdmin: true });
    const ids = ['$ne', '{"$gt":""}', '[$ne]=1', 'a.$where', '%24ne', `${bookId}.$ne`];
    for (const raw of ids) {
      const id = encodeURIComponent(raw);
      const attempts: Array<[string, string, TestUser | null]> = [
        ['GET', `/api/flipbooks/${id}`, null],
        ['PUT', `/api/flipbooks/${id}`, victim],
        ['DELETE', `/api/flipbooks/${id}`, victim],
        ['POST', `/api/flipbooks/${id}/views`, victim],
        ['DELETE', `/api/admin/flipbooks/${id}`, admin],
        ['GET', `/media/${id}`, null],
        ['GET', `/media/${id}.png`, null],
      ];
      for (const [method, path, user] of attempts) {
        const res = await call(`${app.url}${path}`, {
          method,
          ...(method === 'PUT' || method === 'POST'
            ? {
                body: {
                  title: 'x',
                  panels: { front: [], back: [] },
                  count: 1,
                  key: crypto.randomUUID(),
                },
              }
            : {}),
          headers: user ? bearer(user.token) : {},
        });
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expectClientAnswer(res, `${method} ${path}`);
      }
    }
  });

  it('leaves the account as it was and another user’s flipbook untouched', async () => {
    const login = await call(`${app.url}/api/auth/login`, {
      body: { username: victim.user.email, password: TEST_PASSWORD },
      headers: fromNewIp(),
    });
    expect(login.status).toBe(200);
    expect(await app.store.users.findById(victim.user.id)).toMatchObject({
      passwordHash: victim.user.passwordHash,
      tokenVersion: 0,
    });
    expect(await app.store.flipbooks.get(bystanderBook)).toMatchObject({
      title: 'Untouched',
      views: 0,
      deletedAt: null,
    });
    // The owner's own edit stores a $-string as the plain title it is.
    const title = '{"$gt":""}';
    const edit = await call(`${app.url}/api/flipbooks/${bookId}`, {
      method: 'PUT',
      body: { title, panels: { front: [], back: [] } },
      headers: bearer(victim.token),
    });
    expect(edit.status).toBe(200);
    expect((await app.store.flipbooks.get(bookId))?.title).toBe(title);
  });
});

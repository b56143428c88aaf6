import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, type JsonReply } from '#api-test/http';
import { CONCURRENT_REPLIES, itNeedsRealMongo } from '#api-test/mongo/real-server';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, TEST_PASSWORD } from '#api-test/users';
import type { Limit } from '../../rate-limits/rate-limiter';
import { AUTH_RATE_LIMITS } from './limits';

const WRONG = 'Wrong-pass-1!';

// Each test calls from its own address (behind TRUST_PROXY), so no test spends another's budget.
let lastIp = 0;
const fromNewIp = () => ({ 'X-Forwarded-For': `203.0.113.${++lastIp}` });
// Exact counts under concurrent load: on MongoDB only a real server shows them.
const itExactUnderLoad = itNeedsRealMongo(CONCURRENT_REPLIES);

function expectRefusedUntilWindowEnds(res: JsonReply, limit: Limit) {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe('RATE_LIMITED');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(limit.windowMs / 1000);
}

describe('rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (username: string, password: string, ip: Record<string, string>) =>
    call(`${app.url}/api/auth/login`, { body: { username, password }, headers: ip });

  itExactUnderLoad(
    'holds the login limit at five failures when twenty wrong passwords arrive at once',
    async () => {
      // Signed up through the API, so the hash has the real cost and each comparison takes a while.
      const signup = await call(`${app.url}/api/auth/signup`, {
        body: {
          username: 'rush1',
          email: 'rush1@example.com',
          password: 'Brochure-2026!',
          displayName: 'R',
        },
        headers: fromNewIp(),
      });
      expect(signup.status).toBe(201);
      const ip = fromNewIp();
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => login('rush1', WRONG, ip)),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(AUTH_RATE_LIMITS.loginPerAccount.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(
        20 - AUTH_RATE_LIMITS.loginPerAccount.max,
      );
      for (const res of replies.filter((r) => r.status === 429)) {
        expectRefusedUntilWindowEnds(res, AUTH_RATE_LIMITS.loginPerAccount);
      }
    },
  );

  it('counts failures by username and by e-mail against one budget', async () => {
    const { user } = await createTestUser(app);
    const ip = fromNewIp();
    const spellings = [user.username, user.email, user.email.toUpperCase(), ` ${user.username} `];
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerAccount.max; i++) {
      const res = await login(spellings[i % spellings.length] ?? user.email, WRONG, ip);
      expect(res.status).toBe(401);
    }
    expectRefusedUntilWindowEnds(
      await login(user.email, TEST_PASSWORD, ip),
      AUTH_RATE_LIMITS.loginPerAccount,
    );
    expectRefusedUntilWindowEnds(
      await login(user.username, TEST_PASSWORD, ip),
      AUTH_RATE_LIMITS.loginPerAccount,
    );
  });

  it('holds the per-account budget whatever the address the guesses come from', async () => {
    const { user } = await createTestUser(app);
    // Twelve addresses, as a botnet would spread its guesses.
    for (let i = 0; i < 12; i++) {
      const res = await login(user.email, WRONG, fromNewIp());
      if (i < AUTH_RATE_LIMITS.loginPerAccount.max) expect(res.status).toBe(401);
      else expectRefusedUntilWindowEnds(res, AUTH_RATE_LIMITS.loginPerAccount);
    }
    expectRefusedUntilWindowEnds(
      await login(user.email, TEST_PASSWORD, fromNewIp()),
      AUTH_RATE_LIMITS.loginPerAccount,
    );
  });

  it('limits an unknown name exactly like an account, with the same answers', async () => {
    const ip = fromNewIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerAccount.max; i++) {
      const res = await login('nobody@example.com', WRONG, ip);
      expect(res.body).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
    expectRefusedUntilWindowEnds(
      await login('NoBody@example.com', WRONG, ip),
      AUTH_RATE_LIMITS.loginPerAccount,
    );
  });

  it('never spends the budget on sign-ins that succeed, and a success clears earlier failures', async () => {
    const { user } = await createTestUser(app);
    const ip = fromNewIp();
    for (let i = 0; i <= AUTH_RATE_LIMITS.loginPerAccount.max; i++) {
      expect((await login(user.username, TEST_PASSWORD, ip)).status).toBe(200);
    }
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerAccount.max - 1; i++) {
      expect((await login(user.username, WRONG, ip)).status).toBe(401);
    }
    expect((await login(user.email, TEST_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerAccount.max; i++) {
      expect((await login(user.username, WRONG, ip)).status).toBe(401);
    }
  });

  itExactUnderLoad(
    'holds the per-IP login limit at thirty failures when wrong passwords for many names arrive at once',
    async () => {
      const ip = fromNewIp();
      // Unknown names are compared against the dummy hash, so every guess is in flight at once.
      const replies = await Promise.all(
        Array.from({ length: 2 * AUTH_RATE_LIMITS.loginPerIp.max }, (_, i) =>
          login(`spray${i}@example.com`, WRONG, ip),
        ),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(AUTH_RATE_LIMITS.loginPerIp.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(AUTH_RATE_LIMITS.loginPerIp.max);
      for (const res of replies.filter((r) => r.status === 429)) {
        expectRefusedUntilWindowEnds(res, AUTH_RATE_LIMITS.loginPerIp);
      }
      // Nothing here waits on a timer.
    },
    120_000,
  );

  it('does not spend the per-IP budget on sign-ins that succeed', async () => {
    const { user } = await createTestUser(app);
    const ip = fromNewIp();
    for (let i = 0; i <= AUTH_RATE_LIMITS.loginPerIp.max; i++) {
      expect((await login(user.username, TEST_PASSWORD, ip)).status).toBe(200);
    }
    // One wrong password for each of many accounts, so only the per-IP limit is reached.
    const others = await Promise.all(
      Array.from({ length: AUTH_RATE_LIMITS.loginPerIp.max + 1 }, () => createTestUser(app)),
    );
    for (const other of others.slice(0, AUTH_RATE_LIMITS.loginPerIp.max)) {
      expect((await login(other.user.username, WRONG, ip)).status).toBe(401);
    }
    expectRefusedUntilWindowEnds(
      await login(
        others[AUTH_RATE_LIMITS.loginPerIp.max]?.user.username ?? user.username,
        WRONG,
        ip,
      ),
      AUTH_RATE_LIMITS.loginPerIp,
    );
  });

  it('limits sign-up attempts per IP, with Retry-After', async () => {
    const ip = fromNewIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.signupPerIp.max; i++) {
      const weak = await call(`${app.url}/api/auth/signup`, {
        body: {
          username: `weak${i}`,
          email: `weak${i}@example.com`,
          password: 'weak',
          displayName: 'W',
        },
        headers: ip,
      });
      expect(weak.status).toBe(400);
    }
    const valid = { username: 'late1', email: 'late1@example.com', password: 'Brochure-2026!' };
    const refused = await call(`${app.url}/api/auth/signup`, {
      body: { ...valid, displayName: 'L' },
      headers: ip,
    });
    expectRefusedUntilWindowEnds(refused, AUTH_RATE_LIMITS.signupPerIp);
    expect(await app.store.users.findByEmail(valid.email)).toBeNull();
  });

  it.each([
    [
      'check-email',
      AUTH_RATE_LIMITS.checkEmailPerIp,
      (i: number) => ({ email: `probe${i}@example.com` }),
    ],
    [
      'generate-username',
      AUTH_RATE_LIMITS.generateUsernamePerIp,
      (i: number) => ({ displayName: `Ada Lovelace ${i}` }),
    ],
    [
      'request-reset',
      AUTH_RATE_LIMITS.requestResetPerIp,
      (i: number) => ({ username: `reset${i}@example.com` }),
    ],
    [
      'resend-verification',
      AUTH_RATE_LIMITS.resendPerIp,
      (i: number) => ({ email: `resend${i}@example.com` }),
    ],
  ])('limits %s per IP, with Retry-After', async (route, limit, body) => {
    const ip = fromNewIp();
    for (let i = 0; i < limit.max; i++) {
      const res = await call(`${app.url}/api/auth/${route}`, { body: body(i), headers: ip });
      expect(res.status).toBe(200);
    }
    expectRefusedUntilWindowEnds(
      await call(`${app.url}/api/auth/${route}`, { body: body(limit.max), headers: ip }),
      limit,
    );
  });

  it('limits verify-email-code guesses per IP, with Retry-After', async () => {
    const { token } = await createTestUser(app, { isVerified: false });
    const ip = fromNewIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.verifyCodePerIp.max; i++) {
      const res = await call(`${app.url}/api/auth/verify-email-code`, {
        body: { code: String(100_000 + i) },
        headers: { ...bearer(token), ...ip },
      });
      expect(res.status).toBe(400);
    }
    expectRefusedUntilWindowEnds(
      await call(`${app.url}/api/auth/verify-email-code`, {
        body: { code: '999999' },
        headers: { ...bearer(token), ...ip },
      }),
      AUTH_RATE_LIMITS.verifyCodePerIp,
    );
  });
});

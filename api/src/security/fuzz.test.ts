import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { rawRequest } from '#api-test/raw-request';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { writeWebRoot } from '#api-test/web-root';
import { nextStamp } from '#core/edit-stamps';
import type { RouteInfo } from '../route-table';

/** Field names the API reads somewhere: arbitrary objects are built from these and from noise. */
const FIELDS = [
  'id',
  'title',
  'panels',
  'front',
  'back',
  'thumbnail',
  'count',
  'key',
  'email',
  'username',
  'password',
  'displayName',
  'accountType',
  'token',
  'newPassword',
  'currentPassword',
  'code',
  'flipbook',
  'session',
  'source',
  'device',
  'referrer',
  'events',
  'type',
  'leadForm',
  'name',
  'company',
  'note',
  'consent',
  'capturedAt',
  'staffNote',
  'rating',
  'tags',
  'value',
  'stamp',
  '__proto__',
  'constructor',
];

const RUNS_PER_ROUTE = 30;

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
const HEALTH_DEADLINE_MS = 2000;

const image = dataUrl(noisePng(4, 4));
/** Values near what the API takes, so the fuzz gets past the first checks often. */
const nearValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(image, `${image}A`, 'data:image/png;base64,', '/media/x.png', ''),
  fc.uuid(),
  fc.emailAddress(),
  fc.array(fc.oneof(fc.constant(image), fc.string()), { maxLength: 8 }),
  fc.integer(),
  // A staff notes edit, well formed or nearly.
  fc.record({
    value: fc.oneof(
      fc.constantFrom('hot', 'warm', 'cold', null),
      fc.string(),
      fc.array(fc.string()),
    ),
    stamp: fc.oneof(fc.constant(nextStamp([], Date.now(), 'fuzz')), fc.string()),
  }),
);
const nearObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), nearValue, {
  maxKeys: 8,
});
const body = fc.oneof(
  fc.json(),
  nearObject.map((o) => JSON.stringify(o)),
  fc
    .record({ title: nearValue, panels: fc.record({ front: nearValue, back: nearValue }) })
    .map((o) => JSON.stringify(o)),
  fc.string({ maxLength: 200 }),
  fc.integer({ min: 1, max: 300_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 1, max: 50_000 }).map((n) => `[${Array(n).fill('{}').join(',')}]`),
  fc.integer({ min: 1, max: 20_000 }).map((n) => `{"title":"${'\\u0041'.repeat(n)}"}`),
);

describe('arbitrary bodies and ids on every route', () => {
  let app: TestApp;
  let member: TestUser;
  let unverified: TestUser;
  let admin: TestUser;
  let ownId: string;
  let lastIp = 0;

  beforeAll(async () => {
    // Behind one proxy: each request comes from its own address, so limits do not hide handlers.
    app = await startTestApp({ TRUST_PROXY: '1' });
    // A path that resolves out of /api (`/media/..`) gets the web app's shell, as when built.
    writeWebRoot(app.config.webRoot, { 'index.html': '<!doctype html><title>F</title>' });
    member = await createTestUser(app);
    unverified = await createTestUser(app, { isVerified: false });
    admin = await createTestUser(app, { isAdmin: true });
    ownId = crypto.randomUUID();
    await call(`${app.url}/api/flipbooks`, {
      body: { id: ownId, title: 'Mine', panels: { front: [image], back: [] } },
      headers: bearer(member.token),
    });
    // A lead of the member's under the same id ('own'), so the lead routes meet a real lead.
    const lead = await call(`${app.url}/api/flipbooks/${ownId}/leads`, {
      body: { id: ownId, email: 'ada@example.com', consent: true, source: 'kiosk' },
      headers: bearer(member.token),
    });
    expect(lead.status).toBe(201);
    await call(`${app.url}/api/kits`, {
      body: { id: ownId, name: 'Mine', flipbooks: [ownId], idleSeconds: 30 },
      headers: bearer(member.token),
    });
  });
  afterAll(() => app.close());

  /** What a refused request must leave as it was. */
  const snapshot = async () =>
    JSON.stringify({
      totals: await app.store.flipbooks.totals(),
      reading: await app.store.reading.countsOf(ownId, [new Date().toISOString().slice(0, 10)]),
      leads: await app.store.leads.listByOwner(member.user.id),
      kits: await app.store.kits.listByOwner(member.user.id),
      media: (await app.store.media.storedBefore(Date.now() + 60_000)).sort(),
      users: await Promise.all(
        [member, unverified, admin].map((u) => app.store.users.findById(u.user.id)),
      ),
    });

  const idFor = fc.oneof(
    fc.uuid(),
    fc.uuid().map((u) => u.toUpperCase()),
    fc.string().map((s) => encodeURIComponent(s) || 'x'),
    fc.constantFrom('%', '%zz', '%2e%2e', '%00', '..', '%C3%28', 'a%2Fb'),
    fc.constant('own'),
  );
  const callers = ['anonymous', 'member', 'unverified', 'admin'] as const;

  const routes = () => app.app.routes.filter((r) => r.method !== 'HEAD');

  it('covers every route the app declares', () => {
    expect(routes().length).toBeGreaterThanOrEqual(25);
  });

  it('never answers 5xx, stores nothing on a refusal and keeps /api/health answering', async () => {
    const headersOf = (who: (typeof callers)[number]) =>
      who === 'anonymous' ? {} : bearer({ member, unverified, admin }[who].token);
    const fill = (route: RouteInfo, id: string) =>
      route.path.replace(/:[A-Za-z]+/g, id === 'own' ? ownId : id);
    for (const route of routes()) {
      await fc.assert(
        fc.asyncProperty(
          idFor,
          body,
          fc.constantFrom(...callers),
          fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
          async (id, payload, who, type) => {
            const before = await snapshot();
            const sendsBody = route.method !== 'GET';
            const res = await rawRequest(app.url, {
              method: route.method,
              path: fill(route, id),
              headers: {
                ...headersOf(who),
                'X-Forwarded-For': `10.${(++lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`,
                ...(sendsBody ? { 'Content-Type': type } : {}),
              },
              body: sendsBody ? payload : undefined,
            });
            const where = `${route.method} ${fill(route, id)} as ${who}: ${res.status} ${res.body.slice(0, 200)}`;
            expect(res.status, where).toBeLessThan(500);
            if (res.status >= 400 && route.method !== 'HEAD') {
              expect(parsed(res.body), where).toEqual({
                error: expect.any(String),
                code: expect.any(String),
              });
              expect(await snapshot(), where).toBe(before);
            }
            const health = await fetch(`${app.url}/api/health`, {
              signal: AbortSignal.timeout(HEALTH_DEADLINE_MS),
            });
            expect(health.status).toBe(200);
            // A sign-out in the fuzz ends that caller's session: the next runs get a fresh one.
            if (route.path === '/api/auth/logout' && who !== 'anonymous') {
              const u = { member, unverified, admin }[who];
              u.token = app.tokens.sign(u.user);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  });
});

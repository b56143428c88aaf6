import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, sessionCookie } from '#api-test/http';
import { spellings } from '#api-test/path-spellings';
import { dataUrl, noisePng } from '#api-test/png';
import { rawRequest } from '#api-test/raw-request';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { writeWebRoot } from '#api-test/web-root';
import type { RouteInfo } from '../route-table';

/**
 * The routes that answer without a session, reviewed one by one. A route missing from here must
 * declare a guard; one added here is a decision to make in review, not a default.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/logout',
  'POST /api/auth/generate-username',
  'POST /api/auth/check-email',
  'POST /api/auth/resend-verification',
  'POST /api/auth/request-reset',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'GET /api/flipbooks/:id',
  'POST /api/reading',
  'GET /api/flipbooks/:id/lead-form',
  // The public lead form; a kiosk's lead in the same call is admitted by its owner's session.
  'POST /api/flipbooks/:id/leads',
  'POST /api/leads/forget',
  // An invitation link's page shows it before anyone signs in; the link's secret is the key.
  'POST /api/invitations/preview',
  'GET /media/:name',
];

type Caller = { name: string; headers: Record<string, string>; signedIn: boolean };

describe('every protected route, called by every wrong caller in every spelling', () => {
  let app: TestApp;
  let victim: TestUser;
  let member: TestUser;
  let admin: TestUser;
  let flipbookId: string;
  const wrong: Record<'user' | 'verified' | 'admin', Caller[]> = {
    user: [],
    verified: [],
    admin: [],
  };
  const right: Record<'user' | 'verified' | 'admin', Caller | null> = {
    user: null,
    verified: null,
    admin: null,
  };

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAILS: 'chief@example.com' });
    victim = await createTestUser(app);
    member = await createTestUser(app);
    admin = await createTestUser(app, { isAdmin: true });
    flipbookId = crypto.randomUUID();
    const created = await call(`${app.url}/api/flipbooks`, {
      body: {
        id: flipbookId,
        title: 'Victim',
        panels: { front: [dataUrl(noisePng(8, 8))], back: [] },
      },
      headers: bearer(victim.token),
    });
    expect(created.status).toBe(201);
    // A lead of the victim's under the flipbook's id (ids of leads and flipbooks are apart), so
    // the lead routes, filled with that id, are called on a real lead.
    const lead = await call(`${app.url}/api/flipbooks/${flipbookId}/leads`, {
      body: { id: flipbookId, email: 'ada@example.com', consent: true, source: 'kiosk' },
      headers: bearer(victim.token),
    });
    expect(lead.status).toBe(201);
    // A kit of the victim's under the same id: the kit routes' wrong callers aim at it.
    const kit = await call(`${app.url}/api/kits`, {
      body: { id: flipbookId, name: 'Victim kit', flipbooks: [flipbookId], idleSeconds: 30 },
      headers: bearer(victim.token),
    });
    expect(kit.status).toBe(201);

    // Signed up first with the admin address, never verified.
    const squatter = await call(`${app.url}/api/auth/signup`, {
      body: {
        username: 'squatter',
        email: 'CHIEF@example.com',
        password: 'Brochure-2026!',
        displayName: 'Squatter',
      },
    });
    expect(squatter.status).toBe(201);
    // The admin flag set on an unverified account (say by the admin command): still not admin.
    const flagged = await createTestUser(app, { isVerified: false, isAdmin: true });
    const unverified = await createTestUser(app, { isVerified: false });
    // A session ended by sign-out: its token must be dead everywhere.
    const leaver = await createTestUser(app, { isAdmin: true });
    await call(`${app.url}/api/auth/logout`, { method: 'POST', headers: bearer(leaver.token) });

    const cookieOf = (token: string) => ({ Cookie: `flipfold_session=${token}`, Origin: app.url });
    const both = (name: string, token: string): Caller[] => [
      { name: `${name} (bearer)`, headers: bearer(token), signedIn: true },
      { name: `${name} (cookie)`, headers: cookieOf(token), signedIn: true },
    ];
    const anonymous: Caller = { name: 'anonymous', headers: {}, signedIn: false };
    const signedOut = both('signed out', leaver.token).map((c) => ({ ...c, signedIn: false }));
    const squatterCookie = { Cookie: sessionCookie(squatter), Origin: app.url };
    const unverifiedAdminAddress: Caller[] = [
      ...both('unverified admin address', squatter.body.authToken),
      { name: 'unverified admin address (signup cookie)', headers: squatterCookie, signedIn: true },
    ];
    wrong.user = [anonymous, ...signedOut];
    wrong.verified = [
      ...wrong.user,
      ...unverifiedAdminAddress,
      ...both('unverified', unverified.token),
      ...both('unverified flagged admin', flagged.token),
    ];
    wrong.admin = [...wrong.verified, ...both('member', member.token)];
    right.user = { name: 'member', headers: bearer(member.token), signedIn: true };
    right.verified = right.user;
    right.admin = { name: 'admin', headers: bearer(admin.token), signedIn: true };
  });
  afterAll(() => app.close());

  const fill = (path: string, id: string) => path.replace(/:[A-Za-z]+/g, id);
  const send = (route: RouteInfo, path: string, caller: Caller) =>
    rawRequest(app.url, {
      method: route.method,
      path,
      headers: {
        ...caller.headers,
        ...(route.takesJsonBody ? { 'Content-Type': 'application/json' } : {}),
      },
      body: route.takesJsonBody ? '{}' : undefined,
    });
  const isReviewedPublic = (r: RouteInfo) =>
    PUBLIC_ROUTES.includes(`${r.method === 'HEAD' ? 'GET' : r.method} ${r.path}`);
  /**
   * Every route but the reviewed public ones, with the access its guard declares; one that
   * declares none (a guard forgotten, or put somewhere else) is walked as a signed-in user's.
   */
  const protectedRoutes = () =>
    app.app.routes
      .filter((r) => !isReviewedPublic(r))
      .map((r) => ({ ...r, access: r.access === 'public' ? ('user' as const) : r.access }));

  it('knows every route, and each one it does not guard is a reviewed public route', () => {
    const routes = app.app.routes.filter((r) => r.method !== 'HEAD');
    const declaredPublic = routes.filter((r) => r.access === 'public');
    expect(declaredPublic.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [...PUBLIC_ROUTES].sort(),
    );
    expect(protectedRoutes().length).toBeGreaterThanOrEqual(15);
  });

  it('lets the right caller past every guard, in the canonical spelling', async () => {
    for (const route of protectedRoutes()) {
      const caller = right[route.access as keyof typeof right];
      if (!caller) throw new Error(`no right caller for ${route.access}`);
      const res = await send(route, fill(route.path, crypto.randomUUID()), caller);
      expect([401, 403], `${route.method} ${route.path}: ${res.body}`).not.toContain(res.status);
    }
  });

  it('answers no wrong caller with anything but 401, 403 or 404, and changes nothing', async () => {
    const before = {
      flipbook: await app.store.flipbooks.get(flipbookId),
      kit: await app.store.kits.get(flipbookId),
      victim: await app.store.users.findById(victim.user.id),
      totals: await app.store.flipbooks.totals(),
      lead: await app.store.leads.get(flipbookId),
    };
    const failures: string[] = [];
    let sent = 0;
    for (const route of protectedRoutes()) {
      const canonical = fill(route.path, flipbookId);
      for (const caller of wrong[route.access as keyof typeof wrong]) {
        const jobs = spellings(canonical, flipbookId).map(async (path) => {
          const res = await send(route, path, caller);
          sent++;
          const expected = path === canonical ? [caller.signedIn ? 403 : 401] : [401, 403, 404];
          if (!expected.includes(res.status))
            failures.push(`${route.method} ${path} as ${caller.name}: ${res.status} ${res.body}`);
        });
        await Promise.all(jobs);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(await app.store.flipbooks.get(flipbookId)).toEqual(before.flipbook);
    expect(await app.store.kits.get(flipbookId)).toEqual(before.kit);
    expect(await app.store.users.findById(victim.user.id)).toEqual(before.victim);
    expect(await app.store.flipbooks.totals()).toEqual(before.totals);
    expect(await app.store.leads.get(flipbookId)).toEqual(before.lead);
    // Over a thousand requests: under a loaded machine (the journeys beside it) it took 60 s.
  }, 180_000);
});

describe('the embed page, the one page other sites may frame, in every spelling', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    writeWebRoot(app.config.webRoot, {
      'index.html':
        '<!doctype html><html><head><title>Flipfold</title></head><body><div id="root"></div></body></html>',
    });
  });
  afterAll(() => app.close());

  it('frames only /embed/{lower-case id}: every other spelling is sent there (301) or refused in frames', async () => {
    const id = crypto.randomUUID();
    const canonical = `/embed/${id}`;
    const failures: string[] = [];
    const all = [...spellings(canonical, id), `/embed/${id.toUpperCase()}/`, `/EMBED/${id}`];
    for (const path of all) {
      const res = await rawRequest(app.url, { method: 'GET', path });
      const csp = String(res.headers['content-security-policy'] ?? '');
      const framable =
        !/frame-ancestors 'none'/.test(csp) || res.headers['x-frame-options'] !== 'DENY';
      const outcome =
        path === canonical
          ? res.status === 200 && framable
          : res.status === 301
            ? res.headers.location === canonical && !framable
            : !framable;
      if (!outcome) failures.push(`${path}: ${res.status} ${csp} ${res.headers.location ?? ''}`);
    }
    expect(failures).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(18);
  });
});

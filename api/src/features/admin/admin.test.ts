import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { bearer, call } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { events } from '#api-test/server-sent-events';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { VIEW_HISTORY_DAYS } from '#core/view-days';
import { BROWSER_USER_AGENT } from '#testing/user-agent';

/** docs/product-rules.md: at most one `analytics` event a second. */
const STREAM_INTERVAL_MS = 1000;

describe('the admin API', () => {
  let app: TestApp;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await createTestUser(app, { isAdmin: true });
    member = await createTestUser(app);
  });
  afterAll(() => app.close());

  const createBook = async (user: TestUser) => {
    const id = crypto.randomUUID();
    await call(`${app.url}/api/flipbooks`, {
      body: {
        id,
        title: `Book ${id.slice(0, 4)}`,
        panels: { front: [dataUrl(noisePng(8, 8))], back: [] },
      },
      headers: bearer(user.token),
    });
    return id;
  };

  it('refuses anonymous callers with 401 and members with 403 on every admin call', async () => {
    const id = await createBook(member);
    const calls = [
      ['GET', '/api/admin/flipbooks'],
      ['DELETE', `/api/admin/flipbooks/${id}`],
      ['GET', '/api/admin/analytics/stream'],
    ] as const;
    for (const [method, path] of calls) {
      expect((await call(`${app.url}${path}`, { method })).status).toBe(401);
      const res = await call(`${app.url}${path}`, { method, headers: bearer(member.token) });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Forbidden: You do not have access to this page.');
    }
    expect((await app.store.flipbooks.get(id))?.deletedAt).toBeNull();
  });

  it('reads the admin flag from the store on each request, not from the token', async () => {
    const promoted = await createTestUser(app);
    expect(
      (await call(`${app.url}/api/admin/flipbooks`, { headers: bearer(promoted.token) })).status,
    ).toBe(403);
    await app.store.users.update(promoted.user.id, { isAdmin: true });
    expect(
      (await call(`${app.url}/api/admin/flipbooks`, { headers: bearer(promoted.token) })).status,
    ).toBe(200);
  });

  it('lists every live flipbook and deletes any of them', async () => {
    const id = await createBook(member);
    const list = await call(`${app.url}/api/admin/flipbooks`, { headers: bearer(admin.token) });
    const item = list.body.items.find((i: { id: string }) => i.id === id);
    expect(Object.keys(item).sort()).toEqual([
      'cover',
      'createdAt',
      'id',
      'left',
      'middle',
      'right',
      'title',
      'views',
    ]);
    // Its cover stands for it: page 1 of pages.
    expect(item.cover).toBe(item.left);
    const del = await call(`${app.url}/api/admin/flipbooks/${id}`, {
      method: 'DELETE',
      headers: bearer(admin.token),
    });
    expect(del.status).toBe(200);
    expect((await app.store.flipbooks.get(id))?.deletedAt).not.toBeNull();
    expect(
      (
        await call(`${app.url}/api/admin/flipbooks/${id}`, {
          method: 'DELETE',
          headers: bearer(admin.token),
        })
      ).status,
    ).toBe(404);
  });

  it('streams analytics at connect and again within a second of a change', async () => {
    const controller = new AbortController();
    const res = await fetch(`${app.url}/api/admin/analytics/stream`, {
      headers: bearer(admin.token),
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = events(res, 'analytics');
    const first = (await stream.next()).value;
    expect(Object.keys(first).sort()).toEqual([
      'recent',
      'teams',
      'totalFlipbooks',
      'totalViews',
      'uniqueReaders',
      'viewsByDay',
    ]);
    expect(first.teams).toBe(await app.store.teams.count());
    // Events come at most one a second: past the connect event's window, a change goes out at once.
    await new Promise((r) => setTimeout(r, STREAM_INTERVAL_MS));
    const id = await createBook(member);
    const acknowledgedAt = performance.now();
    const second = (await stream.next()).value;
    const latencyMs = performance.now() - acknowledgedAt;
    expect(second.totalFlipbooks).toBe(first.totalFlipbooks + 1);
    expect(second.recent[0].id).toBe(id);
    // Views per day go out live too: a view of the new flipbook lands on today's bar.
    await fetch(`${app.url}/api/flipbooks/${id}`, {
      headers: { 'User-Agent': BROWSER_USER_AGENT },
    });
    const third = (await stream.next()).value;
    expect(third.viewsByDay).toHaveLength(VIEW_HISTORY_DAYS);
    expect(third.viewsByDay.at(-1).views).toBe(second.viewsByDay.at(-1).views + 1);
    expect(latencyMs).toBeLessThan(1000);
    controller.abort();
  });

  it('holds at most five live streams per account: the sixth gets a 429 saying why, and closing one frees a place', async () => {
    const watcher = await createTestUser(app, { isAdmin: true });
    const open = (user: TestUser) => {
      const controller = new AbortController();
      const reply = fetch(`${app.url}/api/admin/analytics/stream`, {
        headers: bearer(user.token),
        signal: controller.signal,
      });
      return { reply, close: () => controller.abort() };
    };
    const five = Array.from({ length: 5 }, () => open(watcher));
    for (const stream of five) {
      const res = await stream.reply;
      expect(res.status).toBe(200);
      await events(res, 'analytics').next();
    }
    const sixth = await call(`${app.url}/api/admin/analytics/stream`, {
      headers: bearer(watcher.token),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(sixth.body).toEqual({
      error: 'At most 5 live dashboards can be open at once: close one to open another',
      code: 'RATE_LIMITED',
    });
    // Another admin has places of their own.
    const other = open(admin);
    expect((await other.reply).status).toBe(200);
    other.close();
    five[0]?.close();
    // The server hears of the closed stream shortly; then a new one is let in.
    await expect
      .poll(async () => {
        const again = open(watcher);
        const { status } = await again.reply;
        again.close();
        return status;
      })
      .toBe(200);
    for (const stream of five) stream.close();
  });

  it('computes the figures once for every open stream, not once per stream', async () => {
    const watcher = await createTestUser(app, { isAdmin: true });
    const controller = new AbortController();
    const streams = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const res = await fetch(`${app.url}/api/admin/analytics/stream`, {
          headers: bearer(watcher.token),
          signal: controller.signal,
        });
        const stream = events(res, 'analytics');
        await stream.next();
        return stream;
      }),
    );
    const totals = vi.spyOn(app.store.flipbooks, 'totals');
    onTestFinished(() => {
      totals.mockRestore();
      controller.abort();
    });
    const id = await createBook(member);
    for (const stream of streams) expect((await stream.next()).value.recent[0].id).toBe(id);
    // One computation for the change (a stream's 4 s poll may add another), never one each.
    const computations = totals.mock.calls.filter(([ownerId]) => ownerId === undefined);
    expect(computations.length).toBeGreaterThanOrEqual(1);
    expect(computations.length).toBeLessThanOrEqual(2);
  });

  it('ends an open analytics stream once its session is signed out', async () => {
    const leaving = await createTestUser(app, { isAdmin: true });
    const res = await fetch(`${app.url}/api/admin/analytics/stream`, {
      headers: bearer(leaving.token),
    });
    const stream = events(res, 'analytics');
    await stream.next();
    await call(`${app.url}/api/auth/logout`, { method: 'POST', headers: bearer(leaving.token) });
    // The stream is checked at each poll (5 s): it ends rather than feed a signed-out browser.
    const ended = await Promise.race([
      (async () => {
        for await (const _ of stream);
        return true;
      })(),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000)),
    ]);
    expect(ended).toBe(true);
  });

  it('refuses the admin flag on an unverified account', async () => {
    const flagged = await createTestUser(app, { isAdmin: true, isVerified: false });
    const res = await call(`${app.url}/api/admin/flipbooks`, { headers: bearer(flagged.token) });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Forbidden: You do not have access to this page.');
  });
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { OFFLINE_VIEWS_MAX, OFFLINE_VIEWS_PER_DAY } from '#core/limits';

describe('views presented offline', () => {
  let app: TestApp;
  let owner: TestUser;
  let clock = Date.parse('2026-06-01T08:00:00Z');
  beforeAll(async () => {
    app = await startTestApp({}, { now: () => clock });
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  const newFlipbook = async () => {
    const id = crypto.randomUUID();
    const res = await call(`${app.url}/api/flipbooks`, {
      body: { id, title: 'Shown', panels: { front: [dataUrl(noisePng(8, 8))], back: [] } },
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(201);
    return id;
  };
  const send = (id: string, count: number, key: string = crypto.randomUUID(), extra = {}) =>
    call(`${app.url}/api/flipbooks/${id}/views`, {
      body: { count, key, ...extra },
      headers: bearer(owner.token),
    });

  it('adds no more than a day’s bound, however many fresh keys an owner sends', async () => {
    const id = await newFlipbook();
    // What the black-box test did: 200 batches of 1000 with fresh keys.
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => send(id, OFFLINE_VIEWS_MAX)),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect((await app.store.flipbooks.get(id))?.views).toBe(OFFLINE_VIEWS_PER_DAY);
    // A live view still counts: the bound is on what was presented offline.
    expect((await call(`${app.url}/api/flipbooks/${id}`)).body.views).toBe(
      OFFLINE_VIEWS_PER_DAY + 1,
    );
  });

  it('adds a new day’s views the next day, and counts a replayed key once', async () => {
    const id = await newFlipbook();
    const key = crypto.randomUUID();
    expect((await send(id, 600, key)).body.views).toBe(600);
    expect((await send(id, 600, key)).body.views).toBe(600);
    expect((await send(id, 600)).body.views).toBe(OFFLINE_VIEWS_PER_DAY);
    clock += 24 * 60 * 60_000;
    expect((await send(id, 600, key)).body.views).toBe(OFFLINE_VIEWS_PER_DAY);
    expect((await send(id, 600)).body.views).toBe(OFFLINE_VIEWS_PER_DAY + 600);
  });

  it('refuses a batch over the bound of one key, and a key that is not a UUID', async () => {
    const id = await newFlipbook();
    expect((await send(id, OFFLINE_VIEWS_MAX + 1)).status).toBe(400);
    expect((await send(id, 5, 'not-a-uuid')).status).toBe(400);
    expect((await app.store.flipbooks.get(id))?.views).toBe(0);
  });

  it('counts views an event kiosk marked as its own, and refuses an unknown source unchanged', async () => {
    const id = await newFlipbook();
    const key = crypto.randomUUID();
    expect((await send(id, 3, key, { source: 'event' })).body.views).toBe(3);
    expect((await send(id, 3, key, { source: 'event' })).body.views).toBe(3);
    const refused = await send(id, 2, crypto.randomUUID(), { source: 'billboard' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: "source: must be 'event'", code: 'VALIDATION_FAILED' });
    expect((await app.store.flipbooks.get(id))?.views).toBe(3);
  });
});

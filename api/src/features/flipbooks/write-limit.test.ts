import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { FLIPBOOK_RATE_LIMITS } from './limits';

const { max, windowMs } = FLIPBOOK_RATE_LIMITS.writesPerAccount;

describe('how many flipbooks an account may create or change', () => {
  let app: TestApp;
  let clock = Date.now();
  let maker: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    app = await startTestApp({}, { now: () => clock });
    maker = await createTestUser(app);
    other = await createTestUser(app);
  });
  afterAll(() => app.close());

  const book = () => ({
    id: crypto.randomUUID(),
    title: 'Spring menu',
    panels: { front: [dataUrl(noisePng(8, 8))], back: [] },
  });
  const create = (user: TestUser, body: unknown) =>
    call(`${app.url}/api/flipbooks`, { body, headers: bearer(user.token) });

  it('answers 429 with Retry-After past its budget, before reading the body, and lets it write again once the window ends', async () => {
    const first = book();
    expect((await create(maker, first)).status).toBe(201);
    // Creates and edits count alike, refused or not: each may carry images to decode.
    expect(
      (
        await call(`${app.url}/api/flipbooks/${first.id}`, {
          method: 'PUT',
          body: { title: 'Edited', panels: first.panels },
          headers: bearer(maker.token),
        })
      ).status,
    ).toBe(200);
    for (let i = 2; i < max; i++) expect((await create(maker, {})).status).toBe(400);

    const refused = book();
    const res = await create(maker, refused);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: 'Too many flipbooks created or changed in a short time, try again in a few minutes',
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    // Refused as the body began: a malformed one is no 400 now, and nothing was stored.
    const malformed = await call(`${app.url}/api/flipbooks`, {
      rawBody: '{',
      headers: { ...bearer(maker.token), 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(429);
    expect(await app.store.flipbooks.get(refused.id)).toBeNull();
    // The budget is the account's own.
    expect((await create(other, book())).status).toBe(201);

    clock += retryAfter * 1000;
    expect((await create(maker, refused)).status).toBe(201);
  });
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { BROWSER_USER_AGENT } from '#testing/user-agent';

/**
 * A creator's own look at their shared link counts nothing: signed in (a bearer token or the
 * page's session cookie), the owner's view is answered without a count and told it is theirs;
 * anyone else's, signed in or not, counts as before.
 */
describe('the owner’s own view of a shared link', () => {
  let app: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let id: string;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await createTestUser(app);
    other = await createTestUser(app);
    id = crypto.randomUUID();
    const created = await call(`${app.url}/api/flipbooks`, {
      body: { id, title: 'Own look', panels: { front: [dataUrl(noisePng(8, 8))], back: [] } },
      headers: bearer(owner.token),
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => app.close());

  const view = (headers: Record<string, string> = {}) =>
    call(`${app.url}/api/flipbooks/${id}`, {
      headers: { 'User-Agent': BROWSER_USER_AGENT, ...headers },
    });
  const stored = async () => (await app.store.flipbooks.get(id))?.views;

  it('counts no view of the owner, by bearer token or session cookie, and tells only them', async () => {
    const before = await stored();
    for (const headers of [bearer(owner.token), { Cookie: `flipfold_session=${owner.token}` }]) {
      const reply = await view(headers);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ id, views: before, ownView: true });
    }
    expect(await stored()).toBe(before);
  });

  it('counts everyone else’s: anonymous, another account, and a token that is no session', async () => {
    const before = (await stored()) ?? 0;
    const callers: Array<Record<string, string>> = [
      {},
      bearer(other.token),
      { Cookie: `flipfold_session=${other.token}` },
      bearer('not-a-token'),
      { Cookie: 'flipfold_session=x' },
    ];
    for (const [i, headers] of callers.entries()) {
      const reply = await view(headers);
      expect(reply.status).toBe(200);
      expect(reply.body.views).toBe(before + i + 1);
      expect(reply.body).not.toHaveProperty('ownView');
    }
    expect(await stored()).toBe(before + callers.length);
  });

  it('answers a deleted flipbook as missing to its owner too', async () => {
    const gone = crypto.randomUUID();
    await call(`${app.url}/api/flipbooks`, {
      body: { id: gone, title: 'Gone', panels: { front: [dataUrl(noisePng(8, 8))], back: [] } },
      headers: bearer(owner.token),
    });
    await call(`${app.url}/api/flipbooks/${gone}`, {
      method: 'DELETE',
      headers: bearer(owner.token),
    });
    const reply = await call(`${app.url}/api/flipbooks/${gone}`, { headers: bearer(owner.token) });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBeDefined();
  });
});

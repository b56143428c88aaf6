import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { type Receiver, startReceiver } from '#api-test/webhook-receiver';
import { WEBHOOK_TEXTS } from '#core/webhooks';

/** The webhook calls as the server is run: private addresses refused (no test-only switch). */
describe('the webhook calls', () => {
  let app: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    app = await startTestApp();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
  });

  const hook = () => `${app.url}/api/integrations/webhook`;
  const put = (user: TestUser, body: unknown) =>
    call(hook(), { method: 'PUT', body, headers: bearer(user.token) });

  it('refuses bad input with a 400 saying why, and stores nothing', async () => {
    const owner = await createTestUser(app);
    const cases: Array<[string, unknown, string | RegExp]> = [
      ['ftp', { url: 'ftp://crm.example.com/hook' }, WEBHOOK_TEXTS.urlInvalid],
      ['not a URL', { url: 'crm.example.com/hook' }, WEBHOOK_TEXTS.urlInvalid],
      ['javascript', { url: 'javascript:alert(1)' }, WEBHOOK_TEXTS.urlInvalid],
      ['a number', { url: 5 }, WEBHOOK_TEXTS.urlInvalid],
      ['no url', {}, WEBHOOK_TEXTS.urlInvalid],
      ['enabled as text', { url: 'https://crm.example.com/hook', enabled: 'yes' }, /enabled/],
      ['an unknown field', { url: 'https://crm.example.com/hook', secret: 'mine' }, /secret/],
      [
        'credentials',
        { url: 'https://me:pw@crm.example.com/hook' },
        WEBHOOK_TEXTS.urlWithCredentials,
      ],
      [
        'too long',
        { url: `https://crm.example.com/${'a'.repeat(2100)}` },
        WEBHOOK_TEXTS.urlTooLong,
      ],
      ['loopback', { url: 'http://127.0.0.1:9/hook' }, WEBHOOK_TEXTS.privateAddress],
      ['private', { url: 'https://10.0.0.1/hook' }, WEBHOOK_TEXTS.privateAddress],
      [
        'metadata',
        { url: 'http://169.254.169.254/latest/meta-data' },
        WEBHOOK_TEXTS.privateAddress,
      ],
      ['localhost', { url: 'http://localhost:3000/hook' }, WEBHOOK_TEXTS.privateAddress],
      ['a localhost name', { url: 'http://crm.localhost/hook' }, WEBHOOK_TEXTS.privateAddress],
      ['IPv6 loopback', { url: 'http://[::1]/hook' }, WEBHOOK_TEXTS.privateAddress],
      ['IPv4-mapped', { url: 'http://[::ffff:192.168.1.1]/hook' }, WEBHOOK_TEXTS.privateAddress],
      ['decimal loopback', { url: 'http://2130706433/hook' }, WEBHOOK_TEXTS.privateAddress],
    ];
    for (const [name, body, message] of cases) {
      const res = await put(owner, body);
      expect(res.status, name).toBe(400);
      expect(res.body.code, name).toBe('VALIDATION_FAILED');
      expect(res.body.error, name).toMatch(message);
    }
    const malformed = await call(hook(), {
      method: 'PUT',
      rawBody: '{"url": "https://crm.example.com"',
      headers: { ...bearer(owner.token), 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('MALFORMED_JSON');
    expect(await app.store.webhooks.get(owner.user.id)).toBeNull();
    // A saved webhook stays as it was when a change is refused.
    expect((await put(owner, { url: 'https://crm.example.com/hook' })).status).toBe(200);
    expect((await put(owner, { url: 'http://10.1.2.3/' })).status).toBe(400);
    expect((await app.store.webhooks.get(owner.user.id))?.url).toBe('https://crm.example.com/hook');
  });

  it("keeps each account's webhook its own", async () => {
    const [owner, other] = [await createTestUser(app), await createTestUser(app)];
    const saved = await put(owner, { url: 'https://crm.example.com/owner' });
    expect(saved.status).toBe(200);
    expect((await call(hook(), { headers: bearer(other.token) })).body).toEqual({
      webhook: null,
      deliveries: [],
    });
    const rotate = await call(`${hook()}/rotate-secret`, {
      method: 'POST',
      headers: bearer(other.token),
    });
    expect(rotate.status).toBe(404);
    expect(
      (await call(`${hook()}/test`, { method: 'POST', headers: bearer(other.token) })).status,
    ).toBe(404);
    expect((await call(hook(), { method: 'DELETE', headers: bearer(other.token) })).status).toBe(
      200,
    );
    expect((await put(other, { url: 'https://crm.example.com/other' })).status).toBe(200);
    const mine = await app.store.webhooks.get(owner.user.id);
    expect(mine?.url).toBe('https://crm.example.com/owner');
    expect(mine?.secret).toBe(saved.body.webhook.secret);
  });

  it("takes 10 'Send test' an hour from an account, then 429 with Retry-After", async () => {
    const owner = await createTestUser(app);
    // .invalid never resolves (RFC 2606): the tests' deliveries go nowhere.
    expect((await put(owner, { url: 'https://crm.flipfold.invalid/hook' })).status).toBe(200);
    const send = () => call(`${hook()}/test`, { method: 'POST', headers: bearer(owner.token) });
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(202);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: WEBHOOK_TEXTS.tooManyTests, code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await app.store.webhookDeliveries.recent(owner.user.id, 50)).length).toBe(10);
  });

  it('is for verified accounts only, and a cookie session needs its own origin', async () => {
    const unverified = await createTestUser(app, { isVerified: false });
    expect((await call(hook(), { headers: bearer(unverified.token) })).status).toBe(403);
    const owner = await createTestUser(app);
    const cookie = { Cookie: `flipfold_session=${owner.token}` };
    const crossSite = await call(hook(), {
      method: 'PUT',
      body: { url: 'https://crm.example.com/hook' },
      headers: { ...cookie, Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe('CSRF_REFUSED');
    expect(await app.store.webhooks.get(owner.user.id)).toBeNull();
  });

  it('refuses at delivery an address that has become private, and never connects to it', async () => {
    const owner = await createTestUser(app);
    expect((await put(owner, { url: 'https://crm.example.com/hook' })).status).toBe(200);
    // As if its name now resolved to this host: the stored address is checked again at each try.
    const stored = await app.store.webhooks.get(owner.user.id);
    if (!stored) throw new Error('no webhook stored');
    await app.store.webhooks.put({ ...stored, url: receiver.url });
    const sent = await call(`${hook()}/test`, { method: 'POST', headers: bearer(owner.token) });
    expect(sent.status).toBe(202);
    await app.app.idle();
    const [logged] = (await call(hook(), { headers: bearer(owner.token) })).body.deliveries;
    expect(logged).toMatchObject({
      status: 'pending',
      lastStatus: null,
      lastError: WEBHOOK_TEXTS.privateAddress,
    });
    expect(receiver.received).toHaveLength(0);
  });
});

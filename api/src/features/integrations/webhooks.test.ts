import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '#api/logger';
import { bearer, call } from '#api-test/http';
import { flipbookFor, leadBody, sendLead } from '#api-test/lead-requests';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { verifyFlipfold } from '#api-test/verify-webhook';
import { type Receiver, startReceiver } from '#api-test/webhook-receiver';
import { webhookPayload } from '#core/schemas/webhooks';
import { WEBHOOK_TEXTS } from '#core/webhooks';
import { IntegrationsService } from './service';

/** Deliveries to a real receiver on 127.0.0.1, which only the test-only switch allows. */
describe('lead webhooks, delivered signed to a real receiver', () => {
  let app: TestApp;
  let clock = Date.now();
  let receiver: Receiver | null = null;
  beforeAll(async () => {
    app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }, { now: () => clock });
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = null;
  });
  afterAll(() => app.close());

  const hookUrl = `/api/integrations/webhook`;
  const setWebhook = (user: TestUser, url: string) =>
    call(`${app.url}${hookUrl}`, { method: 'PUT', body: { url }, headers: bearer(user.token) });
  const readWebhook = (user: TestUser) =>
    call(`${app.url}${hookUrl}`, { headers: bearer(user.token) });
  /** A creator with a flipbook and a webhook to a fresh receiver; the secret the save showed. */
  async function creatorWithWebhook(answers?: Parameters<typeof startReceiver>[0]) {
    receiver = await startReceiver(answers);
    const owner = await createTestUser(app);
    const flipbookId = await flipbookFor(app.url, owner, { title: 'Autumn catalogue' });
    const saved = await setWebhook(owner, receiver.url);
    expect(saved.status).toBe(200);
    return { owner, flipbookId, secret: saved.body.webhook.secret as string, receiver };
  }

  it('delivers a new lead once, signed as the docs verify it, with its delivery id and event', async () => {
    const { owner, flipbookId, secret, receiver } = await creatorWithWebhook();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    const lead = leadBody();
    expect((await sendLead(app.url, flipbookId, lead)).status).toBe(201);
    await app.app.idle();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    const headers = got?.headers ?? {};
    expect(headers['content-type']).toBe('application/json');
    expect(headers['flipfold-event']).toBe('lead.created');
    expect(
      verifyFlipfold(got?.body ?? '', String(headers['flipfold-signature']), secret, clock),
    ).toBe(true);
    expect(
      verifyFlipfold(got?.body ?? '', String(headers['flipfold-signature']), 'whsec_wrong', clock),
    ).toBe(false);
    expect(
      verifyFlipfold(`${got?.body} `, String(headers['flipfold-signature']), secret, clock),
    ).toBe(false);
    expect(
      verifyFlipfold(
        got?.body ?? '',
        String(headers['flipfold-signature']),
        secret,
        clock + 301_000,
      ),
    ).toBe(false);
    const payload = webhookPayload.parse(JSON.parse(got?.body ?? ''));
    expect(payload.id).toBe(headers['flipfold-delivery']);
    expect(payload).toMatchObject({
      type: 'lead.created',
      lead: {
        id: lead.id,
        email: lead.email,
        name: lead.name,
        flipbookId,
        flipbookTitle: 'Autumn catalogue',
        locale: 'en',
      },
    });
    // What docs/api.md shows, and no more: the staff's notes on a lead stay in Flipfold.
    expect(Object.keys(JSON.parse(got?.body ?? '').lead).sort()).toEqual(
      [
        ...['id', 'flipbookId', 'flipbookTitle', 'email', 'name', 'company', 'note'],
        ...['source', 'event', 'device', 'capturedAt', 'locale', 'createdAt'],
      ].sort(),
    );
    // A copy of the same lead (a lost reply) is no new event.
    expect((await sendLead(app.url, flipbookId, lead)).status).toBe(200);
    await app.app.idle();
    await app.app.drainWebhooks();
    expect(receiver.received).toHaveLength(1);
    const log = (await readWebhook(owner)).body;
    expect(log.webhook.secret).toBeUndefined();
    expect(log.webhook.secretHint).toBe(`whsec_…${secret.slice(-4)}`);
    expect(log.deliveries).toEqual([
      expect.objectContaining({
        id: payload.id,
        type: 'lead.created',
        status: 'delivered',
        attempts: 1,
        lastStatus: 204,
      }),
    ]);
  });

  it('tries again after a 500 with the same delivery id and body, and is delivered once', async () => {
    const { owner, flipbookId, secret, receiver } = await creatorWithWebhook([500, 200]);
    expect((await sendLead(app.url, flipbookId, leadBody())).status).toBe(201);
    await app.app.idle();
    expect(receiver.received).toHaveLength(1);
    let [logged] = (await readWebhook(owner)).body.deliveries;
    expect(logged).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 });
    expect(Date.parse(logged.nextAttemptAt)).toBe(clock + 30_000);
    // Not before its time.
    await app.app.drainWebhooks();
    expect(receiver.received).toHaveLength(1);
    clock += 30_000;
    await app.app.drainWebhooks();
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second?.headers['flipfold-delivery']).toBe(first?.headers['flipfold-delivery']);
    expect(second?.body).toBe(first?.body);
    expect(
      verifyFlipfold(
        second?.body ?? '',
        String(second?.headers['flipfold-signature']),
        secret,
        clock,
      ),
    ).toBe(true);
    [logged] = (await readWebhook(owner)).body.deliveries;
    expect(logged).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatus: 200,
      nextAttemptAt: null,
    });
    clock += 24 * 60 * 60_000;
    await app.app.drainWebhooks();
    expect(receiver.received).toHaveLength(2);
  });

  it('backs off further after each failure and gives up a day after the event', async () => {
    const { owner } = await creatorWithWebhook([503]);
    const sent = await call(`${app.url}${hookUrl}/test`, {
      method: 'POST',
      headers: bearer(owner.token),
    });
    expect(sent.status).toBe(202);
    await app.app.idle();
    const waits: number[] = [];
    for (let tries = 0; tries < 40; tries++) {
      const [logged] = (await readWebhook(owner)).body.deliveries;
      if (logged.status !== 'pending') break;
      waits.push(Date.parse(logged.nextAttemptAt) - clock);
      clock = Date.parse(logged.nextAttemptAt);
      await app.app.drainWebhooks();
    }
    expect(waits.slice(0, 5)).toEqual([30_000, 120_000, 600_000, 3_600_000, 10_800_000]);
    const [ended] = (await readWebhook(owner)).body.deliveries;
    expect(ended).toMatchObject({ status: 'failed', lastStatus: 503 });
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(24 * 60 * 60_000);
    expect(receiver?.received.length).toBe(waits.length + 1);
  });

  it("'Send test' sends a made-up lead under the id it answers with", async () => {
    const { owner, secret, receiver } = await creatorWithWebhook();
    const sent = await call(`${app.url}${hookUrl}/test`, {
      method: 'POST',
      headers: bearer(owner.token),
    });
    expect(sent.status).toBe(202);
    await app.app.idle();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got?.headers['flipfold-delivery']).toBe(sent.body.id);
    expect(got?.headers['flipfold-event']).toBe('test');
    expect(
      verifyFlipfold(got?.body ?? '', String(got?.headers['flipfold-signature']), secret, clock),
    ).toBe(true);
    expect(webhookPayload.parse(JSON.parse(got?.body ?? ''))).toMatchObject({
      id: sent.body.id,
      type: 'test',
    });
  });

  it('tells of a repeat visitor as an update and of a forgotten lead without its personal data', async () => {
    const { owner, flipbookId, receiver } = await creatorWithWebhook();
    const lead = leadBody();
    await sendLead(app.url, flipbookId, lead);
    await sendLead(app.url, flipbookId, leadBody({ email: lead.email, company: 'New Co' }));
    await app.app.idle();
    const deleted = await call(`${app.url}/api/leads/${lead.id}`, {
      method: 'DELETE',
      headers: bearer(owner.token),
    });
    expect(deleted.status).toBe(200);
    await app.app.idle();
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type)).toEqual(['lead.created', 'lead.updated', 'lead.forgotten']);
    expect(bodies[1].lead).toMatchObject({ id: lead.id, company: 'New Co' });
    const forgotten = receiver.received[2]?.body ?? '';
    expect(Object.keys(JSON.parse(forgotten).lead).sort()).toEqual([
      'flipbookId',
      'forgottenAt',
      'id',
    ]);
    for (const personal of [lead.email, lead.name, lead.company, lead.note])
      expect(forgotten).not.toContain(personal);
    expect(webhookPayload.parse(JSON.parse(forgotten)).type).toBe('lead.forgotten');
  });

  it('delivers the events that waited together in the order they happened, though the clock stood still', async () => {
    // The first delivery is held at the receiver, so the next ones wait side by side with the
    // same times: only their ids can order them.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { owner, flipbookId, receiver } = await creatorWithWebhook([
      (res) => void held.then(() => res.writeHead(204).end()),
      204,
    ]);
    // Captured at the owner's own kiosk, past the public form's limit per address.
    const capture = (over: Record<string, unknown>) =>
      sendLead(app.url, flipbookId, leadBody({ source: 'kiosk', ...over }), bearer(owner.token));
    const first = leadBody();
    expect((await capture(first)).status).toBe(201);
    await expect.poll(() => receiver.received.length).toBe(1);
    const companies = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];
    for (const company of companies)
      expect((await capture({ email: first.email, company })).status).toBeLessThan(300);
    release();
    await app.app.idle();
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.lead.company)).toEqual([first.company, ...companies]);
  });

  it('queues each change of a lead as it was made and in its turn, though a later one came first to the store', async () => {
    const { owner, flipbookId } = await creatorWithWebhook([500]);
    const lead = leadBody();
    expect((await sendLead(app.url, flipbookId, lead)).status).toBe(201);
    await app.app.idle();
    const stored = await app.store.leads.get(lead.id);
    if (!stored) throw new Error('the lead was not stored');
    // A service of its own that never delivers, so the queue shows what each change carried.
    const integrations = new IntegrationsService({
      store: app.store,
      logger: silentLogger,
      now: () => clock,
      allowPrivate: true,
      deliverSoon: () => {},
    });
    await Promise.all(
      ['Seven', 'Eight'].map((company) =>
        integrations.leadChanged({ type: 'updated', lead: { ...stored, company } }),
      ),
    );
    const queued = (await app.store.webhookDeliveries.recent(owner.user.id, 10))
      .filter((d) => d.type === 'lead.updated')
      .reverse();
    expect(queued.map((d) => JSON.parse(d.body).lead.company)).toEqual(['Seven', 'Eight']);
    expect(queued[0]?.id.localeCompare(queued[1]?.id ?? '')).toBe(-1);
    await app.store.leads.forget(lead.id, new Date(clock).toISOString(), 'owner');
    await integrations.leadChanged({ type: 'updated', lead: { ...stored, company: 'Nine' } });
    const after = await app.store.webhookDeliveries.recent(owner.user.id, 10);
    expect(after.map((d) => d.body)).not.toContainEqual(expect.stringContaining('Nine'));
  });

  it('drops the waiting deliveries of a lead forgotten before they went, bodies and all', async () => {
    const { owner, flipbookId, receiver } = await creatorWithWebhook([500, 204]);
    const lead = leadBody();
    await sendLead(app.url, flipbookId, lead);
    await app.app.idle();
    await call(`${app.url}/api/leads/${lead.id}`, {
      method: 'DELETE',
      headers: bearer(owner.token),
    });
    await app.app.idle();
    clock += 60_000;
    await app.app.drainWebhooks();
    const types = receiver.received.map((r) => JSON.parse(r.body).type);
    expect(types).toEqual(['lead.created', 'lead.forgotten']);
    const log = (await readWebhook(owner)).body.deliveries;
    expect(log.find((d: { type: string }) => d.type === 'lead.created')).toMatchObject({
      status: 'failed',
      lastError: WEBHOOK_TEXTS.forgotten,
    });
    const [stored] = (await app.store.webhookDeliveries.recent(owner.user.id, 10)).filter(
      (d) => d.type === 'lead.created',
    );
    expect(stored?.body).toBe('');
  });

  it('sends nothing for an account without a webhook, or with it off, and rotates the secret it signs with', async () => {
    receiver = await startReceiver();
    const owner = await createTestUser(app);
    const flipbookId = await flipbookFor(app.url, owner);
    await sendLead(app.url, flipbookId, leadBody());
    const off = await call(`${app.url}${hookUrl}`, {
      method: 'PUT',
      body: { url: receiver.url, enabled: false },
      headers: bearer(owner.token),
    });
    expect(off.body.webhook).toMatchObject({ enabled: false, secret: expect.any(String) });
    const testWhileOff = await call(`${app.url}${hookUrl}/test`, {
      method: 'POST',
      headers: bearer(owner.token),
    });
    expect(testWhileOff.status).toBe(409);
    expect(testWhileOff.body.error).toBe(WEBHOOK_TEXTS.webhookOff);
    await sendLead(app.url, flipbookId, leadBody());
    await app.app.idle();
    expect(receiver.received).toHaveLength(0);
    const on = await setWebhook(owner, receiver.url);
    expect(on.body.webhook.secret).toBeUndefined();
    const rotated = await call(`${app.url}${hookUrl}/rotate-secret`, {
      method: 'POST',
      headers: bearer(owner.token),
    });
    expect(rotated.status).toBe(200);
    const secret = rotated.body.webhook.secret as string;
    expect(secret).not.toBe(off.body.webhook.secret);
    await sendLead(app.url, flipbookId, leadBody());
    await app.app.idle();
    const [got] = receiver.received;
    expect(
      verifyFlipfold(got?.body ?? '', String(got?.headers['flipfold-signature']), secret, clock),
    ).toBe(true);
  });

  it('removes the webhook and its log, and goes with the account', async () => {
    const { owner } = await creatorWithWebhook();
    await call(`${app.url}${hookUrl}/test`, { method: 'POST', headers: bearer(owner.token) });
    await app.app.idle();
    const removed = await call(`${app.url}${hookUrl}`, {
      method: 'DELETE',
      headers: bearer(owner.token),
    });
    expect(removed.status).toBe(200);
    expect((await readWebhook(owner)).body).toEqual({ webhook: null, deliveries: [] });
    const testAgain = await call(`${app.url}${hookUrl}/test`, {
      method: 'POST',
      headers: bearer(owner.token),
    });
    expect(testAgain.status).toBe(404);

    const leaver = await creatorWithWebhook();
    await call(`${app.url}${hookUrl}/test`, {
      method: 'POST',
      headers: bearer(leaver.owner.token),
    });
    await app.app.idle();
    const gone = await call(`${app.url}/api/user/delete-account`, {
      body: { password: 'Sunny-Day-42!' },
      headers: bearer(leaver.owner.token),
    });
    expect(gone.status).toBe(200);
    expect(await app.store.webhooks.get(leaver.owner.user.id)).toBeNull();
    expect(await app.store.webhookDeliveries.recent(leaver.owner.user.id, 10)).toEqual([]);
  });
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { flipbookFor, forgetLinkIn, leadBody, mailHeader, sendLead } from '#api-test/lead-requests';
import { mailPart, startMailSink } from '#api-test/mail-sink';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, TEST_PASSWORD, type TestUser } from '#api-test/users';
import { LEAD_TEXTS } from '#core/leads';

let lastIp = 0;
/** Each test sends from its own address (behind TRUST_PROXY), so none spends another's budget. */
const fromNewIp = () => ({ 'X-Forwarded-For': `203.0.113.${++lastIp}` });

describe('leads over the API', () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let owner: TestUser;
  let other: TestUser;
  let openBook: string;

  beforeAll(async () => {
    sink = await startMailSink();
    app = await startTestApp({
      SMTP_URL: sink.url,
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://flip.example.com',
    });
    owner = await createTestUser(app, { name: 'Grace Hopper' });
    other = await createTestUser(app);
    openBook = await flipbookFor(app.url, owner);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const listOf = async (user: TestUser, query = '') =>
    call(`${app.url}/api/leads${query}`, { headers: bearer(user.token) });
  const idsListed = async (user: TestUser) =>
    ((await listOf(user)).body.items as Array<{ id: string }>).map((l) => l.id);

  it('takes a lead on a shared link whose form is on, without a session, and lists it for the owner alone', async () => {
    const form = await call(`${app.url}/api/flipbooks/${openBook}/lead-form`);
    expect(form.body).toEqual({ ownerName: 'Grace Hopper' });
    const body = leadBody();
    const sent = await sendLead(app.url, openBook, body, fromNewIp());
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: body.id, received: true });
    const listed = await listOf(owner);
    expect(listed.body.items).toContainEqual({
      id: body.id,
      flipbookId: openBook,
      flipbookTitle: 'Spring menu',
      email: body.email,
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      note: 'Please call after the fair',
      source: 'link',
      event: null,
      device: null,
      capturedAt: expect.any(String),
      locale: 'en',
      notMailed: null,
      staffNote: null,
      rating: null,
      tags: [],
      staffStamps: {},
      capturedBy: null,
      sentAfterRemoval: false,
    });
    expect(await idsListed(other)).toEqual([]);
    const stats = await call(`${app.url}/api/flipbooks/${openBook}/statistics`, {
      headers: bearer(owner.token),
    });
    expect(stats.body.leads).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['an invalid address', { email: 'not-an-address' }, 'email: Enter a valid email address'],
    ['consent not ticked', { consent: false }, `consent: ${LEAD_TEXTS.consentRefused}`],
    ['no consent at all', { consent: undefined }, `consent: ${LEAD_TEXTS.consentRefused}`],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name: Name may be at most 100'],
    ['a company over 100', { company: 'c'.repeat(101) }, 'company: Company may be at most 100'],
    ['a note over 500', { note: 'x'.repeat(501) }, 'note: Note may be at most 500'],
    ['an id that is no UUID', { id: 'lead-1' }, 'id: id must be a UUID'],
    ['an unknown source', { source: 'fax' }, 'source: source must be kiosk, link or embed'],
    [
      'a language it does not speak',
      { locale: 'de-DE' },
      'locale: locale must be one of en, de, fr, es, it, nl, pl, pt-BR, ja, zh-Hans, ar, he',
    ],
  ])(
    'refuses %s with a 400 that says why, storing and mailing nothing',
    async (_, over, message) => {
      const body = leadBody(over);
      const res = await sendLead(app.url, openBook, body, fromNewIp());
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.error).toContain(message);
      await app.app.idle();
      expect(sink.forAddress(String(body.email))).toEqual([]);
      expect(await app.store.leads.get(String(body.id))).toBeNull();
    },
  );

  it('takes leads only for verified creators’ live flipbooks whose form is on, saying why not', async () => {
    const closed = await flipbookFor(app.url, owner, { leadForm: false });
    const deleted = await flipbookFor(app.url, owner);
    await call(`${app.url}/api/flipbooks/${deleted}`, {
      method: 'DELETE',
      headers: bearer(owner.token),
    });
    const unverified = await createTestUser(app);
    const theirs = await flipbookFor(app.url, unverified);
    await app.store.users.update(unverified.user.id, { isVerified: false });

    const refusals = [
      [closed, 403, LEAD_TEXTS.formOff],
      [deleted, 404, 'Flipbook not found'],
      [theirs, 404, 'Flipbook not found'],
      [crypto.randomUUID(), 404, 'Flipbook not found'],
      ['not-a-flipbook', 404, 'Flipbook not found'],
    ] as const;
    for (const [id, status, error] of refusals) {
      const body = leadBody();
      const res = await sendLead(app.url, id, body, fromNewIp());
      expect({ id, status: res.status, error: res.body.error }).toEqual({ id, status, error });
      expect(await app.store.leads.get(body.id)).toBeNull();
      const form = await call(`${app.url}/api/flipbooks/${id}/lead-form`);
      expect(form.status).toBe(status);
    }
  });

  it('takes a kiosk’s lead only with its owner’s session, and keeps when the visitor left it', async () => {
    const body = leadBody({ source: 'kiosk', capturedAt: '2026-01-02T03:04:05.000Z' });
    const anonymous = await sendLead(app.url, openBook, body);
    expect(anonymous.status).toBe(401);
    const stranger = await sendLead(app.url, openBook, body, bearer(other.token));
    expect(stranger.status).toBe(404);
    const unverified = await createTestUser(app, { isVerified: false });
    expect((await sendLead(app.url, openBook, body, bearer(unverified.token))).status).toBe(403);
    expect(await app.store.leads.get(body.id)).toBeNull();

    const sent = await sendLead(app.url, openBook, body, bearer(owner.token));
    expect(sent.status).toBe(201);
    expect(await app.store.leads.get(body.id)).toMatchObject({
      source: 'kiosk',
      capturedAt: '2026-01-02T03:04:05.000Z',
      consent: 'Grace Hopper may contact me about this brochure',
    });
    // The kiosk needs no switch: the form is the creator's own at the booth.
    const closed = await flipbookFor(app.url, owner, { leadForm: false });
    const atBooth = leadBody({ source: 'kiosk' });
    expect((await sendLead(app.url, closed, atBooth, bearer(owner.token))).status).toBe(201);
  });

  it('keeps the event and the device a kiosk names, and none a visitor of a shared link claims', async () => {
    const atBooth = leadBody({ source: 'kiosk', event: ' Spring Fair ', device: 'Tablet 2' });
    expect((await sendLead(app.url, openBook, atBooth, bearer(owner.token))).status).toBe(201);
    const claimed = leadBody({ event: 'Spring Fair', device: 'Tablet 2' });
    expect((await sendLead(app.url, openBook, claimed, fromNewIp())).status).toBe(201);
    const items = (await listOf(owner)).body.items as Array<Record<string, unknown>>;
    expect(items.find((l) => l.id === atBooth.id)).toMatchObject({
      event: 'Spring Fair',
      device: 'Tablet 2',
    });
    expect(items.find((l) => l.id === claimed.id)).toMatchObject({ event: null, device: null });
    // A label with a line break or a control character is refused, and nothing is kept.
    for (const event of ['Spring\nFair', 'Fair\u0007', 'x'.repeat(81)]) {
      const bad = leadBody({ source: 'kiosk', event });
      expect((await sendLead(app.url, openBook, bad, bearer(owner.token))).status).toBe(400);
      expect(await app.store.leads.get(bad.id)).toBeNull();
    }
  });

  it('filters by event and by where, and searches addresses, names and companies', async () => {
    const book = await flipbookFor(app.url, owner, { title: 'Search menu' });
    const fair = leadBody({ source: 'kiosk', event: 'Autumn Expo', email: 'ann@harbour.example' });
    const shop = leadBody({ source: 'kiosk', event: 'Shop Days', company: 'Nordlys Outdoor' });
    const link = leadBody({ email: 'bob@link.example', name: 'Bob Builder' });
    for (const body of [fair, shop])
      expect((await sendLead(app.url, book, body, bearer(owner.token))).status).toBe(201);
    expect((await sendLead(app.url, book, link, fromNewIp())).status).toBe(201);
    const ids = async (query: string) =>
      ((await listOf(owner, `?flipbookId=${book}&${query}`)).body.items as Array<{ id: string }>)
        .map((l) => l.id)
        .sort();
    expect(await ids('event=Autumn%20Expo')).toEqual([fair.id]);
    expect(await ids('source=kiosk')).toEqual([fair.id, shop.id].sort());
    expect(await ids('source=link')).toEqual([link.id]);
    expect(await ids('search=HARBOUR')).toEqual([fair.id]);
    expect(await ids('search=nordlys')).toEqual([shop.id]);
    expect(await ids('search=bob%20b')).toEqual([link.id]);
    expect(await ids('search=bob&source=kiosk')).toEqual([]);
    for (const query of ['source=fax', `search=${'x'.repeat(101)}`, 'event='])
      expect((await listOf(owner, `?${query}`)).status).toBe(400);
  });

  it('refuses another account listing, exporting or deleting someone’s leads as missing', async () => {
    const body = leadBody();
    await sendLead(app.url, openBook, body, fromNewIp());
    const asOther = bearer(other.token);
    const byBook = `?flipbookId=${openBook}`;
    expect((await listOf(other, byBook)).status).toBe(404);
    const exported = await call(`${app.url}/api/leads/export${byBook}`, { headers: asOther });
    expect(exported.status).toBe(404);
    const removed = await call(`${app.url}/api/leads/${body.id}`, {
      method: 'DELETE',
      headers: asOther,
    });
    expect(removed.status).toBe(404);
    expect(await idsListed(owner)).toContain(body.id);
    for (const path of ['/api/leads', '/api/leads/export', `/api/leads/${body.id}`]) {
      const method = path.endsWith(body.id) ? 'DELETE' : 'GET';
      expect((await call(`${app.url}${path}`, { method })).status).toBe(401);
    }
  });

  it('filters the owner’s leads by flipbook and by when they were left', async () => {
    const second = await flipbookFor(app.url, owner, { title: 'Autumn menu' });
    const early = leadBody({ source: 'kiosk', capturedAt: '2026-03-01T10:00:00.000Z' });
    const late = leadBody({ source: 'kiosk', capturedAt: '2026-03-05T10:00:00.000Z' });
    await sendLead(app.url, second, early, bearer(owner.token));
    await sendLead(app.url, second, late, bearer(owner.token));
    const ids = async (query: string) =>
      ((await listOf(owner, query)).body.items as Array<{ id: string }>).map((l) => l.id);
    expect(await ids(`?flipbookId=${second}`)).toEqual([late.id, early.id]);
    expect(
      await ids(`?flipbookId=${second}&from=2026-03-01T00:00:00.000Z&to=2026-03-02T00:00:00.000Z`),
    ).toEqual([early.id]);
    expect((await listOf(owner, '?from=yesterday')).status).toBe(400);
  });

  it('deletes a lead for its owner: gone from the list, the count and the store’s personal data', async () => {
    const book = await flipbookFor(app.url, owner);
    const body = leadBody();
    await sendLead(app.url, book, body, fromNewIp());
    const removed = await call(`${app.url}/api/leads/${body.id}`, {
      method: 'DELETE',
      headers: bearer(owner.token),
    });
    expect(removed.status).toBe(200);
    expect(await idsListed(owner)).not.toContain(body.id);
    expect(await app.store.leads.get(body.id)).toMatchObject({ email: '', name: null, note: null });
    const stats = await call(`${app.url}/api/flipbooks/${book}/statistics`, {
      headers: bearer(owner.token),
    });
    expect(stats.body.leads).toBe(0);
    // A late copy of the deleted lead brings nothing back.
    expect((await sendLead(app.url, book, body, fromNewIp())).status).toBe(200);
    expect(await idsListed(owner)).not.toContain(body.id);
  });

  it('forgets the visitor through the link in their mail, and no one without it', async () => {
    const body = leadBody();
    await sendLead(app.url, openBook, body, fromNewIp());
    await app.app.idle();
    const link = forgetLinkIn(await sink.waitFor(body.email));
    expect(link.origin + link.pathname).toBe('https://flip.example.com/forget-me');
    expect(link.searchParams.get('lead')).toBe(body.id);
    const token = link.searchParams.get('token') ?? '';
    const forged = await call(`${app.url}/api/leads/forget`, {
      body: { id: body.id, token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
    });
    expect(forged.status).toBe(404);
    const otherLead = await call(`${app.url}/api/leads/forget`, {
      body: { id: crypto.randomUUID(), token },
    });
    expect(otherLead.status).toBe(404);
    expect(await idsListed(owner)).toContain(body.id);

    for (let i = 0; i < 2; i++) {
      const forgotten = await call(`${app.url}/api/leads/forget`, { body: { id: body.id, token } });
      expect(forgotten.status).toBe(200);
    }
    expect(await idsListed(owner)).not.toContain(body.id);
    // The creator is told, with nothing personal: the lead's id, flipbook and when.
    const { forgotten } = (await listOf(owner)).body as { forgotten: unknown[] };
    expect(forgotten).toContainEqual({
      id: body.id,
      flipbookId: openBook,
      flipbookTitle: 'Spring menu',
      source: 'link',
      event: null,
      capturedAt: expect.any(String),
      forgottenAt: expect.any(String),
    });
    expect(JSON.stringify(forgotten)).not.toContain(body.email);
    expect(JSON.stringify((await listOf(other)).body.forgotten)).toBe('[]');
  });

  it('stores a German reader’s consent in German and mails them in German, its links opening the German pages', async () => {
    const body = leadBody({ locale: 'de' });
    expect((await sendLead(app.url, openBook, body, fromNewIp())).status).toBe(201);
    expect(await app.store.leads.get(body.id)).toMatchObject({
      locale: 'de',
      consent: 'Grace Hopper darf mich zu dieser Broschüre kontaktieren',
    });
    const listed = (await listOf(owner)).body.items as Array<{ id: string; locale: string }>;
    expect(listed.find((l) => l.id === body.id)?.locale).toBe('de');
    await app.app.idle();
    const mail = await sink.waitFor(body.email);
    expect(mailHeader(mail, 'Subject')).toBe('Ihre Broschüre: Spring menu');
    const text = mailPart(mail.raw, 'text/plain');
    const html = mailPart(mail.raw, 'text/html');
    expect(text).toMatch(/^Hallo,$/m);
    expect(text).toContain('Grace Hopper darf Sie zu dieser Broschüre kontaktieren.');
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('href="https://flip.example.com/privacy/leads?lang=de"');
    expect(forgetLinkIn(mail).searchParams.get('lang')).toBe('de');
    expect(text).not.toContain('Forget me');
    const exported = await fetch(`${app.url}/api/leads/export`, { headers: bearer(owner.token) });
    const row = (await exported.text()).split('\r\n').find((line) => line.includes(body.id));
    expect(row).toMatch(/,de$/);
  });

  it('words a kiosk’s Arabic lead in Arabic, right to left, and a repeat in the language it came in', async () => {
    const body = leadBody({ source: 'kiosk', locale: 'ar' });
    expect((await sendLead(app.url, openBook, body, bearer(owner.token))).status).toBe(201);
    expect((await app.store.leads.get(body.id))?.consent).toBe(
      'يمكن أن يتواصل معي Grace Hopper بشأن هذا الكتيّب',
    );
    await app.app.idle();
    const mail = await sink.waitFor(body.email);
    expect(mailPart(mail.raw, 'text/html')).toContain('<html lang="ar" dir="rtl">');
    expect(mailHeader(mail, 'Subject')).toBe('كتيّبك: Spring menu');
    // The same visitor again, in English this time: the lead now holds the words they agreed to last.
    const again = leadBody({ email: body.email });
    expect((await sendLead(app.url, openBook, again, fromNewIp())).status).toBe(200);
    expect(await app.store.leads.get(body.id)).toMatchObject({
      locale: 'en',
      consent: 'Grace Hopper may contact me about this brochure',
    });
  });

  it('deletes an account’s leads with the account', async () => {
    const leaver = await createTestUser(app);
    const book = await flipbookFor(app.url, leaver);
    const body = leadBody();
    await sendLead(app.url, book, body, fromNewIp());
    await app.app.idle();
    const deleted = await call(`${app.url}/api/user/delete-account`, {
      body: { password: TEST_PASSWORD },
      headers: bearer(leaver.token),
    });
    expect(deleted.status).toBe(200);
    expect(await app.store.leads.get(body.id)).toBeNull();
  });

  it('refuses the 11th lead from one address in an hour with a 429 that says so, copies aside', async () => {
    const ip = fromNewIp();
    const first = leadBody();
    for (let i = 0; i < 10; i++) {
      const body = i === 0 ? first : leadBody();
      expect((await sendLead(app.url, openBook, body, ip)).status).toBe(201);
    }
    // A copy of a lead already stored is no new lead.
    expect((await sendLead(app.url, openBook, first, ip)).status).toBe(200);
    const refused = await sendLead(app.url, openBook, leadBody(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: LEAD_TEXTS.tooMany, code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sendLead(app.url, openBook, leadBody(), fromNewIp())).status).toBe(201);
  });
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import {
  createLinkedFlipbook,
  SHOP_LINK,
  sendReport,
  wholeSession,
} from '#api-test/reading-reports';
import { events } from '#api-test/server-sent-events';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { READING_LIMITS } from '#core/reading';
import { REPORTS_PER_MINUTE } from './report-limiter';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

describe('reading reports', () => {
  let app: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let clock = Date.parse('2026-07-01T10:00:00Z');
  let lastAddress = 0;
  /** A reader of its own: a new address behind the app's one trusted proxy. */
  const newReader = (agent = CHROME) => ({
    'X-Forwarded-For': `10.1.${(++lastAddress >> 8) & 255}.${lastAddress & 255}`,
    'User-Agent': agent,
  });

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: '1' }, { now: () => clock });
    owner = await createTestUser(app);
    other = await createTestUser(app);
  });
  afterAll(() => app.close());

  const statistics = async (id: string, query = '') => {
    const res = await call(`${app.url}/api/flipbooks/${id}/statistics${query}`, {
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const counters = async (id: string) =>
    app.store.reading.countsOf(id, [new Date(clock).toISOString().slice(0, 10)]);
  const ownerReport = (id: string, body: unknown, user = owner, headers = newReader()) =>
    call(`${app.url}/api/flipbooks/${id}/reading`, {
      body,
      headers: { ...bearer(user.token), ...headers },
    });

  it('counts a session read to the back in the flipbook’s statistics, its later reports adding only what is new', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    const reader = newReader();
    const session = wholeSession(id.toUpperCase());
    const res = await sendReport(app.url, session, reader);
    expect(res.status).toBe(204);
    const stats = await statistics(id);
    expect(stats.readersByDay.at(-1)).toEqual({ day: '2026-07-01', readers: 1 });
    expect(stats.readersByDay).toHaveLength(30);
    expect(stats.reading).toMatchObject({
      readers: 1,
      sessions: 1,
      readDepth: 1,
      back: 1,
      zoom: 1,
      links: [{ url: SHOP_LINK, clicks: 1 }],
      sources: { link: 1, embed: 0, event: 0, library: 0 },
      devices: { phone: 0, tablet: 0, desktop: 1 },
      // Not yet: a session's referrer counts once it has read ten seconds.
      referrers: [],
      layouts: { stages: 1, panels: 0 },
    });
    // The server had just heard of the session: five seconds of its twenty count.
    expect(stats.reading.stages).toEqual(
      ['cover', 'half-open', 'open', 'back'].map((stage, i) => ({
        stage,
        reached: 1,
        seconds: i === 0 ? READING_LIMITS.reportGraceSeconds : 0,
      })),
    );
    // A minute on, the same session's next report adds its time and its referrer, and neither a
    // reader, a session nor a second click on the same link.
    clock += 60_000;
    const later = {
      ...session,
      events: [
        { type: 'start', layout: 'stages', steps: 4 },
        { type: 'stage', stage: 0 },
        { type: 'stage-time', stage: 1, seconds: 5 },
        { type: 'stage-time', stage: 2, seconds: 5 },
        { type: 'stage-time', stage: 3, seconds: 7 },
        { type: 'click', url: SHOP_LINK },
        { type: 'click', url: 'https://not-on-the-flipbook.example/' },
      ],
    };
    expect((await sendReport(app.url, later, reader)).status).toBe(204);
    const after = await statistics(id, '?days=90');
    expect(after.viewsByDay).toHaveLength(90);
    expect(after.readersByDay).toHaveLength(90);
    expect(after.reading.stages.map((s: { seconds: number }) => s.seconds)).toEqual([5, 5, 5, 7]);
    expect(after.reading).toMatchObject({
      sessions: 1,
      readers: 1,
      links: [{ url: SHOP_LINK, clicks: 1 }],
      referrers: [{ origin: 'https://news.example', sessions: 1 }],
    });
  });

  it('counts one report replayed 20 times as one session, with the seconds the server’s clock allows', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    const report = wholeSession(id, {
      events: [
        { type: 'start', layout: 'stages', steps: 4 },
        { type: 'stage', stage: 0 },
        { type: 'stage-time', stage: 0, seconds: READING_LIMITS.maxStepSeconds },
      ],
    });
    const reader = newReader();
    for (let i = 0; i < 20; i++)
      expect((await sendReport(app.url, report, reader)).status).toBe(204);
    const stats = (await statistics(id)).reading;
    expect(stats).toMatchObject({ sessions: 1, readers: 1 });
    expect(stats.stages[0].seconds).toBe(READING_LIMITS.reportGraceSeconds);
    clock += 60_000;
    for (let i = 0; i < 20; i++)
      await sendReport(app.url, { ...report, events: [report.events[2]] }, reader);
    expect((await statistics(id)).reading.stages[0].seconds).toBe(
      READING_LIMITS.reportGraceSeconds + 60,
    );
    // A report that adds nothing changes nothing.
    const now = await counters(id);
    await sendReport(app.url, { ...report, events: [report.events[1]] }, reader);
    expect(await counters(id)).toEqual(now);
  });

  it('counts one click a link in a session, whatever the report says', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    const clicks = Array(99).fill({ type: 'click', url: SHOP_LINK });
    const report = wholeSession(id, {
      events: [{ type: 'start', layout: 'stages', steps: 4 }, ...clicks],
    });
    await sendReport(app.url, report, newReader());
    await sendReport(app.url, { ...report, events: clicks }, newReader());
    expect((await statistics(id)).reading.links).toEqual([{ url: SHOP_LINK, clicks: 1 }]);
  });

  it('counts at most ten readers of one address a day, however many user agents it shows', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    const address = newReader()['X-Forwarded-For'];
    for (let i = 0; i < 50; i++)
      await sendReport(app.url, wholeSession(id), {
        'X-Forwarded-For': address,
        'User-Agent': `${CHROME.replace('140.0', `140.0.${i}`)}`,
      });
    expect((await statistics(id)).reading).toMatchObject({
      readers: READING_LIMITS.maxReadersPerAddress,
      sessions: 50,
    });
  });

  it('counts referrers only of sessions that read, and at most ten sessions of one address a day', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    const origins = Array.from({ length: 110 }, (_, i) => `https://made-up-${i}.example`);
    const address = newReader();
    const sessions = origins.map((referrer) => wholeSession(id, { referrer }));
    for (const session of sessions) await sendReport(app.url, session, address);
    // Opened only: none has read yet.
    expect((await statistics(id)).reading).toMatchObject({ referrers: [], otherReferrers: 0 });
    clock += 60_000;
    for (const session of sessions)
      await sendReport(
        app.url,
        { ...session, events: [{ type: 'stage-time', stage: 1, seconds: 30 }] },
        address,
      );
    const { reading } = await statistics(id);
    const counted = reading.referrers.length + reading.otherReferrers;
    expect(counted).toBe(READING_LIMITS.maxReferredPerAddress);
  });

  it('counts 100 opens from one address and user agent as one reader and its day’s first 50 sessions, from three user agents as three', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    const same = newReader();
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => sendReport(app.url, wholeSession(id), same)),
    );
    expect(replies.every((r) => r.status === 204)).toBe(true);
    expect((await statistics(id)).reading).toMatchObject({
      readers: 1,
      sessions: READING_LIMITS.maxSessionsPerAddress,
    });

    const id3 = await createLinkedFlipbook(app.url, owner);
    const address = newReader()['X-Forwarded-For'];
    await Promise.all(
      [FIREFOX, SAFARI, CHROME].flatMap((agent) =>
        Array.from({ length: 10 }, () =>
          sendReport(app.url, wholeSession(id3), {
            'X-Forwarded-For': address,
            'User-Agent': agent,
          }),
        ),
      ),
    );
    expect((await statistics(id3)).reading).toMatchObject({ readers: 3, sessions: 30 });
  });

  it('counts the same reader again with the next day’s salt, and forgets the day before', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    const reader = newReader();
    clock = Date.parse('2026-07-02T23:59:00Z');
    await sendReport(app.url, wholeSession(id), reader);
    await sendReport(app.url, wholeSession(id), reader);
    clock = Date.parse('2026-07-03T00:01:00Z');
    await sendReport(app.url, wholeSession(id), reader);
    const stats = await statistics(id);
    expect(stats.readersByDay.slice(-2)).toEqual([
      { day: '2026-07-02', readers: 1 },
      { day: '2026-07-03', readers: 1 },
    ]);
    expect(stats.reading.readers).toBe(2);
    // The 2nd's salt is gone: asked for it now, the store keeps the one offered.
    expect(await app.store.reading.daySalt('2026-07-02', 'offered')).toBe('offered');
    expect(await app.store.reading.daySalt('2026-07-03', 'offered')).not.toBe('offered');
  });

  it.each([
    ['Googlebot', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['bingbot', { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' }],
    ['facebookexternalhit', { 'User-Agent': 'facebookexternalhit/1.1' }],
    ['Twitterbot', { 'User-Agent': 'Twitterbot/1.0' }],
    ['Slackbot', { 'User-Agent': 'Slackbot-LinkExpanding 1.0' }],
    ['WhatsApp', { 'User-Agent': 'WhatsApp/2.23.20.0' }],
    ['LinkedInBot', { 'User-Agent': 'LinkedInBot/1.0' }],
    ['Discordbot', { 'User-Agent': 'Mozilla/5.0 (compatible; Discordbot/2.0)' }],
    ['TelegramBot', { 'User-Agent': 'TelegramBot (like TwitterBot)' }],
    [
      'HeadlessChrome',
      {
        'User-Agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      },
    ],
    [
      'GPTBot',
      { 'User-Agent': 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)' },
    ],
    [
      'ClaudeBot',
      { 'User-Agent': 'Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)' },
    ],
    [
      'Bytespider',
      {
        'User-Agent':
          'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
      },
    ],
    [
      'Applebot',
      {
        'User-Agent':
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
      },
    ],
    ['python-requests', { 'User-Agent': 'python-requests/2.32.3' }],
    ['curl', { 'User-Agent': 'curl/8.5.0' }],
    ['an empty user agent', { 'User-Agent': '' }],
    [
      'the link previewer of Teams',
      {
        'User-Agent':
          'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
      },
    ],
    ['the link previewer of Viber', { 'User-Agent': 'Viber/21.0' }],
    ['the link previewer of Snapchat', { 'User-Agent': 'Snapchat/12.0 (like Safari/604.1)' }],
    [
      'the link previewer of Mastodon',
      { 'User-Agent': 'http.rb/5.2.0 (Mastodon/4.3.0; +https://mastodon.social/)' },
    ],
    ['a prefetch', { 'Sec-Purpose': 'prefetch', 'User-Agent': CHROME }],
    ['a prerender', { 'Sec-Purpose': 'prefetch;prerender', 'User-Agent': CHROME }],
    ['Firefox’s prefetch', { 'X-Moz': 'prefetch', 'User-Agent': CHROME }],
    ['Safari’s preview', { 'X-Purpose': 'preview', 'User-Agent': CHROME }],
  ])('counts %s as neither a view nor a reader', async (_, headers) => {
    const id = await createLinkedFlipbook(app.url, owner);
    for (const path of [`/api/flipbooks/${id}`, `/api/flipbooks/${id.toUpperCase()}/`]) {
      const seen = await call(`${app.url}${path}`, { headers });
      expect(seen.status).toBe(200);
      expect(seen.body.views).toBe(0);
    }
    const head = await fetch(`${app.url}/api/flipbooks/${id}`, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect((await sendReport(app.url, wholeSession(id), headers)).status).toBe(204);
    expect((await app.store.flipbooks.get(id))?.views).toBe(0);
    expect(await counters(id)).toEqual([]);
    expect(
      (await call(`${app.url}/api/flipbooks/${crypto.randomUUID()}`, { headers })).status,
    ).toBe(404);
  });

  it.each([
    ['an unknown flipbook', (id: string) => wholeSession(id, { flipbook: crypto.randomUUID() })],
    [
      'a stage out of range',
      (id: string) => wholeSession(id, { events: [{ type: 'stage', stage: 4 }] }),
    ],
    [
      'a panel out of range',
      (id: string) => wholeSession(id, { events: [{ type: 'panel', panel: 6 }] }),
    ],
    [
      'negative seconds',
      (id: string) => wholeSession(id, { events: [{ type: 'stage-time', stage: 0, seconds: -3 }] }),
    ],
    [
      'more than ten minutes on a stage',
      (id: string) =>
        wholeSession(id, {
          events: [{ type: 'stage-time', stage: 0, seconds: READING_LIMITS.maxStepSeconds + 1 }],
        }),
    ],
    [
      'more than 100 events',
      (id: string) => wholeSession(id, { events: Array(101).fill({ type: 'zoom' }) }),
    ],
    ['an event kiosk’s source', (id: string) => wholeSession(id, { source: 'event' })],
    [
      'a body over 16 KB',
      (id: string) =>
        wholeSession(id, {
          events: [{ type: 'start', layout: 'stages', steps: 4 }],
          padding: 'x'.repeat(READING_LIMITS.maxBodyBytes),
        }),
    ],
    ['malformed JSON', () => '{"flipbook":'],
  ])('refuses %s with a 400 and counts nothing', async (_, body) => {
    const id = await createLinkedFlipbook(app.url, owner);
    const res = await sendReport(app.url, body(id), newReader());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
    expect(await counters(id)).toEqual([]);
  });

  it('refuses a report that is not JSON with a 415', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    const res = await sendReport(app.url, JSON.stringify(wholeSession(id)), {
      ...newReader(),
      'Content-Type': 'text/plain',
    });
    expect(res.status).toBe(415);
    expect(await counters(id)).toEqual([]);
  });

  it('refuses an address’s reports over the minute’s limit with a 429, and takes them again the next minute', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    clock = Date.parse('2026-07-04T10:00:10Z');
    const busy = newReader();
    const small = () =>
      wholeSession(id, {
        events: [{ type: 'start', layout: 'stages', steps: 4 }, { type: 'zoom' }],
      });
    const replies = await Promise.all(
      Array.from({ length: REPORTS_PER_MINUTE + 5 }, () => sendReport(app.url, small(), busy)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(REPORTS_PER_MINUTE);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBe(50);
    expect((await sendReport(app.url, small(), newReader())).status).toBe(204);
    // Each a new session of the busy address: its day's sessions count up to their budget.
    expect((await statistics(id)).reading.zoom).toBe(
      Math.min(REPORTS_PER_MINUTE, READING_LIMITS.maxSessionsPerAddress) + 1,
    );
    clock = Date.parse('2026-07-04T10:01:00Z');
    expect((await sendReport(app.url, wholeSession(id), busy)).status).toBe(204);
  });

  describe('through the owner’s outbox', () => {
    const outboxReport = (id: string, over: Record<string, unknown> = {}) => {
      const { flipbook: _, ...report } = wholeSession(id, { source: 'library', ...over });
      return { key: crypto.randomUUID(), ...report };
    };

    it('counts a report once per key, whatever the replays', async () => {
      const id = await createLinkedFlipbook(app.url, owner);
      const report = outboxReport(id);
      const replies = await Promise.all([
        ownerReport(id, report),
        ownerReport(id, report),
        ownerReport(id.toUpperCase(), report),
      ]);
      expect(replies.map((r) => r.status)).toEqual([204, 204, 204]);
      const stats = await statistics(id);
      expect(stats.reading).toMatchObject({ sessions: 1, readers: 1, sources: { library: 1 } });
    });

    it('counts each event kiosk session as a reader of its own, and the library’s device once', async () => {
      const id = await createLinkedFlipbook(app.url, owner);
      const kiosk = newReader();
      for (let i = 0; i < 3; i++)
        expect(
          (await ownerReport(id, outboxReport(id, { source: 'event' }), owner, kiosk)).status,
        ).toBe(204);
      for (let i = 0; i < 2; i++) await ownerReport(id, outboxReport(id), owner, kiosk);
      expect((await statistics(id)).reading).toMatchObject({
        readers: 4,
        sessions: 5,
        sources: { event: 3, library: 2 },
      });
    });

    it('answers 404 for another account’s flipbook, an unknown or deleted one, and 401 without a session', async () => {
      const id = await createLinkedFlipbook(app.url, owner);
      expect((await ownerReport(id, outboxReport(id), other)).status).toBe(404);
      expect((await ownerReport(crypto.randomUUID(), outboxReport(id))).status).toBe(404);
      expect((await ownerReport('not-a-uuid', outboxReport(id))).status).toBe(404);
      const anonymous = await call(`${app.url}/api/flipbooks/${id}/reading`, {
        body: outboxReport(id),
      });
      expect(anonymous.status).toBe(401);
      await call(`${app.url}/api/flipbooks/${id}`, {
        method: 'DELETE',
        headers: bearer(owner.token),
      });
      expect((await ownerReport(id, outboxReport(id))).status).toBe(404);
      expect(await counters(id)).toEqual([]);
    });

    it('refuses a report without a key, or with a stage out of range, and counts nothing', async () => {
      const id = await createLinkedFlipbook(app.url, owner);
      const { key: _, ...keyless } = outboxReport(id);
      expect((await ownerReport(id, keyless)).status).toBe(400);
      const outOfRange = outboxReport(id, { events: [{ type: 'stage', stage: 9 }] });
      expect((await ownerReport(id, outOfRange)).status).toBe(400);
      expect(await counters(id)).toEqual([]);
    });
  });

  it('refuses statistics for a period other than 30 or 90 days', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    const res = await call(`${app.url}/api/flipbooks/${id}/statistics?days=7`, {
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(400);
  });

  it('adds unique readers and the read depth to the owner’s analytics, and readers to the admin’s', async () => {
    const creator = await createTestUser(app);
    const admin = await createTestUser(app, { isAdmin: true });
    const adminReaders = async () => {
      const controller = new AbortController();
      const res = await fetch(`${app.url}/api/admin/analytics/stream`, {
        headers: bearer(admin.token),
        signal: controller.signal,
      });
      const first = (await events(res, 'analytics').next()).value;
      controller.abort();
      return first.uniqueReaders as number;
    };
    clock = Date.parse('2026-07-10T10:00:00Z');
    const before = await adminReaders();
    const id = await createLinkedFlipbook(app.url, creator);
    await sendReport(app.url, wholeSession(id), newReader());
    const halfway = wholeSession(id, {
      events: [
        { type: 'start', layout: 'stages', steps: 4 },
        { type: 'stage', stage: 0 },
        { type: 'stage', stage: 1 },
      ],
    });
    await sendReport(app.url, halfway, newReader());
    const analytics = await call(`${app.url}/api/user/analytics`, {
      headers: bearer(creator.token),
    });
    expect(analytics.body).toMatchObject({ uniqueReaders: 2, averageReadDepth: 6 / 8 });
    expect(await adminReaders()).toBe(before + 2);
  });

  it('counts a view and a session from a kiosk’s link under its event, as the event’s source, and shows the event alone', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    const fair = encodeURIComponent('Spring Fair');
    clock = Date.parse('2026-07-01T09:15:00Z');
    const viewed = await call(`${app.url}/api/flipbooks/${id}?event=${fair}`, {
      headers: newReader(),
    });
    expect(viewed.status).toBe(200);
    // A name the schema refuses counts the view as a plain shared link's.
    await call(`${app.url}/api/flipbooks/${id}?event=%E2%80%AEevil`, { headers: newReader() });
    await call(`${app.url}/api/flipbooks/${id}`, { headers: newReader() });
    await sendReport(app.url, wholeSession(id, { event: 'Spring Fair' }), newReader());
    await sendReport(app.url, wholeSession(id), newReader());

    const all = await statistics(id);
    expect(all).toMatchObject({ totalViews: 3, events: ['Spring Fair'], event: null, byHour: [] });
    expect(all.reading.sources).toMatchObject({ link: 1, event: 1 });
    const fairOnly = await statistics(id, `?event=${fair}`);
    expect(fairOnly).toMatchObject({
      totalViews: 1,
      event: 'Spring Fair',
      leads: 0,
      byHour: [{ hour: '2026-07-01T09:00:00.000Z', views: 1, sessions: 1 }],
    });
    expect(fairOnly.viewsByDay.at(-1)).toEqual({ day: '2026-07-01', views: 1 });
    expect(fairOnly.readersByDay.at(-1)).toEqual({ day: '2026-07-01', readers: 1 });
    expect(fairOnly.reading).toMatchObject({
      sessions: 1,
      readDepth: 1,
      sources: { link: 0, embed: 0, event: 1, library: 0 },
    });
    const unknown = await statistics(id, '?event=Autumn');
    expect(unknown).toMatchObject({ totalViews: 0, byHour: [] });
    expect(unknown.reading.sessions).toBe(0);
  });

  it('keeps ten events of a flipbook’s day apart; an eleventh counts as a shared link', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    clock = Date.parse('2026-07-02T12:00:00Z');
    for (let n = 0; n < 11; n++)
      await sendReport(app.url, wholeSession(id, { event: `Fair ${n}` }), newReader());
    const stats = await statistics(id);
    expect(stats.events).toHaveLength(10);
    expect(stats.reading.sources).toMatchObject({ link: 1, event: 10 });
    expect((await statistics(id, '?event=Fair%2010')).reading.sessions).toBe(0);
  });

  it('refuses a bad event filter or report with a 400 and the error shape', async () => {
    const id = await createLinkedFlipbook(app.url, owner);
    for (const query of [
      '?event=',
      `?event=${'x'.repeat(81)}`,
      '?event=a%0Ab',
      '?event=a&event=b',
    ]) {
      const res = await call(`${app.url}/api/flipbooks/${id}/statistics${query}`, {
        headers: bearer(owner.token),
      });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    }
    const res = await sendReport(app.url, wholeSession(id, { event: 'a\u202eb' }), newReader());
    expect(res.status).toBe(400);
  });
});

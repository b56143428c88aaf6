import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '#api-test/http';
import { flipbookFor, leadBody, putNotes, sendLead, stampOf } from '#api-test/lead-requests';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';

describe('Export CSV of leads', () => {
  let app: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    app = await startTestApp({}, { mailer: { send: async () => {} } });
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  const exported = async (query = '') => {
    const res = await fetch(`${app.url}/api/leads/export${query}`, {
      headers: bearer(owner.token),
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('downloads RFC 4180 CSV in UTF-8 with a BOM, formula and quote payloads made inert, staff notes’ too', async () => {
    const book = await flipbookFor(app.url, owner, { title: '@SUM(1+1) "Menu", été' });
    const hostile = leadBody({
      source: 'kiosk',
      email: 'mallory@example.com',
      name: '=HYPERLINK("http://evil.example","Click")',
      company: '+cmd|" /C calc"!A0',
      note: '-2+3, said "he"\nand left',
      capturedAt: '2026-03-02T10:15:30.000Z',
      event: '=1+1',
      device: 'Tablet 2',
    });
    const plain = leadBody({
      source: 'kiosk',
      email: 'ada@example.com',
      name: null,
      company: '',
      note: undefined,
      capturedAt: '2026-03-01T08:00:00.000Z',
    });
    for (const body of [hostile, plain])
      expect((await sendLead(app.url, book, body, bearer(owner.token))).status).toBe(201);
    const at = stampOf(Date.now(), 'laptop');
    const notes = {
      staffNote: { value: '=WEBSERVICE("http://evil.example")', stamp: at },
      rating: { value: 'hot', stamp: at },
      tags: { value: ['@boss', 'follow up', '-vip'], stamp: at },
    };
    expect((await putNotes(app.url, owner.token, hostile.id, notes)).status).toBe(200);

    const consent = `${owner.user.name} may contact me about this brochure`;
    const { res, bytes } = await exported();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="leads-${today}.csv"`,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        'When (UTC),Flipbook,E-mail,Name,Company,Note,Where,Event,Device,Consent,Consent given (UTC),Lead id,Staff note,Rating,Tags,Captured by,Sent after removal,Language',
        `2026-03-02 10:15:30,"'@SUM(1+1) ""Menu"", été",mallory@example.com,"'=HYPERLINK(""http://evil.example"",""Click"")","'+cmd|"" /C calc""!A0","'-2+3, said ""he""\nand left",Event kiosk,'=1+1,Tablet 2,${consent},2026-03-02 10:15:30,${hostile.id},"'=WEBSERVICE(""http://evil.example"")",Hot,"'@boss, follow up, -vip",${owner.user.name},,en`,
        `2026-03-01 08:00:00,"'@SUM(1+1) ""Menu"", été",ada@example.com,,,,Event kiosk,,,${consent},2026-03-01 08:00:00,${plain.id},,,,${owner.user.name},,en`,
        '',
      ].join('\r\n'),
    );
  });

  it('exports what the filter shows, under a file name that says the filter', async () => {
    const book = await flipbookFor(app.url, owner, { title: 'Filtered' });
    const body = leadBody({
      source: 'kiosk',
      capturedAt: '2026-04-01T12:00:00.000Z',
      event: 'Spring Fair',
    });
    await sendLead(app.url, book, body, bearer(owner.token));
    const rows = async (query: string) =>
      (await exported(query)).bytes.toString('utf8').trim().split('\r\n').slice(1);
    const consent = `${owner.user.name} may contact me about this brochure`;
    expect(await rows(`?flipbookId=${book}`)).toEqual([
      `2026-04-01 12:00:00,Filtered,${body.email},Ada Lovelace,Analytical Engines,Please call after the fair,Event kiosk,Spring Fair,,${consent},2026-04-01 12:00:00,${body.id},,,,${owner.user.name},,en`,
    ]);
    expect(await rows(`?flipbookId=${book}&from=2026-04-02T00:00:00.000Z`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const named = async (query: string) =>
      (await exported(query)).res.headers.get('content-disposition');
    expect(await named('?event=Spring%20Fair')).toBe(
      `attachment; filename="leads-spring-fair-${today}.csv"`,
    );
    expect(await named(`?flipbookId=${book}&source=kiosk`)).toBe(
      `attachment; filename="leads-filtered-event-kiosk-${today}.csv"`,
    );
  });
});

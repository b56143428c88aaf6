import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { flipbookFor, leadBody, putNotes, sendLead, stampOf } from '#api-test/lead-requests';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';

describe('staff notes on a lead over the API', () => {
  let app: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let book: string;

  beforeAll(async () => {
    app = await startTestApp({}, { mailer: { send: async () => {} } });
    owner = await createTestUser(app);
    other = await createTestUser(app);
    book = await flipbookFor(app.url, owner);
  });
  afterAll(() => app.close());

  /** A new lead of the owner's, left at their kiosk. */
  const newLead = async (over: Record<string, unknown> = {}) => {
    const body = leadBody({ source: 'kiosk', ...over });
    expect((await sendLead(app.url, book, body, bearer(owner.token))).status).toBe(201);
    return body.id;
  };
  const stored = async (id: string) => {
    const lead = await app.store.leads.get(id);
    return lead && { ...lead };
  };
  const listed = async (id: string) =>
    (
      (await call(`${app.url}/api/leads`, { headers: bearer(owner.token) })).body.items as Array<
        Record<string, unknown>
      >
    ).find((item) => item.id === id);
  const t0 = Date.parse('2026-12-05T10:00:00.000Z');

  it('keeps edits of different fields from two devices, and lists and searches them with the lead', async () => {
    const id = await newLead();
    const laptop = stampOf(t0 + 5_000, 'laptop');
    const phone = stampOf(t0, 'phone');
    const rated = await putNotes(app.url, owner.token, id, {
      rating: { value: 'hot', stamp: laptop },
    });
    expect(rated.status).toBe(200);
    // The phone's note was written earlier, offline, and arrives later: a field of its own.
    const noted = await putNotes(app.url, owner.token, id, {
      staffNote: { value: '  Wants 500 copies by March  ', stamp: phone },
      tags: { value: [' Booth ', 'booth', 'Follow up', ''], stamp: phone },
    });
    const notes = {
      staffNote: 'Wants 500 copies by March',
      rating: 'hot',
      tags: ['Booth', 'Follow up'],
      staffStamps: { staffNote: phone, rating: laptop, tags: phone },
    };
    expect(noted).toMatchObject({ status: 200, body: { id, ...notes, kept: [] } });
    expect(await listed(id)).toMatchObject(notes);
    const found = await call(`${app.url}/api/leads?search=FOLLOW%20U`, {
      headers: bearer(owner.token),
    });
    expect((found.body.items as Array<{ id: string }>).map((l) => l.id)).toEqual([id]);
  });

  it('keeps a later edit of a field over an older one that arrives after it, and names it in kept', async () => {
    const id = await newLead();
    const later = stampOf(t0 + 60_000, 'laptop');
    await putNotes(app.url, owner.token, id, { rating: { value: 'cold', stamp: later } });
    const older = await putNotes(app.url, owner.token, id, {
      rating: { value: 'hot', stamp: stampOf(t0, 'phone') },
      staffNote: { value: 'Called back', stamp: stampOf(t0, 'phone') },
    });
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({
      rating: 'cold',
      staffNote: 'Called back',
      kept: ['rating'],
    });
    expect(await stored(id)).toMatchObject({ rating: 'cold', staffStamps: { rating: later } });
  });

  it('answers the same edit sent twice the same, changing nothing the second time', async () => {
    const id = await newLead();
    const edit = { tags: { value: ['VIP'], stamp: stampOf(t0, 'tablet') } };
    const first = await putNotes(app.url, owner.token, id, edit);
    const before = await stored(id);
    const second = await putNotes(app.url, owner.token, id, edit);
    expect(second).toMatchObject({ status: 200, body: first.body });
    expect(second.body.kept).toEqual([]);
    expect(await stored(id)).toEqual(before);
  });

  it('answers another account’s lead, an unknown id and a forgotten lead as a missing lead', async () => {
    const theirs = await newLead();
    const edit = { staffNote: { value: 'Mine now', stamp: stampOf(t0, 'x') } };
    const before = await stored(theirs);
    const asOther = await putNotes(app.url, other.token, theirs, edit);
    expect(asOther).toMatchObject({
      status: 404,
      body: { error: 'Lead not found', code: 'NOT_FOUND' },
    });
    expect(await stored(theirs)).toEqual(before);
    for (const id of [crypto.randomUUID(), 'not-a-lead']) {
      const missing = await putNotes(app.url, owner.token, id, edit);
      expect(missing.body).toEqual(asOther.body);
    }
    // Deleted by its owner (or forgotten by its visitor): its notes go with it.
    await putNotes(app.url, owner.token, theirs, edit);
    await call(`${app.url}/api/leads/${theirs}`, {
      method: 'DELETE',
      headers: bearer(owner.token),
    });
    const forgotten = await putNotes(app.url, owner.token, theirs, {
      staffNote: { value: 'Again', stamp: stampOf(t0 + 1, 'x') },
    });
    expect(forgotten.body).toEqual(asOther.body);
    expect(await stored(theirs)).toMatchObject({ staffNote: null, tags: [], staffStamps: {} });
  });

  it.each([
    ['malformed JSON', '{"rating": {"value": "hot",', 'MALFORMED_JSON'],
    ['no field at all', {}, 'VALIDATION_FAILED'],
    ['a rating that is none of the three', { rating: { value: 'lukewarm', stamp: 'S' } }, ''],
    ['a note that is no text', { staffNote: { value: 42, stamp: 'S' } }, ''],
    ['tags that are no list', { tags: { value: 'vip', stamp: 'S' } }, ''],
    ['eleven tags', { tags: { value: [...'abcdefghijk'], stamp: 'S' } }, ''],
    ['a tag over 30 characters', { tags: { value: ['x'.repeat(31)], stamp: 'S' } }, ''],
    ['a note over 1000 characters', { staffNote: { value: 'x'.repeat(1001), stamp: 'S' } }, ''],
    ['an edit without a stamp', { rating: { value: 'hot' } }, ''],
    ['a stamp that is no edit stamp', { rating: { value: 'hot', stamp: '2026-12-05' } }, ''],
    ['an unknown field', { rating: { value: 'hot', stamp: 'S' }, email: 'x@y.z' }, ''],
    ['an unknown key in an edit', { rating: { value: 'hot', stamp: 'S', base: 'S' } }, ''],
  ] as const)('refuses %s with a 400 that says why, changing nothing', async (_, body, code) => {
    const id = await newLead();
    await putNotes(app.url, owner.token, id, {
      rating: { value: 'warm', stamp: stampOf(t0, 'a') },
    });
    const before = await stored(id);
    const stamp = stampOf(t0 + 1000, 'b');
    const sent =
      typeof body === 'string'
        ? body
        : JSON.parse(JSON.stringify(body).replaceAll('"S"', `"${stamp}"`));
    const res = await putNotes(app.url, owner.token, id, sent);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String), code: code || 'VALIDATION_FAILED' });
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a caller without a session, changing nothing', async () => {
    const id = await newLead();
    const before = await stored(id);
    const res = await call(`${app.url}/api/leads/${id}/notes`, {
      method: 'PUT',
      body: { rating: { value: 'hot', stamp: stampOf(t0, 'a') } },
    });
    expect(res).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await stored(id)).toEqual(before);
  });

  it('keeps the staff’s notes when the visitor leaves the same address again', async () => {
    const email = `repeat-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await newLead({ email });
    await putNotes(app.url, owner.token, id, {
      staffNote: { value: 'Met at the fair', stamp: stampOf(t0, 'a') },
    });
    const again = leadBody({ source: 'kiosk', email, name: 'Ada L.' });
    expect((await sendLead(app.url, book, again, bearer(owner.token))).status).toBe(200);
    expect(await listed(id)).toMatchObject({ name: 'Ada L.', staffNote: 'Met at the fair' });
  });

  it('keeps both of two edits of different fields sent at once, round after round', async () => {
    const id = await newLead();
    // The first two reads of a round answer once both are made, so that both edits merge on the
    // same notes and one write finds them changed: it must read and merge again, not drop or 5xx.
    const { get } = app.store.leads;
    let toHold = 0;
    let held: Array<() => void> = [];
    app.store.leads.get = async (leadId) => {
      const lead = await get(leadId);
      if (toHold > 0) {
        toHold--;
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (held.length < 2) return;
          for (const release of held) release();
          held = [];
        });
      }
      return lead;
    };
    try {
      for (let round = 0; round < 20; round++) {
        const at = t0 + round * 1000;
        const [note, tags] = [`Round ${round}`, [`r${round}`]];
        toHold = 2;
        const replies = await Promise.all([
          putNotes(app.url, owner.token, id, {
            staffNote: { value: note, stamp: stampOf(at, 'phone') },
          }),
          putNotes(app.url, owner.token, id, {
            tags: { value: tags, stamp: stampOf(at, 'laptop') },
          }),
        ]);
        expect(replies.map((r) => r.status)).toEqual([200, 200]);
        expect(await get(id)).toMatchObject({ staffNote: note, tags });
      }
    } finally {
      app.store.leads.get = get;
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { flipbookFor, forgetLinkIn, leadBody, mailHeader, sendLead } from '#api-test/lead-requests';
import { mailPart, startMailSink } from '#api-test/mail-sink';
import { dataUrl, noisePng } from '#api-test/png';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';
import { coverImage } from '#core/brochure';
import { LEAD_LIMITS } from '#core/leads';
import { createApp } from '../../app';
import { silentLogger } from '../../logger';
import type { MailMessage } from '../../mail/mailer';
import { noStaffNotes } from '../../store/leads';
import { leadMailKey } from './service';

describe('the mail a lead sends', () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let owner: TestUser;
  let book: string;

  beforeAll(async () => {
    sink = await startMailSink();
    app = await startTestApp({
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://flip.example.com',
      MAIL_FROM: 'Flipfold <no-reply@flip.example.com>',
    });
    owner = await createTestUser(app, { name: 'Grace <b>Hopper</b>' });
    book = await flipbookFor(app.url, owner, { title: 'Spring <i>menu</i> & "wine"' });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('goes from the creator via the app’s address, replies to the creator, shows and links the brochure, links the privacy notice, and carries no text a public form’s visitor typed', async () => {
    const body = leadBody({
      name: 'Mallory <script>',
      note: 'Visit http://evil.example now',
      // Claimed on a public form: neither is kept nor mailed.
      event: 'Prize draw at http://evil.example',
    });
    expect((await sendLead(app.url, book, body)).status).toBe(201);
    await app.app.idle();
    const mail = await sink.waitFor(body.email);
    // The creator's name, as one line and with nothing that could close the quoted name.
    expect(mailHeader(mail, 'From')).toBe(
      '"Grace <b>Hopper</b> via Flipfold" <no-reply@flip.example.com>',
    );
    expect(mailHeader(mail, 'Reply-To')).toContain(`<${owner.user.email}>`);
    expect(mailHeader(mail, 'Subject')).toBe('Your brochure: Spring <i>menu</i> & "wine"');
    expect(mailHeader(mail, 'Message-ID')).toBe(`<lead-${body.id}@flip.example.com>`);
    const text = mailPart(mail.raw, 'text/plain');
    const html = mailPart(mail.raw, 'text/html');
    expect(text).toContain(`https://flip.example.com/?view=${book}`);
    expect(text).toContain('Grace <b>Hopper</b> may contact you about this brochure');
    expect(text).toMatch(/^Hello,$/m);
    expect(text).toContain('What is kept and for how long: https://flip.example.com/privacy/leads');
    expect(html).toContain('href="https://flip.example.com/privacy/leads"');
    // The cover as every other place shows it (core/brochure.ts), linking to the brochure.
    const stored = await app.store.flipbooks.get(book);
    const coverName = stored ? coverImage(stored) : null;
    expect(coverName).not.toBeNull();
    expect(html).toContain(
      `<a href="https://flip.example.com/?view=${book}"><img src="https://flip.example.com/media/${coverName}" alt="The cover of “Spring &lt;i&gt;menu&lt;/i&gt; &amp; &quot;wine&quot;”"`,
    );
    expect(html).toContain('Spring &lt;i&gt;menu&lt;/i&gt; &amp; &quot;wine&quot;');
    expect(html).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt; may contact you');
    expect(html).not.toMatch(/<(b|i)>/);
    for (const part of [text, html, mail.raw]) {
      expect(part).not.toContain('Mallory');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Analytical');
    }
    expect(forgetLinkIn(mail).searchParams.get('lead')).toBe(body.id);
  });

  it('greets a kiosk’s visitor by name and names the event they asked at', async () => {
    const body = leadBody({
      source: 'kiosk',
      name: 'Ada <Lovelace>',
      event: 'Spring Fair 2026',
      device: 'Tablet 2',
    });
    expect((await sendLead(app.url, book, body, bearer(owner.token))).status).toBe(201);
    await app.app.idle();
    const mail = await sink.waitFor(body.email);
    const text = mailPart(mail.raw, 'text/plain');
    const html = mailPart(mail.raw, 'text/html');
    expect(text).toMatch(/^Hello Ada <Lovelace>,$/m);
    expect(text).toContain(
      'Here is the brochure you asked for at Spring Fair 2026, “Spring <i>menu</i> & "wine"”:',
    );
    expect(html).toContain('<p>Hello Ada &lt;Lovelace&gt;,</p>');
    expect(html).toContain('you asked for at Spring Fair 2026,');
    // The device is the creator's booth, not the visitor's business.
    expect(mail.raw).not.toContain('Tablet 2');
  });

  it('carries nothing unseen of a title or a name stored before the rule, in its subject and Reply-To', async () => {
    const hidden =
      'Spring\u202E offer\u200B\u2066\u00AD\u200D\uFEFF\u{E0041}\u3164\u2800\u00A0now\u2028\u0000\rgo';
    // Both refused today (core/human-text.ts): written as an older server stored them.
    const sneaky = await createTestUser(app);
    await app.store.users.update(sneaky.user.id, { name: 'Eve\u202E\u200B Smith' });
    const trap = await flipbookFor(app.url, sneaky);
    const stored = await app.store.flipbooks.get(trap);
    if (!stored) throw new Error('the flipbook was not stored');
    await app.store.flipbooks.update(trap, { ...stored, title: hidden }, stored.versions);
    const body = leadBody();
    expect((await sendLead(app.url, trap, body)).status).toBe(201);
    await app.app.idle();
    const mail = await sink.waitFor(body.email);
    expect(mailHeader(mail, 'Subject')).toBe('Your brochure: Spring offer now go');
    expect(mailHeader(mail, 'Reply-To')).toMatch(/^"?Eve Smith"? </);
    expect(mailHeader(mail, 'From')).toMatch(/^"?Eve Smith via Flipfold"? </);
    expect(mail.raw).not.toMatch(/\u202E|\u200B|\u2066/u);
  });

  it('is never asked for by a title with unseen characters: the create is refused, saying why', async () => {
    const res = await call(`${app.url}/api/flipbooks`, {
      body: {
        title: 'Verify\u202E your account',
        panels: { front: [dataUrl(noisePng(8, 8))], back: [] },
      },
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/cannot contain invisible characters/);
  });

  it('sends one mail for fifty copies of one lead arriving at once', async () => {
    const body = leadBody({ source: 'kiosk' });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => sendLead(app.url, book, body, bearer(owner.token))),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([...Array<number>(49).fill(200), 201]);
    await app.app.idle();
    await app.app.drainLeadMails();
    expect(sink.forAddress(body.email)).toHaveLength(1);
    expect(
      (await app.store.leads.listByOwner(owner.user.id)).filter((l) => l.id === body.id),
    ).toHaveLength(1);
  });

  it('sends no second mail for a lead sent again after its reply was lost', async () => {
    const body = leadBody();
    expect((await sendLead(app.url, book, body)).status).toBe(201);
    await app.app.idle();
    await sink.waitFor(body.email);
    expect((await sendLead(app.url, book, body)).status).toBe(200);
    await app.app.idle();
    await app.app.drainLeadMails();
    expect(sink.forAddress(body.email)).toHaveLength(1);
  });

  it('keeps the mail while the mail server refuses it, sends it once it takes mail again, and none for a lead deleted meanwhile', async () => {
    sink.refuse(true);
    const kept = leadBody();
    const deleted = leadBody();
    try {
      for (const body of [kept, deleted])
        expect((await sendLead(app.url, book, body)).status).toBe(201);
      await app.app.idle();
      await app.store.leads.forget(deleted.id, new Date().toISOString(), 'owner');
    } finally {
      sink.refuse(false);
    }
    // This app waits before trying a failed mail again; a fresh one (a restart) tries at once.
    await app.app.drainLeadMails();
    expect(sink.forAddress(kept.email)).toEqual([]);
    const restarted = createApp({ config: app.config, store: app.store, logger: silentLogger });
    await restarted.drainLeadMails();
    expect(sink.forAddress(kept.email)).toHaveLength(1);
    expect(sink.forAddress(deleted.email)).toEqual([]);
    await restarted.drainLeadMails();
    expect(sink.forAddress(kept.email)).toHaveLength(1);
  });
});

describe('the daily budget of mails to visitors', () => {
  const DAY = 24 * 60 * 60_000;
  let clock = Date.UTC(2026, 10, 2, 9);
  const sent: MailMessage[] = [];
  let app: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    app = await startTestApp(
      {},
      { now: () => clock, mailer: { send: async (mail) => void sent.push(mail) } },
    );
    owner = await createTestUser(app);
  });
  afterAll(() => app.close());

  it('mails 200 visitors of one account a day, keeps the rest and mails them the next day', async () => {
    // Spread over flipbooks, each within its own day's mails (mailsPerFlipbookPerDay).
    const books = await Promise.all(Array.from({ length: 5 }, () => flipbookFor(app.url, owner)));
    const bookOf = (i: number) => books[i % books.length] as string;
    const leads = Array.from({ length: LEAD_LIMITS.mailsPerAccountPerDay + 3 }, () =>
      leadBody({ source: 'kiosk' }),
    );
    // The budget's day, filled quicker than through HTTP: the leads and their mails as the
    // service stores them; the last three come through the API.
    const at = new Date(clock).toISOString();
    for (const [i, body] of leads.slice(0, -3).entries()) {
      await app.store.mailOutbox.enqueue({
        key: leadMailKey(body.id),
        leadId: body.id,
        ownerId: owner.user.id,
        createdAt: clock,
        notBefore: clock,
      });
      await app.store.leads.create({
        ...body,
        ownerId: owner.user.id,
        flipbookId: bookOf(i),
        source: 'kiosk',
        event: null,
        device: null,
        consent: null,
        locale: 'en',
        capturedAt: at,
        createdAt: at,
        capturedBy: owner.user.id,
        sentAfterRemoval: false,
        deletedAt: null,
        forgottenBy: null,
        ...noStaffNotes(),
      });
    }
    for (const [i, body] of leads.slice(-3).entries()) {
      expect((await sendLead(app.url, bookOf(i), body, bearer(owner.token))).status).toBe(201);
    }
    await app.app.idle();
    await app.app.drainLeadMails();
    expect(sent).toHaveLength(LEAD_LIMITS.mailsPerAccountPerDay);
    // Every lead is kept and listed, mailed or not.
    expect(await app.store.leads.listByOwner(owner.user.id)).toHaveLength(leads.length);
    // Another account's visitors have a budget of their own.
    const other = await createTestUser(app);
    const theirs = leadBody({ source: 'kiosk' });
    await sendLead(app.url, await flipbookFor(app.url, other), theirs, bearer(other.token));
    await app.app.idle();
    expect(sent.map((m) => m.to)).toContain(theirs.email);

    clock += DAY - 60_000;
    await app.app.drainLeadMails();
    expect(sent).toHaveLength(LEAD_LIMITS.mailsPerAccountPerDay + 1);
    clock += 60_000;
    await app.app.drainLeadMails();
    expect(sent.map((m) => m.to).sort()).toEqual(
      [...leads.map((l) => l.email), theirs.email].sort(),
    );
  }, 120_000);

  it('mails one brochure to an address once a day, and at most five brochures a day, whoever asks', async () => {
    clock += 2 * DAY;
    const before = sent.length;
    const stranger = 'stranger@example.com';
    const mailsTo = () => sent.slice(before).filter((m) => m.to === stranger).length;
    const book = await flipbookFor(app.url, owner);
    for (let i = 0; i < 3; i++)
      await sendLead(
        app.url,
        book,
        leadBody({ source: 'kiosk', email: i === 1 ? stranger.toUpperCase() : stranger }),
        bearer(owner.token),
      );
    await app.app.idle();
    await app.app.drainLeadMails();
    expect(mailsTo()).toBe(1);
    // Other accounts' brochures, asked for the same address: four more, then no more today.
    for (let i = 0; i < 6; i++) {
      const someone = await createTestUser(app);
      const theirs = await flipbookFor(app.url, someone);
      await sendLead(
        app.url,
        theirs,
        leadBody({ source: 'kiosk', email: stranger }),
        bearer(someone.token),
      );
    }
    await app.app.idle();
    await app.app.drainLeadMails();
    expect(mailsTo()).toBe(LEAD_LIMITS.mailsPerAddressPerDay);
    // The three asks on one brochure are one lead for its creator.
    expect(
      (await app.store.leads.listByOwner(owner.user.id)).filter((l) => l.email === stranger),
    ).toHaveLength(1);
  }, 60_000);

  it('takes a repeat on one flipbook as the lead it repeats, updated, mailed again only on another day', async () => {
    clock += 2 * DAY;
    const creator = await createTestUser(app);
    const book = await flipbookFor(app.url, creator);
    const first = leadBody({ name: 'Ada', company: null, note: 'Brochure please' });
    expect((await sendLead(app.url, book, first)).status).toBe(201);
    clock += 60_000;
    const again = leadBody({ email: first.email, name: null, company: 'Analytical', note: 'Call' });
    expect((await sendLead(app.url, book, again)).status).toBe(200);
    await app.app.idle();
    await app.app.drainLeadMails();
    const mailsTo = () => sent.filter((m) => m.to === first.email).length;
    expect(mailsTo()).toBe(1);
    const leads = await call(`${app.url}/api/leads`, { headers: bearer(creator.token) });
    expect(leads.body.items).toEqual([
      expect.objectContaining({
        id: first.id,
        name: 'Ada',
        company: 'Analytical',
        note: 'Call',
        capturedAt: new Date(clock).toISOString(),
        notMailed: null,
      }),
    ]);
    // The repeat's copy sent again after a lost reply changes nothing more.
    expect((await sendLead(app.url, book, again)).status).toBe(200);
    await app.app.idle();
    await app.app.drainLeadMails();
    expect(mailsTo()).toBe(1);
    // Another day, another ask: the brochure goes again, still one lead.
    clock += DAY;
    expect((await sendLead(app.url, book, leadBody({ email: first.email }))).status).toBe(200);
    await app.app.idle();
    await app.app.drainLeadMails();
    expect(mailsTo()).toBe(2);
    expect(await app.store.leads.listByOwner(creator.user.id)).toHaveLength(1);
  });

  it('makes one lead of ten copies of a repeat sent at once', async () => {
    clock += 2 * DAY;
    const creator = await createTestUser(app);
    const book = await flipbookFor(app.url, creator);
    const email = `racer-${Date.now()}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        sendLead(app.url, book, leadBody({ email, source: 'kiosk' }), bearer(creator.token)),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([...Array<number>(9).fill(200), 201]);
    await app.app.idle();
    await app.app.drainLeadMails();
    expect(await app.store.leads.listByOwner(creator.user.id)).toHaveLength(1);
    expect(sent.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('keeps junk on one flipbook from using up the mails of the account’s others', async () => {
    clock += 2 * DAY;
    const creator = await createTestUser(app);
    const flooded = await flipbookFor(app.url, creator);
    const quiet = await flipbookFor(app.url, creator);
    const before = sent.length;
    const at = new Date(clock).toISOString();
    for (let i = 0; i < LEAD_LIMITS.mailsPerFlipbookPerDay + 5; i++) {
      const body = leadBody({ source: 'kiosk' });
      await app.store.mailOutbox.enqueue({
        key: leadMailKey(body.id),
        leadId: body.id,
        ownerId: creator.user.id,
        createdAt: clock,
        notBefore: clock,
      });
      await app.store.leads.create({
        ...body,
        ownerId: creator.user.id,
        flipbookId: flooded,
        source: 'kiosk',
        event: null,
        device: null,
        consent: null,
        locale: 'en',
        capturedAt: at,
        createdAt: at,
        capturedBy: creator.user.id,
        sentAfterRemoval: false,
        deletedAt: null,
        forgottenBy: null,
        ...noStaffNotes(),
      });
    }
    await app.app.drainLeadMails();
    expect(sent.length - before).toBe(LEAD_LIMITS.mailsPerFlipbookPerDay);
    // The creator is told which leads wait for the next day's mails, not left in silence.
    const waiting = async () =>
      (
        (await call(`${app.url}/api/leads`, { headers: bearer(creator.token) })).body
          .items as Array<{
          notMailed: string | null;
        }>
      ).filter((l) => l.notMailed === 'daily-limit').length;
    expect(await waiting()).toBe(5);
    const real = leadBody({ source: 'kiosk' });
    await sendLead(app.url, quiet, real, bearer(creator.token));
    await app.app.idle();
    await app.app.drainLeadMails();
    expect(sent.map((m) => m.to)).toContain(real.email);
    clock += DAY;
    await app.app.drainLeadMails();
    expect(await waiting()).toBe(0);
  }, 60_000);

  it('lists a lead an address’s daily limit stopped as not mailed', async () => {
    clock += 2 * DAY;
    const asker = `much-asked-${Date.now()}@example.com`;
    const creators = await Promise.all(
      Array.from({ length: LEAD_LIMITS.mailsPerAddressPerDay + 1 }, () => createTestUser(app)),
    );
    for (const creator of creators) {
      const book = await flipbookFor(app.url, creator);
      await sendLead(
        app.url,
        book,
        leadBody({ email: asker, source: 'kiosk' }),
        bearer(creator.token),
      );
      await app.app.idle();
      await app.app.drainLeadMails();
    }
    const notMailed = await Promise.all(
      creators.map(
        async (c) =>
          (await call(`${app.url}/api/leads`, { headers: bearer(c.token) })).body.items[0]
            .notMailed,
      ),
    );
    expect(notMailed).toEqual([
      ...Array<null>(LEAD_LIMITS.mailsPerAddressPerDay).fill(null),
      'daily-limit',
    ]);
  }, 60_000);
});

describe('a failed mail to a visitor', () => {
  it('is logged only once its entry is free again, so a process stopped after the line holds no lease', async () => {
    const claimableWhenLogged: Array<Promise<unknown>> = [];
    let app: TestApp | undefined;
    const logger = {
      ...silentLogger,
      error: (message: string) => {
        // Asked at the very moment of the line, before the sender's next step can run.
        if (message === 'lead mail failed' && app)
          claimableWhenLogged.push(app.store.mailOutbox.claimNext(Date.now(), Date.now(), []));
      },
    };
    app = await startTestApp(
      {},
      {
        logger,
        mailer: {
          send: async () => {
            throw new Error('421 try again later');
          },
        },
      },
    );
    try {
      const owner = await createTestUser(app);
      const body = leadBody();
      expect((await sendLead(app.url, await flipbookFor(app.url, owner), body)).status).toBe(201);
      await app.app.idle();
      await app.app.drainLeadMails();
      expect(claimableWhenLogged).toHaveLength(1);
      expect(await claimableWhenLogged[0]).toMatchObject({ key: leadMailKey(body.id) });
    } finally {
      await app.close();
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { bearer, call, sessionCookie } from '#api-test/http';
import { codeIn, linkIn, mailPart, startMailSink, tokenOf } from '#api-test/mail-sink';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { consoleLogger } from '../../logger';

let n = 0;
let lastAddress = 0;
const fromNewAddress = () => ({ 'X-Forwarded-For': `198.51.100.${++lastAddress}` });

async function signup(app: TestApp) {
  n++;
  const email = `verify${n}@example.com`;
  const res = await call(`${app.url}/api/auth/signup`, {
    body: { username: `verify${n}`, email, password: 'Brochure-2026!', displayName: `Verify ${n}` },
  });
  return {
    email,
    token: res.body.authToken as string,
    cookie: sessionCookie(res),
    userId: res.body.user.id as string,
  };
}

describe('e-mail verification', () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let clock = Date.now();
  beforeAll(async () => {
    sink = await startMailSink();
    // Behind one proxy, so each resend below comes from its own address (its per-IP limit aside).
    app = await startTestApp({ SMTP_URL: sink.url, TRUST_PROXY: '1' }, { now: () => clock });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('verifies by the mailed code and answers me as verified', async () => {
    const u = await signup(app);
    const code = codeIn(await sink.waitFor(u.email));
    const res = await call(`${app.url}/api/auth/verify-email-code`, {
      body: { code },
      headers: bearer(u.token),
    });
    expect(res.status).toBe(200);
    expect(
      (await call(`${app.url}/api/auth/me`, { headers: bearer(u.token) })).body.user.isVerified,
    ).toBe(true);
  });

  it('accepts the code with the session cookie alone', async () => {
    const u = await signup(app);
    const code = codeIn(await sink.waitFor(u.email));
    const res = await call(`${app.url}/api/auth/verify-email-code`, {
      body: { code },
      headers: { Cookie: u.cookie, Origin: app.url },
    });
    expect(res.status).toBe(200);
  });

  it('voids the code on the 5th wrong guess', async () => {
    const u = await signup(app);
    const code = codeIn(await sink.waitFor(u.email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await call(`${app.url}/api/auth/verify-email-code`, {
        body: { code: wrong },
        headers: bearer(u.token),
      });
      expect(res.body).toEqual({ error: 'Invalid verification code', code: 'INVALID_CODE' });
    }
    const fifth = await call(`${app.url}/api/auth/verify-email-code`, {
      body: { code: wrong },
      headers: bearer(u.token),
    });
    expect(fifth.body.error).toBe('Too many wrong codes. Request a new code.');
    const right = await call(`${app.url}/api/auth/verify-email-code`, {
      body: { code },
      headers: bearer(u.token),
    });
    expect(right.status).toBe(400);
    expect((await app.store.users.findById(u.userId))?.isVerified).toBe(false);
  });

  it('refuses a code after 10 minutes', async () => {
    const u = await signup(app);
    const code = codeIn(await sink.waitFor(u.email));
    clock += 10 * 60_000 + 1;
    const res = await call(`${app.url}/api/auth/verify-email-code`, {
      body: { code },
      headers: bearer(u.token),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This code has expired. Request a new code.');
  });

  it('refuses codes that are not 6 digits and callers without a session', async () => {
    const u = await signup(app);
    for (const code of ['12345', '1234567', 'abcdef', 123456, { $gt: '' }]) {
      const res = await call(`${app.url}/api/auth/verify-email-code`, {
        body: { code },
        headers: bearer(u.token),
      });
      expect(res.status).toBe(400);
    }
    expect(
      (await call(`${app.url}/api/auth/verify-email-code`, { body: { code: '123456' } })).status,
    ).toBe(401);
  });

  it('verifies by the link once, and the link works only once', async () => {
    const u = await signup(app);
    const token = tokenOf(linkIn(await sink.waitFor(u.email), '/verify-email'));
    expect(token).toHaveLength(43);
    expect((await call(`${app.url}/api/auth/verify-email`, { body: { token } })).status).toBe(200);
    const again = await call(`${app.url}/api/auth/verify-email`, { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    expect((await app.store.users.findById(u.userId))?.isVerified).toBe(true);
  });

  it('refuses a link after 24 hours', async () => {
    const u = await signup(app);
    const token = tokenOf(linkIn(await sink.waitFor(u.email), '/verify-email'));
    clock += 24 * 60 * 60_000 + 1;
    expect((await call(`${app.url}/api/auth/verify-email`, { body: { token } })).status).toBe(400);
    expect((await app.store.users.findById(u.userId))?.isVerified).toBe(false);
  });

  it('stores codes and tokens hashed', async () => {
    const u = await signup(app);
    const mail = await sink.waitFor(u.email);
    const code = codeIn(mail);
    const token = tokenOf(linkIn(mail, '/verify-email'));
    const secrets = [
      await app.store.secrets.get(u.userId, 'verify-code'),
      await app.store.secrets.get(u.userId, 'verify-link'),
    ];
    for (const secret of secrets) {
      expect(secret?.hash).toMatch(/^[a-f0-9]{64}$/);
      expect(secret?.hash).not.toBe(code);
      expect(secret?.hash).not.toBe(token);
    }
  });

  it('holds resends to one a minute and five an hour: a 429 for the account itself, silence by e-mail', async () => {
    const u = await signup(app);
    await sink.waitFor(u.email);
    const soon = await call(`${app.url}/api/auth/send-verification-code`, {
      method: 'POST',
      headers: bearer(u.token),
    });
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    const resend = () =>
      call(`${app.url}/api/auth/resend-verification`, {
        body: { email: u.email },
        headers: fromNewAddress(),
      });
    // Within the cooldown, by e-mail: the same answer, and nothing sent. Each resend's lookup and
    // mail run after its reply: the clock moves on only once they have, or two could share a minute.
    expect(await resend()).toMatchObject({ status: 200, body: { success: true } });
    for (let i = 0; i < 6; i++) {
      await app.app.idle();
      clock += 61_000;
      expect(await resend()).toMatchObject({ status: 200, body: { success: true } });
    }
    await app.app.idle();
    expect(sink.forAddress(u.email)).toHaveLength(5);
  });

  it('answers resend alike for an unverified, a verified and an unknown address, every time', async () => {
    const unverified = await signup(app);
    const verified = await signup(app);
    const link = linkIn(await sink.waitFor(verified.email), '/verify-email');
    await call(`${app.url}/api/auth/verify-email`, { body: { token: tokenOf(link) } });
    const answers = [];
    for (const email of [unverified.email, verified.email, 'ghost@example.com']) {
      for (let i = 0; i < 2; i++) {
        const res = await call(`${app.url}/api/auth/resend-verification`, {
          body: { email },
          headers: fromNewAddress(),
        });
        answers.push({ status: res.status, body: res.body });
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 200, body: { success: true } })]),
    );
    await app.app.idle();
    expect(sink.forAddress(verified.email)).toHaveLength(1);
  });

  it('cancels the old code when a new one is sent', async () => {
    const u = await signup(app);
    const first = codeIn(await sink.waitFor(u.email));
    clock += 61_000;
    await call(`${app.url}/api/auth/send-verification-code`, {
      method: 'POST',
      headers: bearer(u.token),
    });
    const second = codeIn(await sink.waitFor(u.email, 2));
    if (first !== second) {
      const old = await call(`${app.url}/api/auth/verify-email-code`, {
        body: { code: first },
        headers: bearer(u.token),
      });
      expect(old.status).toBe(400);
    }
    expect(
      (
        await call(`${app.url}/api/auth/verify-email-code`, {
          body: { code: second },
          headers: bearer(u.token),
        })
      ).status,
    ).toBe(200);
  });

  it('refuses send-verification-code without a session', async () => {
    const res = await call(`${app.url}/api/auth/send-verification-code`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('If sending fails, sign-up still succeeds and the user can resend', async () => {
    sink.refuse(true);
    onTestFinished(() => sink.refuse(false));
    const u = await signup(app);
    expect(u.token).toEqual(expect.any(String));
    expect((await app.store.users.findById(u.userId))?.isVerified).toBe(false);
    expect(sink.forAddress(u.email)).toHaveLength(0);
    sink.refuse(false);
    // The failed attempt still started the 60 s resend cooldown.
    clock += 61_000;
    const resend = await call(`${app.url}/api/auth/send-verification-code`, {
      method: 'POST',
      headers: bearer(u.token),
    });
    expect(resend.status).toBe(200);
    const code = codeIn(await sink.waitFor(u.email));
    const verified = await call(`${app.url}/api/auth/verify-email-code`, {
      body: { code },
      headers: bearer(u.token),
    });
    expect(verified.status).toBe(200);
  });

  it("speaks to the address's owner in no words of the form's filler: no display name or username in the verification or reset mail", async () => {
    const words = 'Your account is locked. Go to https://evil.example/login now';
    const email = 'someone.else@example.com';
    const signedUp = await call(`${app.url}/api/auth/signup`, {
      body: { username: 'lockednow', email, password: 'Brochure-2026!', displayName: words },
      headers: fromNewAddress(),
    });
    expect(signedUp.status).toBe(201);
    const reset = await call(`${app.url}/api/auth/request-reset`, {
      body: { username: email },
      headers: fromNewAddress(),
    });
    expect(reset.status).toBe(200);
    const mails = [await sink.waitFor(email, 1), await sink.waitFor(email, 2)];
    expect(codeIn(mails[0] as (typeof mails)[0])).toMatch(/^\d{6}$/);
    linkIn(mails[1] as (typeof mails)[0], '/reset-password');
    for (const { raw } of mails) {
      for (const part of [mailPart(raw, 'text/plain'), mailPart(raw, 'text/html'), raw]) {
        for (const chosen of [words, 'evil.example', 'locked', 'lockednow']) {
          expect(part).not.toContain(chosen);
        }
      }
    }
  });

  it('answers resend for an unknown e-mail like for a known one, sending nothing', async () => {
    const res = await call(`${app.url}/api/auth/resend-verification`, {
      body: { email: 'ghost@example.com' },
    });
    expect(res.status).toBe(200);
    expect(sink.forAddress('ghost@example.com')).toHaveLength(0);
  });
});

describe('e-mail without an SMTP server', () => {
  it('writes an .eml file with the code and link in text and HTML to DATA_DIR/mail and prints them on one console line', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    onTestFinished(() => printed.mockRestore());
    const app = await startTestApp({}, { logger: consoleLogger });
    onTestFinished(() => app.close());
    const u = await signup(app);
    const outbox = path.join(app.config.dataDir, 'mail');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(raw).toMatch(new RegExp(`^To: ${u.email}$`, 'm'));
    const text = mailPart(raw, 'text/plain');
    const html = mailPart(raw, 'text/html');
    const code = /verification code is (\d{6})/.exec(text)?.[1] ?? 'no code';
    const link = /(http\S+\/verify-email\?token=[\w-]{43})/.exec(text)?.[1] ?? 'no link';
    expect(link.startsWith(`${app.config.publicUrl}/verify-email?token=`)).toBe(true);
    expect(html).toContain(code);
    expect(html).toContain(`href="${link}"`);
    const lines = printed.mock.calls.map((args) => args.join(' '));
    expect(lines).toEqual([`Mail to ${u.email}: verification code ${code}, link ${link}`]);
  });
});

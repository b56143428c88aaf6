import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, sessionCookie } from '#api-test/http';
import { linkIn, startMailSink, tokenOf } from '#api-test/mail-sink';
import { startTestApp, type TestApp } from '#api-test/test-app';

const PASSWORD = 'Brochure-2026!';
let n = 0;
async function signup(app: TestApp) {
  n++;
  const email = `acct${n}@example.com`;
  const res = await call(`${app.url}/api/auth/signup`, {
    body: { username: `acct${n}`, email, password: PASSWORD, displayName: `Account ${n}` },
  });
  return {
    email,
    username: `acct${n}`,
    token: res.body.authToken as string,
    userId: res.body.user.id as string,
  };
}

describe('password reset, password change and account deletion', () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let clock = Date.now();
  const purged: string[] = [];
  beforeAll(async () => {
    sink = await startMailSink();
    app = await startTestApp(
      { SMTP_URL: sink.url, PUBLIC_URL: 'https://flip.example.com' },
      { now: () => clock, purgeUserContent: async (id) => void purged.push(id) },
    );
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('answers request-reset the same for known and unknown e-mails and mails a PUBLIC_URL link', async () => {
    const u = await signup(app);
    const known = await call(`${app.url}/api/auth/request-reset`, {
      body: { username: u.email },
      headers: { Host: 'evil.example.net' },
    });
    const unknown = await call(`${app.url}/api/auth/request-reset`, {
      body: { username: 'nobody@example.com' },
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const link = linkIn(await sink.waitFor(u.email, 2), '/reset-password');
    expect(link.startsWith('https://flip.example.com/reset-password?token=')).toBe(true);
  });

  it('resets the password once with the link, ending older sessions', async () => {
    const u = await signup(app);
    await call(`${app.url}/api/auth/request-reset`, { body: { username: u.email } });
    const token = tokenOf(linkIn(await sink.waitFor(u.email, 2), '/reset-password'));
    const weak = await call(`${app.url}/api/auth/reset-password`, {
      body: { token, newPassword: 'weak' },
    });
    expect(weak.status).toBe(400);
    const done = await call(`${app.url}/api/auth/reset-password`, {
      body: { token, newPassword: 'New-Brochure-1!' },
    });
    expect(done.status).toBe(200);
    const reused = await call(`${app.url}/api/auth/reset-password`, {
      body: { token, newPassword: 'Other-Pass-2!' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_TOKEN');
    expect((await call(`${app.url}/api/auth/me`, { headers: bearer(u.token) })).status).toBe(401);
    expect(
      (
        await call(`${app.url}/api/auth/login`, {
          body: { username: u.username, password: 'New-Brochure-1!' },
        })
      ).status,
    ).toBe(200);
  });

  it('keeps one live reset token: a new request voids the older link', async () => {
    const u = await signup(app);
    await call(`${app.url}/api/auth/request-reset`, { body: { username: u.email } });
    const first = tokenOf(linkIn(await sink.waitFor(u.email, 2), '/reset-password'));
    await call(`${app.url}/api/auth/request-reset`, { body: { username: u.email } });
    const second = tokenOf(linkIn(await sink.waitFor(u.email, 3), '/reset-password'));
    expect(
      (
        await call(`${app.url}/api/auth/reset-password`, {
          body: { token: first, newPassword: 'New-Brochure-1!' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(`${app.url}/api/auth/reset-password`, {
          body: { token: second, newPassword: 'New-Brochure-1!' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a reset link after one hour', async () => {
    const u = await signup(app);
    await call(`${app.url}/api/auth/request-reset`, { body: { username: u.email } });
    const token = tokenOf(linkIn(await sink.waitFor(u.email, 2), '/reset-password'));
    clock += 60 * 60_000 + 1;
    expect(
      (
        await call(`${app.url}/api/auth/reset-password`, {
          body: { token, newPassword: 'New-Brochure-1!' },
        })
      ).status,
    ).toBe(400);
  });

  it('changes the password with the current one, ends other sessions and keeps the caller signed in', async () => {
    const u = await signup(app);
    const other = (
      await call(`${app.url}/api/auth/login`, { body: { username: u.email, password: PASSWORD } })
    ).body.authToken as string;
    const wrong = await call(`${app.url}/api/user/change-password`, {
      body: { currentPassword: 'Nope-nope-1!', newPassword: 'Changed-Pass-1!' },
      headers: bearer(u.token),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Current password is incorrect');
    const res = await call(`${app.url}/api/user/change-password`, {
      body: { currentPassword: PASSWORD, newPassword: 'Changed-Pass-1!' },
      headers: bearer(u.token),
    });
    expect(res.status).toBe(200);
    expect((await call(`${app.url}/api/auth/me`, { headers: bearer(other) })).status).toBe(401);
    expect((await call(`${app.url}/api/auth/me`, { headers: bearer(u.token) })).status).toBe(401);
    expect(
      (await call(`${app.url}/api/auth/me`, { headers: bearer(res.body.authToken) })).status,
    ).toBe(200);
  });

  it('voids a reset link asked for before the password was changed', async () => {
    const u = await signup(app);
    await call(`${app.url}/api/auth/request-reset`, { body: { username: u.email } });
    const token = tokenOf(linkIn(await sink.waitFor(u.email, 2), '/reset-password'));
    const changed = await call(`${app.url}/api/user/change-password`, {
      body: { currentPassword: PASSWORD, newPassword: 'Changed-Pass-1!' },
      headers: bearer(u.token),
    });
    expect(changed.status).toBe(200);
    const reset = await call(`${app.url}/api/auth/reset-password`, {
      body: { token, newPassword: 'Attacker-Pass-1!' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('INVALID_TOKEN');
    expect(
      (
        await call(`${app.url}/api/auth/login`, {
          body: { username: u.email, password: 'Changed-Pass-1!' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a new password that breaks the sign-up rule', async () => {
    const u = await signup(app);
    const res = await call(`${app.url}/api/user/change-password`, {
      body: { currentPassword: PASSWORD, newPassword: 'abcdef' },
      headers: bearer(u.token),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Password must be at least 8 characters long');
  });

  it('deletes the account only with the right password, purging its content first', async () => {
    const u = await signup(app);
    const wrong = await call(`${app.url}/api/user/delete-account`, {
      body: { password: 'Nope-nope-1!' },
      headers: bearer(u.token),
    });
    expect(wrong.status).toBe(400);
    expect(await app.store.users.findById(u.userId)).not.toBeNull();
    const res = await call(`${app.url}/api/user/delete-account`, {
      body: { password: PASSWORD },
      headers: bearer(u.token),
    });
    expect(res.status).toBe(200);
    expect(purged).toContain(u.userId);
    expect(await app.store.users.findById(u.userId)).toBeNull();
    expect((await call(`${app.url}/api/auth/me`, { headers: bearer(u.token) })).status).toBe(401);
    expect(
      (await call(`${app.url}/api/auth/login`, { body: { username: u.email, password: PASSWORD } }))
        .status,
    ).toBe(401);
  });
});

describe('hostile input and cross-site requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['an operator object', { username: { $gt: '' }, password: { $ne: null } }],
    ['numbers for strings', { username: 42, password: 42 }],
    ['a 10 KB username', { username: 'x'.repeat(10_000), password: 'Whatever-1!' }],
    ['nothing', {}],
  ])('refuses a login with %s as 400', async (_, body) => {
    const res = await call(`${app.url}/api/auth/login`, { body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses malformed JSON with 400 and other content types with 415, creating nothing', async () => {
    const malformed = await call(`${app.url}/api/auth/signup`, {
      rawBody: '{"username": "a',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('MALFORMED_JSON');
    const form = await call(`${app.url}/api/auth/signup`, {
      rawBody: 'username=a&email=a@b.co',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await app.store.users.findByEmail('a@b.co')).toBeNull();
  });

  it('refuses a signup with a 10 KB display name or an operator in the e-mail', async () => {
    const base = {
      username: 'hostile1',
      email: 'hostile@example.com',
      password: 'Brochure-2026!',
      displayName: 'H',
    };
    expect(
      (
        await call(`${app.url}/api/auth/signup`, {
          body: { ...base, displayName: 'x'.repeat(10_000) },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(`${app.url}/api/auth/signup`, { body: { ...base, email: { $ne: '' } } })).status,
    ).toBe(400);
    expect(
      (await call(`${app.url}/api/auth/signup`, { body: { ...base, username: 'Bad Name!' } }))
        .status,
    ).toBe(400);
    expect(await app.store.users.findByEmail('hostile@example.com')).toBeNull();
  });

  it('refuses a cookie-authenticated change from a foreign origin or a cross-site fetch', async () => {
    const res = await call(`${app.url}/api/auth/signup`, {
      body: {
        username: 'csrf1',
        email: 'csrf1@example.com',
        password: 'Brochure-2026!',
        displayName: 'C',
      },
    });
    const cookie = sessionCookie(res);
    const attempts: Array<Record<string, string>> = [
      { Cookie: cookie, Origin: 'https://evil.example.net' },
      { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const refused = await call(`${app.url}/api/user/change-password`, {
        body: { currentPassword: 'Brochure-2026!', newPassword: 'Hijacked-Pass-1!' },
        headers,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('CSRF_REFUSED');
    }
    const sameSite = await call(`${app.url}/api/user/change-password`, {
      body: { currentPassword: 'Brochure-2026!', newPassword: 'Changed-Pass-1!' },
      headers: { Cookie: cookie, Origin: app.url, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(sameSite.status).toBe(200);
  });

  it('limits login failures to 5 per 15 minutes per account, with Retry-After', async () => {
    await call(`${app.url}/api/auth/signup`, {
      body: {
        username: 'limited1',
        email: 'limited@example.com',
        password: 'Brochure-2026!',
        displayName: 'L',
      },
    });
    for (let i = 0; i < 5; i++) {
      const res = await call(`${app.url}/api/auth/login`, {
        body: { username: 'limited1', password: 'Wrong-pass-1!' },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(`${app.url}/api/auth/login`, {
      body: { username: 'limited1', password: 'Brochure-2026!' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, sessionCookie } from '#api-test/http';
import { codeIn, linkIn, startMailSink, tokenOf } from '#api-test/mail-sink';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser } from '#api-test/users';
import { grantConfiguredAdmins } from './admin-emails';

const PASSWORD = 'Brochure-2026!';
let counter = 0;
const signupBody = (over: Record<string, unknown> = {}) => {
  counter++;
  return {
    username: `maker${counter}`,
    email: `maker${counter}@example.com`,
    password: PASSWORD,
    displayName: `Maker ${counter}`,
    ...over,
  };
};

describe('sign-up and sign-in', () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  beforeAll(async () => {
    sink = await startMailSink();
    app = await startTestApp({
      SMTP_URL: sink.url,
      ADMIN_EMAILS: 'boss@example.com,ops@example.com',
    });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('creates an unverified account, answers with the user and a token, and sets an httpOnly cookie', async () => {
    const body = signupBody({ accountType: 'organization', displayName: 'Acme Team' });
    const res = await call(`${app.url}/api/auth/signup`, { body });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      username: body.username,
      email: body.email,
      name: 'Acme Team',
      accountType: 'organization',
      isVerified: false,
      isAdmin: false,
    });
    expect(res.body.user.passwordHash).toBeUndefined();
    expect(typeof res.body.authToken).toBe('string');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('flipfold_session='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const stored = await app.store.users.findByEmail(body.email);
    // Hashed with bcrypt (at the test app's cost; passwords.test.ts checks production's).
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$\d\d\$/);
  });

  it('mails a 6-digit code and a verification link built from PUBLIC_URL, in text and HTML', async () => {
    const body = signupBody();
    await call(`${app.url}/api/auth/signup`, { body });
    const mail = await sink.waitFor(body.email);
    expect(mail.raw).toContain('Flipfold');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.raw).toMatch(/verification code is \d{6}/);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(
      `${app.config.publicUrl}/verify-email?token=`,
    );
  });

  it('refuses a taken e-mail in any letter case and a taken username', async () => {
    const body = signupBody();
    expect((await call(`${app.url}/api/auth/signup`, { body })).status).toBe(201);
    const again = await call(`${app.url}/api/auth/signup`, {
      body: { ...signupBody(), email: body.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Email already registered', code: 'EMAIL_TAKEN' });
    const sameName = await call(`${app.url}/api/auth/signup`, {
      body: { ...signupBody(), username: body.username },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.code).toBe('USERNAME_TAKEN');
  });

  it.each([
    ['short1!A', null],
    ['nouppercase1!', 'Password must contain at least one uppercase letter'],
    ['NoNumber!!', 'Password must contain at least one number'],
    ['NoSpecial11', 'Password must contain at least one special character'],
    [
      `Aa1!${'x'.repeat(69)}`,
      'Password must be at least 72 bytes long'.replace('at least', 'at most'),
    ],
  ])('enforces the sign-up password rule on %j', async (password, message) => {
    const body = signupBody({ password });
    const res = await call(`${app.url}/api/auth/signup`, { body });
    if (message === null) {
      expect(res.status).toBe(201);
      return;
    }
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await app.store.users.findByEmail(body.email)).toBeNull();
  });

  it('signs in by e-mail in any letter case or by username, and the token and cookie both work for me', async () => {
    const body = signupBody();
    await call(`${app.url}/api/auth/signup`, { body });
    const byEmail = await call(`${app.url}/api/auth/login`, {
      body: { username: body.email.toUpperCase(), password: PASSWORD },
    });
    expect(byEmail.status).toBe(200);
    const byName = await call(`${app.url}/api/auth/login`, {
      body: { username: body.username, password: PASSWORD },
    });
    expect(byName.status).toBe(200);
    const viaBearer = await call(`${app.url}/api/auth/me`, {
      headers: bearer(byName.body.authToken),
    });
    expect(viaBearer.body.user.email).toBe(body.email);
    const viaCookie = await call(`${app.url}/api/auth/me`, {
      headers: { Cookie: sessionCookie(byEmail) },
    });
    expect(viaCookie.body.user.username).toBe(body.username);
  });

  it('answers an unknown account and a wrong password alike', async () => {
    const body = signupBody();
    await call(`${app.url}/api/auth/signup`, { body });
    const wrong = await call(`${app.url}/api/auth/login`, {
      body: { username: body.email, password: 'Wrong-pass1!' },
    });
    const unknown = await call(`${app.url}/api/auth/login`, {
      body: { username: 'nobody@example.com', password: 'Wrong-pass1!' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('answers me without a session, with a forged token or with alg=none as 401', async () => {
    expect((await call(`${app.url}/api/auth/me`)).status).toBe(401);
    const body = signupBody();
    const { body: session } = await call(`${app.url}/api/auth/signup`, { body });
    const [header, payload] = session.authToken.split('.');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
      'base64url',
    );
    for (const token of [`${header}.${payload}.forged`, `${noneHeader}.${payload}.`, 'garbage']) {
      const res = await call(`${app.url}/api/auth/me`, { headers: bearer(token) });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('lets the bearer header alone count when present', async () => {
    const a = await call(`${app.url}/api/auth/signup`, { body: signupBody() });
    const res = await call(`${app.url}/api/auth/me`, {
      headers: { Cookie: sessionCookie(a), Authorization: 'Bearer not-a-token' },
    });
    expect(res.status).toBe(401);
  });

  it('makes an ADMIN_EMAILS address admin only once the address is verified, in any letter case', async () => {
    const res = await call(`${app.url}/api/auth/signup`, {
      body: signupBody({ email: 'Boss@Example.com' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ isAdmin: false, isVerified: false });
    const token = res.body.authToken as string;
    const admin = () => call(`${app.url}/api/admin/flipbooks`, { headers: bearer(token) });
    expect((await admin()).status).toBe(403);
    // Whoever signed up can read the mail: only now does the address prove anything.
    const code = codeIn(await sink.waitFor('boss@example.com'));
    await call(`${app.url}/api/auth/verify-email-code`, { body: { code }, headers: bearer(token) });
    const me = await call(`${app.url}/api/auth/me`, { headers: bearer(token) });
    expect(me.body.user).toMatchObject({ isAdmin: true, isVerified: true });
    expect((await admin()).status).toBe(200);
  });

  it('makes an ADMIN_EMAILS address admin when its verification link is followed', async () => {
    const res = await call(`${app.url}/api/auth/signup`, {
      body: signupBody({ email: 'ops@example.com' }),
    });
    const link = linkIn(await sink.waitFor('ops@example.com'), '/verify-email');
    expect(await app.store.users.findByEmail('ops@example.com')).toMatchObject({ isAdmin: false });
    await call(`${app.url}/api/auth/verify-email`, { body: { token: tokenOf(link) } });
    expect(await app.store.users.findById(res.body.user.id)).toMatchObject({
      isAdmin: true,
      isVerified: true,
    });
  });

  it('grants ADMIN_EMAILS at start to verified accounts only', async () => {
    const verified = await createTestUser(app, { email: 'first@example.com', isVerified: true });
    const unverified = await createTestUser(app, {
      email: 'second@example.com',
      isVerified: false,
    });
    await grantConfiguredAdmins(app.store, ['first@example.com', 'second@example.com']);
    expect((await app.store.users.findById(verified.user.id))?.isAdmin).toBe(true);
    expect((await app.store.users.findById(unverified.user.id))?.isAdmin).toBe(false);
  });

  it('suggests a readable username that is not taken', async () => {
    const first = await call(`${app.url}/api/auth/generate-username`, {
      body: { displayName: "Zoë O'Brien" },
    });
    expect(first.body.suggestedUsername).toBe('zoe.obrien');
    await call(`${app.url}/api/auth/signup`, { body: signupBody({ username: 'zoe.obrien' }) });
    const second = await call(`${app.url}/api/auth/generate-username`, {
      body: { displayName: "Zoë O'Brien" },
    });
    expect(second.body.suggestedUsername).toMatch(/^zoe\.obrien\d{3,}$/);
    expect(
      (await call(`${app.url}/api/auth/generate-username`, { body: { displayName: 'x' } })).status,
    ).toBe(400);
  });

  it('tells whether an e-mail is available', async () => {
    const body = signupBody();
    await call(`${app.url}/api/auth/signup`, { body });
    expect(
      (await call(`${app.url}/api/auth/check-email`, { body: { email: body.email } })).body,
    ).toEqual({
      available: false,
    });
    expect(
      (await call(`${app.url}/api/auth/check-email`, { body: { email: 'free@example.com' } })).body,
    ).toEqual({
      available: true,
    });
  });

  it.each([
    ['a number', 42],
    ['a word', 'not-an-email'],
    ['an operator', { $ne: '' }],
    ['nothing', null],
  ])('refuses check-email with %s as 400', async (_, email) => {
    const res = await call(`${app.url}/api/auth/check-email`, { body: { email } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['a username', 'maker1'],
    ['a number', 42],
    ['an operator', { $gt: '' }],
  ])('refuses request-reset with %s instead of an e-mail as 400', async (_, username) => {
    const res = await call(`${app.url}/api/auth/request-reset`, { body: { username } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('clears the cookie on logout', async () => {
    const res = await call(`${app.url}/api/auth/logout`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join(';')).toMatch(/flipfold_session=;/);
  });

  it('leaves the cookie of a later session alone when a queued sign-out names an older one by bearer', async () => {
    const body = signupBody();
    const older = await call(`${app.url}/api/auth/signup`, { body });
    const newer = await call(`${app.url}/api/auth/login`, {
      body: { username: body.email, password: PASSWORD },
    });
    const out = await call(`${app.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...bearer(older.body.authToken), Cookie: sessionCookie(newer) },
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()).toEqual([]);
    const me = (headers: Record<string, string>) => call(`${app.url}/api/auth/me`, { headers });
    expect((await me(bearer(older.body.authToken))).status).toBe(401);
    expect((await me({ Cookie: sessionCookie(newer) })).status).toBe(200);

    const own = await call(`${app.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...bearer(newer.body.authToken), Cookie: sessionCookie(newer) },
    });
    expect(own.headers.getSetCookie().join(';')).toMatch(/flipfold_session=;/);
  });

  it('ends a session on the server at sign-out, by bearer or cookie, and no other session', async () => {
    const body = signupBody();
    const signedUp = await call(`${app.url}/api/auth/signup`, { body });
    const login = () =>
      call(`${app.url}/api/auth/login`, { body: { username: body.email, password: PASSWORD } });
    const [phone, laptop] = [await login(), await login()];
    const me = (headers: Record<string, string>) => call(`${app.url}/api/auth/me`, { headers });
    const out = await call(`${app.url}/api/auth/logout`, {
      method: 'POST',
      headers: bearer(phone.body.authToken),
    });
    expect(out.status).toBe(200);
    // A copy of the token kept elsewhere (a stolen one, or the service worker's) is refused too.
    expect((await me(bearer(phone.body.authToken))).status).toBe(401);
    expect((await me({ Cookie: sessionCookie(phone) })).status).toBe(401);
    expect((await me(bearer(laptop.body.authToken))).status).toBe(200);
    await call(`${app.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: sessionCookie(laptop), Origin: app.url },
    });
    expect((await me(bearer(laptop.body.authToken))).status).toBe(401);
    expect((await me(bearer(signedUp.body.authToken))).status).toBe(200);
  });
});

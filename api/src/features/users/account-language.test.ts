import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { mailPart, startMailSink } from '#api-test/mail-sink';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { mailTextsIn } from '../../mail/mail-texts';

const PASSWORD = 'Brochure-2026!';

/** An account's language (Profile): what the app is shown in, and the mails it gets. */
describe("an account's language", () => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let n = 0;
  beforeAll(async () => {
    sink = await startMailSink();
    app = await startTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://flip.example.com' });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  async function signup(extra: Record<string, unknown> = {}) {
    n++;
    const email = `lang${n}@example.com`;
    const res = await call(`${app.url}/api/auth/signup`, {
      body: { username: `lang${n}`, email, password: PASSWORD, displayName: `Lang ${n}`, ...extra },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { email, token: res.body.authToken as string, user: res.body.user };
  }
  const setLanguage = (token: string | null, body: unknown) =>
    call(`${app.url}/api/user/language`, {
      method: 'PUT',
      body,
      headers: token ? bearer(token) : {},
    });
  const me = async (token: string) =>
    (await call(`${app.url}/api/auth/me`, { method: 'GET', headers: bearer(token) })).body.user;

  it('keeps the language the sign-up page was in, and writes the verification mail in it', async () => {
    const u = await signup({ locale: 'de' });
    expect(u.user.locale).toBe('de');
    const html = mailPart((await sink.waitFor(u.email)).raw, 'text/html');
    const german = mailTextsIn('de');
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain(german['verify.button']());
    expect(german['verify.button']()).not.toBe(mailTextsIn('en')['verify.button']());
  });

  it('writes an account without a language its mails in English, word for word as before', async () => {
    const u = await signup();
    expect(u.user.locale).toBeNull();
    const mail = await sink.waitFor(u.email);
    expect(mail.raw).toMatch(/Subject: Verify your Flipfold e-mail/);
    const text = mailPart(mail.raw, 'text/plain');
    expect(text).toMatch(/Your Flipfold verification code is \d{6}\. It expires in 10 minutes\./);
    expect(text).toContain('Or verify with this link (valid for 24 hours): ');
  });

  it('changes the language in Profile, and the next reset mail is in it, mirrored for Arabic', async () => {
    const u = await signup({ locale: 'fr' });
    const changed = await setLanguage(u.token, { locale: 'ar' });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ id: u.user.id, locale: 'ar' });
    expect((await me(u.token)).locale).toBe('ar');
    const before = sink.forAddress(u.email).length;
    await call(`${app.url}/api/auth/request-reset`, { body: { username: u.email } });
    const html = mailPart((await sink.waitFor(u.email, before + 1)).raw, 'text/html');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(mailTextsIn('ar')['reset.button']());
  });

  it.each([
    ['a language Flipfold does not speak', { locale: 'xx' }],
    ['the pseudo-language', { locale: 'en-XA' }],
    ['no language', {}],
    ['a language as a number', { locale: 7 }],
    ['null', { locale: null }],
  ])('refuses %s with a 400 and keeps the language', async (_name, body) => {
    const u = await signup({ locale: 'it' });
    const refused = await setLanguage(u.token, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBeTypeOf('string');
    expect((await me(u.token)).locale).toBe('it');
  });

  it('refuses a sign-up in a language Flipfold does not speak, making no account', async () => {
    const res = await call(`${app.url}/api/auth/signup`, {
      body: {
        username: 'langxx',
        email: 'langxx@example.com',
        password: PASSWORD,
        displayName: 'Lang XX',
        locale: 'klingon',
      },
    });
    expect(res.status).toBe(400);
    expect(await app.store.users.findByEmail('langxx@example.com')).toBeNull();
  });

  it('refuses a language change from someone not signed in (401)', async () => {
    expect((await setLanguage(null, { locale: 'de' })).status).toBe(401);
  });
});

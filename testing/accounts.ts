import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import type { AccountType, PublicUser } from '#core/schemas/auth';
import { STORAGE_KEYS } from '#pwa/state/storage-keys';
import type { RunningApp } from './app-server';

export interface TestAccount {
  user: PublicUser;
  authToken: string;
  email: string;
  password: string;
  username: string;
}

const codeMail = (email: string) =>
  new RegExp(`Mail to ${email.replace(/[.+]/g, '\\$&')}: verification code (\\d{6})`, 'g');

/** The last verification code the server printed for an address (mail goes to the console). */
export function mailedCode(app: RunningApp, email: string): string {
  const matches = [...app.output().matchAll(codeMail(email))];
  const code = matches.at(-1)?.[1];
  if (!code) throw new Error(`No verification mail for ${email} in the server output`);
  return code;
}

async function post<T>(app: RunningApp, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

const mailPattern = (email: string, summary: string) =>
  new RegExp(`Mail to ${email.replace(/[.+]/g, '\\$&')}: ${summary} (\\S+)`, 'g');

/** How many mails to `email` with a link after `summary` the server has printed so far. */
export const mailsTo = (app: RunningApp, email: string, summary: string): number =>
  [...app.output().matchAll(mailPattern(email, summary))].length;

/**
 * The path of the last link the server printed in a mail to `email` after `summary` (a pattern:
 * 'team invitation', 'password reset link'), once there are more such mails than `earlier` (what
 * `mailsTo` counted before the mail was asked for).
 */
export async function mailedPath(app: RunningApp, email: string, summary: string, earlier = 0) {
  const { source } = mailPattern(email, summary);
  await app.printed(new RegExp(`(?:${source}[\\s\\S]*?){${earlier}}${source}`));
  const link = new URL([...app.output().matchAll(mailPattern(email, summary))].at(-1)?.[1] ?? '');
  return link.pathname + link.search;
}

/** Signs up through the real API and leaves the address unverified (a code is mailed). */
export async function signUpUnverified(
  app: RunningApp,
  input: {
    username: string;
    email: string;
    password: string;
    displayName: string;
    accountType?: AccountType;
  },
): Promise<{ user: PublicUser; authToken: string }> {
  return post(app, '/api/auth/signup', input);
}

/** Signs up through the real API, verifies with the mailed code, and returns the account. */
export async function signUpVerified(
  app: RunningApp,
  overrides: Partial<Pick<TestAccount, 'email' | 'password' | 'username'>> & {
    displayName?: string;
    accountType?: AccountType;
  } = {},
): Promise<TestAccount> {
  const tag = crypto.randomBytes(4).toString('hex');
  const email = overrides.email ?? `maker-${tag}@example.com`;
  const password = overrides.password ?? 'Brochure-2026!';
  const username = overrides.username ?? `maker${tag}`;
  const signed = await signUpUnverified(app, {
    username,
    email,
    password,
    displayName: overrides.displayName ?? `Maker ${tag}`,
    ...(overrides.accountType ? { accountType: overrides.accountType } : {}),
  });
  await app.printed(new RegExp(codeMail(email).source));
  await post(
    app,
    '/api/auth/verify-email-code',
    { code: mailedCode(app, email) },
    signed.authToken,
  );
  return {
    user: { ...signed.user, isVerified: true },
    authToken: signed.authToken,
    email,
    password,
    username,
  };
}

/** The session cookie the API sets at sign-in, for a browser context to carry. */
export function sessionCookie(app: RunningApp, account: TestAccount) {
  return { name: 'flipfold_session', value: account.authToken, url: app.url, httpOnly: true };
}

/**
 * Puts the session into a page the way the app stores it (local storage keys and the cookie), then
 * loads the app signed in. Signing out later really signs out.
 */
export async function signInBrowser(
  page: Page,
  app: RunningApp,
  account: TestAccount,
  path = '/',
): Promise<void> {
  await page.context().addCookies([sessionCookie(app, account)]);
  // Written from a page of the app's origin that runs no app (the API's health answer, which the
  // service worker leaves to the network): no start-up of the app can overwrite it (ending a
  // session it finds expired, say), and the app loads once, signed in.
  await page.goto(`${app.url}/api/health`);
  await page.evaluate(
    ({ keys, user, token }) => {
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.authToken, token);
      localStorage.setItem(keys.isLoggedIn, 'true');
    },
    { keys: STORAGE_KEYS, user: account.user, token: account.authToken },
  );
  await page.goto(`${app.url}${path}`);
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import { type RunningApp, startApp } from './app-server';

/**
 * The built app on a port chosen first, with PUBLIC_URL its own address: the links in the mails
 * it writes to DATA_DIR/mail (and summarises on the console) then open in the test's browser.
 */
export async function startAppWithOwnLinks(): Promise<RunningApp> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  return startApp({ port, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
}

/**
 * Sends a lead through the API as the form does (a kiosk's as its owner, `account`): its id made
 * here, consent given.
 */
export function sendLeadThroughApi(
  app: RunningApp,
  flipbookId: string,
  lead: Record<string, unknown>,
  account?: { authToken: string },
): Promise<Response> {
  return fetch(`${app.url}/api/flipbooks/${flipbookId}/leads`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(account ? { Authorization: `Bearer ${account.authToken}` } : {}),
    },
    body: JSON.stringify({ id: crypto.randomUUID(), consent: true, ...lead }),
  });
}

/** The brochure and 'Forget me' links of each lead mail the app wrote to an address. */
export function leadMailsTo(
  app: RunningApp,
  email: string,
): Array<{ link: string; forget: string }> {
  const escaped = email.replace(/[.+]/g, '\\$&');
  const pattern = new RegExp(`Mail to ${escaped}: brochure (\\S+), forget me (\\S+)`, 'g');
  return [...app.output().matchAll(pattern)].map((m) => ({ link: m[1] ?? '', forget: m[2] ?? '' }));
}

/**
 * The lead mail the app wrote to `email` (waited for), whole, as the .eml file it keeps in
 * DATA_DIR/mail without SMTP_URL: its headers and its parts, to read them as the visitor would.
 */
export async function leadMailFileTo(
  app: RunningApp,
  email: string,
): Promise<{ to: string[]; raw: string }> {
  const folder = path.join(app.dataDir, 'mail');
  const found = () =>
    (fs.existsSync(folder) ? fs.readdirSync(folder) : [])
      .map((file) => fs.readFileSync(path.join(folder, file), 'utf8'))
      .find((raw) => /^Subject: /m.test(raw) && raw.includes(`To: ${email}`));
  await vi.waitFor(
    () => {
      if (!found()) throw new Error(`No lead mail file to ${email} yet`);
    },
    { timeout: 20_000, interval: 100 },
  );
  return { to: [email], raw: found() ?? '' };
}

/**
 * 'Forget me' as a visitor uses it, from the link in the lead mail the app sent `email` (waited
 * for): the lead's id.
 */
export async function forgetThroughMail(app: RunningApp, email: string): Promise<string> {
  // vi.waitFor, not expect.poll: a suite's setup calls this too.
  await vi.waitFor(
    () => {
      if (leadMailsTo(app, email).length === 0) throw new Error(`No lead mail to ${email} yet`);
    },
    { timeout: 20_000, interval: 100 },
  );
  const forget = new URL(leadMailsTo(app, email)[0]?.forget ?? '');
  const id = forget.searchParams.get('lead') ?? '';
  const reply = await fetch(`${app.url}/api/leads/forget`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id, token: forget.searchParams.get('token') }),
  });
  expect(reply.status).toBe(200);
  return id;
}

/** Fills the lead form open on the page and sends it. */
export async function leaveAddress(
  page: Page,
  visitor: { email: string; name?: string; company?: string; note?: string },
): Promise<void> {
  const form = page.getByRole('dialog');
  await form.getByLabel('E-mail').fill(visitor.email);
  if (visitor.name) await form.getByLabel('Name (optional)').fill(visitor.name);
  if (visitor.company) await form.getByLabel('Company (optional)').fill(visitor.company);
  if (visitor.note) await form.getByLabel('Note (optional)').fill(visitor.note);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send' }).click();
}

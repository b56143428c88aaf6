import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_LIMITS } from '#core/leads';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import type { RunningApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { seedLeadScreens, walkLeadScreens } from '#testing/lead-screens';
import {
  leadMailsTo,
  leaveAddress,
  sendLeadThroughApi,
  startAppWithOwnLinks,
} from '#testing/leads';
import { collectPageErrors, noShots, screenshot, VIEWPORTS } from '#testing/screenshots';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';

type Browser = Awaited<ReturnType<typeof launchChromium>>;

/**
 * A creator switches the lead form on; readers of the shared link, signed out, leave their
 * addresses (one through a reply that never comes back); each gets one mail, the creator sees and
 * exports them under Leads, and 'Forget me' takes one away.
 */
describe('leads on a shared link', () => {
  let app: RunningApp;
  let relay: TcpRelay;
  let account: TestAccount;
  let creator: Browser;
  let readers: Browser;
  let page: Page;
  let id: string;
  const stamp = Date.now().toString(36);
  const ada = `ada-${stamp}@example.com`;
  const bob = `bob-${stamp}@example.com`;

  beforeAll(async () => {
    app = await startAppWithOwnLinks();
    relay = await startTcpRelay(app.port);
    account = await signUpVerified(app, { displayName: 'Grace Hopper' });
    id = await createBrochureThroughApi(app, account, 'Harbour Festival');
    [creator, readers] = await Promise.all([launchChromium(), launchChromium()]);
    page = await creator.newPage();
    await signInBrowser(page, app, account);
  });
  afterAll(async () => {
    await creator?.dispose();
    await readers?.dispose();
    await relay?.close();
    await app?.stop();
  });

  const onServer = async () => {
    const res = await fetch(`${app.url}/api/flipbooks/${id}`);
    return ((await res.json()) as { leadForm?: boolean }).leadForm;
  };

  it('switches the form on in Edit', async () => {
    expect(await onServer()).toBe(false);
    await page.getByRole('button', { name: 'More actions for Harbour Festival' }).click();
    await page.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Flipbook' });
    const toggle = dialog.getByRole('switch', { name: 'Ask readers for their e-mail' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.press('Space');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(onServer, { timeout: 20_000 }).toBe(true);
  });

  it('takes a reader’s address signed out and mails them once, and once only through a lost reply', async () => {
    const reader = await readers.newPage();
    const errors = collectPageErrors(reader);
    await reader.goto(`${relay.url}/?view=${id}`);
    await reader.getByRole('button', { name: 'Get this brochure by e-mail' }).click();
    const form = reader.getByRole('dialog', { name: 'Get this brochure by e-mail' });
    await form.getByText('Grace Hopper may contact me about this brochure').waitFor();
    // Consent is asked for, not assumed.
    await form.getByLabel('E-mail').fill(ada);
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Tick the box to agree to be contacted').waitFor();
    await leaveAddress(reader, { email: ada, name: 'Ada Lovelace', note: '=1+1 call me' });
    await form.getByText("Thanks! We'll e-mail you the link.").waitFor();
    await expect.poll(() => leadMailsTo(app, ada).length, { timeout: 20_000 }).toBe(1);
    expect(leadMailsTo(app, ada)[0]?.link).toBe(`${app.url}/?view=${id}`);
    await reader.close();

    const second = await readers.newPage();
    await second.goto(`${relay.url}/?view=${id}`);
    await second.getByRole('button', { name: 'Get this brochure by e-mail' }).click();
    const lost = relay.cutOnReplyTo('POST', /\/leads$/);
    await leaveAddress(second, { email: bob, company: 'Babbage & Co' });
    await lost;
    const retryForm = second.getByRole('dialog', { name: 'Get this brochure by e-mail' });
    await retryForm.getByText('Could not send. Check your connection and try again.').waitFor();
    relay.restore();
    await retryForm.getByRole('button', { name: 'Send' }).click();
    await retryForm.getByText("Thanks! We'll e-mail you the link.").waitFor();
    // The first send stored the lead and its mail; the second was the same lead.
    await expect.poll(() => leadMailsTo(app, bob).length, { timeout: 20_000 }).toBe(1);
    const res = await fetch(`${app.url}/api/leads`, {
      headers: { Authorization: `Bearer ${account.authToken}` },
    });
    const emails = ((await res.json()) as { items: Array<{ email: string }> }).items.map(
      (l) => l.email,
    );
    expect(emails.sort()).toEqual([ada, bob].sort());
    await second.close();
    expect(errors).toEqual([]);
  });

  it('lists the leads under Leads, exports them as CSV, and drops the one forgotten', async () => {
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Leads' }).click();
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Leads, newest first' });
    await table.getByText(ada, { exact: true }).waitFor();
    const adaRow = table.getByRole('row').filter({ hasText: ada });
    expect(await adaRow.textContent()).toContain('Harbour Festival');
    expect(await adaRow.textContent()).toContain('Ada Lovelace');
    expect(await adaRow.textContent()).toContain('Shared link');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFWhen (UTC),Flipbook,E-mail,Name,Company,Note,Where,Event,Device,Consent,Consent given (UTC),Lead id,Staff note,Rating,Tags,Captured by,Sent after removal,Language',
    );
    // No event or device on a shared link; the consent the reader gave, the lead's id, and the
    // language they read the form in.
    const consent = 'Grace Hopper may contact me about this brochure';
    expect(csv).toMatch(
      new RegExp(
        `,Harbour Festival,${ada},Ada Lovelace,,'=1\\+1 call me,Shared link,,,${consent},[0-9: -]+,[0-9a-f-]{36},,,,,,en\r\n`,
      ),
    );
    expect(csv).toContain(`,${bob},,Babbage & Co,,Shared link,,,${consent},`);

    const forget = leadMailsTo(app, ada)[0]?.forget ?? '';
    const reader = await readers.newPage();
    await reader.goto(forget);
    await reader.setViewportSize(VIEWPORTS.phone);
    await reader.getByRole('heading', { name: 'Forget me' }).waitFor();
    await screenshot(reader, 'leads-forget-me-phone-light', { fullPage: false });
    await reader.getByRole('button', { name: 'Forget me' }).click();
    await reader.getByRole('heading', { name: 'You are forgotten' }).waitFor();
    await screenshot(reader, 'leads-forgotten-phone-light', { fullPage: false });
    await reader.close();
    await page.reload();
    await table.getByText(bob, { exact: true }).waitFor();
    expect(await table.getByText(ada, { exact: true }).count()).toBe(0);
    // The creator is told, without the address.
    const forgotten = page.getByRole('region', { name: 'Forgotten' });
    await forgotten.getByText(/^Forgotten on /).waitFor();
    expect(await forgotten.textContent()).not.toContain(ada);
  });

  it('offers the form on the embed page too, sent from there', async () => {
    const frame = await readers.newPage();
    const carol = `carol-${stamp}@example.com`;
    await frame.goto(`${relay.url}/embed/${id}`);
    await frame.getByRole('button', { name: 'Get this brochure by e-mail' }).click();
    await leaveAddress(frame, { email: carol });
    await frame.getByText("Thanks! We'll e-mail you the link.").waitFor();
    await expect.poll(() => leadMailsTo(app, carol).length, { timeout: 20_000 }).toBe(1);
    await page.reload();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: carol });
    await row.waitFor();
    expect(await row.textContent()).toContain('Embed');
    await frame.close();
  });

  it('tells the creator which leads a daily limit kept from a mail, on the page and on the row', async () => {
    const dave = `dave-${stamp}@example.com`;
    // An address gets so many brochures a day in all: one more brochure asked, one lead not mailed.
    const books = [id];
    for (let i = 0; books.length <= LEAD_LIMITS.mailsPerAddressPerDay; i++)
      books.push(await createBrochureThroughApi(app, account, `Harbour Festival ${i + 2}`));
    for (const book of books) {
      const res = await sendLeadThroughApi(
        app,
        book,
        { email: dave, source: 'kiosk', capturedAt: new Date().toISOString() },
        account,
      );
      expect(res.status).toBe(201);
      await expect
        .poll(() => leadMailsTo(app, dave).length, { timeout: 20_000 })
        .toBe(Math.min(books.indexOf(book) + 1, LEAD_LIMITS.mailsPerAddressPerDay));
    }
    const status = page.getByRole('status').filter({ hasText: 'not mailed' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
          await page.getByRole('table').getByText(dave, { exact: true }).first().waitFor();
          return (await status.count()) > 0 ? status.textContent() : null;
        },
        { timeout: 20_000 },
      )
      .toMatch(/^1 lead not mailed: daily limit\./);
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: dave });
    expect(await rows.count()).toBe(books.length);
    expect(await rows.filter({ hasText: 'Not mailed: daily limit' }).count()).toBe(1);
  });

  it('fits the lead screens on a 390 px phone: the form passes axe on a shared link, the Edit dialog too, and the Leads page neither scrolls sideways nor fails axe', async () => {
    const seeded = await seedLeadScreens(app);
    const phone = await launchChromium({ viewport: VIEWPORTS.phone });
    try {
      await walkLeadScreens(await phone.newPage(), app, seeded, 'phone', noShots);
    } finally {
      await phone.dispose();
    }
  });
});

import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import type { RunningApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { readStore } from '#testing/indexeddb';
import { leadMailsTo, leaveAddress, startAppWithOwnLinks } from '#testing/leads';
import { signInControlled } from '#testing/offline-device';
import { screenshot } from '#testing/screenshots';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';

/**
 * The library's viewer handed to visitors at a booth, as the kiosk does: with the network gone,
 * three visitors leave their addresses; once the server is back each gets one mail, and the
 * creator finds three rows under Leads and a CSV of three.
 */
describe('leads left at a booth with no network', () => {
  let app: RunningApp;
  let relay: TcpRelay;
  let account: TestAccount;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let page: Page;
  let id: string;
  const stamp = Date.now().toString(36);
  const visitors = ['ada', 'bob', 'cy'].map((name) => `${name}-${stamp}@example.com`);

  beforeAll(async () => {
    app = await startAppWithOwnLinks();
    relay = await startTcpRelay(app.port);
    account = await signUpVerified(app, { displayName: 'Grace Hopper' });
    id = await createBrochureThroughApi(app, account, 'Harbour Festival');
    browser = await launchChromium();
    page = await browser.newPage();
    await signInControlled(page, app, account, relay.url);
    // The panels are on the device before the network goes.
    await page.getByTestId('flipbook-card').locator('img').waitFor();
    await page.clock.install();
  });
  afterAll(async () => {
    await browser?.dispose();
    await relay?.close();
    await app?.stop();
  });

  it('keeps three visitors’ addresses on the device, clearing the form for each, and sends each once when the server is back', async () => {
    relay.cut();
    await page.getByRole('button', { name: 'View Harbour Festival' }).click();
    for (const [i, email] of visitors.entries()) {
      await page.getByRole('button', { name: 'Send me this brochure' }).click();
      const form = page.getByRole('dialog', { name: 'Send me this brochure' });
      // Nothing of the visitor before.
      expect(await form.getByLabel('E-mail').inputValue()).toBe('');
      expect(await form.getByLabel('E-mail').getAttribute('autocomplete')).toBe('off');
      expect(await form.getByRole('checkbox').isChecked()).toBe(false);
      await form.getByText('Grace Hopper may contact me about this brochure').waitFor();
      await leaveAddress(page, { email, name: `Visitor ${i + 1}`, note: 'Met at the booth' });
      await form.getByText("Thanks! We'll e-mail you the link.").waitFor();
      if (i === 0) await screenshot(page, 'leads-kiosk-thanks-desktop-light', { fullPage: false });
      await page.clock.runFor(9_000);
      expect(await form.isVisible()).toBe(true);
      await page.clock.runFor(1_000);
      await form.waitFor({ state: 'detached' });
    }
    const kept = await readStore<{ email: string }>(page, 'leads');
    expect(kept.map((l) => l.email).sort()).toEqual([...visitors].sort());

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Leads' }).click();
    const table = page.getByRole('table', { name: 'Leads, newest first' });
    await expect
      .poll(() => table.getByText('Waiting on this device').count(), { timeout: 20_000 })
      .toBe(3);

    relay.restore();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await readStore(page, 'outbox')).length, { timeout: 30_000 })
      .toBe(0);
    expect(await readStore(page, 'leads')).toEqual([]);
    for (const email of visitors) {
      await expect
        .poll(() => leadMailsTo(app, email), { timeout: 20_000 })
        .toEqual([
          { link: `${app.url}/?view=${id}`, forget: expect.stringContaining('/forget-me?lead=') },
        ]);
    }
    await expect.poll(() => table.getByText('Event kiosk').count(), { timeout: 20_000 }).toBe(3);
    expect(await table.getByText('Waiting on this device').count()).toBe(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const rows = fs
      .readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(rows.slice(1)).toHaveLength(3);
    for (const email of visitors)
      expect(rows.some((r) => r.includes(`,${email},`) && r.endsWith(',Event kiosk'))).toBe(true);
  });
});

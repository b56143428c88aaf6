import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from './support/accounts';
import { type RunningApp, startApp } from './support/app-server';
import { launchChromium } from './support/chromium';
import { readStore } from './support/indexeddb';
import { makePdf } from './support/pdfs';

/**
 * The network really goes away for the page and the service worker alike: the server is stopped
 * and later started again on the same port and data directory.
 */
describe('offline first', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let account: TestAccount;
  let page: Page;

  const serverBooks = async () => {
    const res = await fetch(`${app.url}/api/flipbooks/my`, {
      headers: { Authorization: `Bearer ${account.authToken}` },
    });
    return ((await res.json()) as { items: Array<{ id: string; title: string; left: string }> })
      .items;
  };
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  const goOffline = async () => {
    await app.stop();
  };
  const goOnline = async () => {
    app = await startApp({ dataDir: app.dataDir, port: app.port });
  };

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    browser = await launchChromium();
    page = await browser.newPage();
    await signInBrowser(page, app, account);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    for (let i = 0; i < 50 && !(await controlled()); i++) await page.waitForTimeout(100);
    if (!(await controlled())) throw new Error('The service worker does not control the page');
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('creates while the server is gone, survives two reloads, and syncs exactly once', async () => {
    // Convert once online, so pdf.js is in the service worker's cache like for any returning user.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Warm.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf('a4', 1),
    });
    await page.getByRole('img', { name: 'Front panel 1 of 3' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Remove Warm.pdf' }).click();

    await goOffline();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Offline Offer.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf('a4', 2),
    });
    await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click({ timeout: 30_000 });
    await page.getByTestId('flipbook-card').filter({ hasText: 'Offline Offer' }).waitFor();
    await page.getByText(/1 change waiting to sync/).waitFor();
    await page.reload();
    await page.reload();
    await page.getByTestId('flipbook-card').filter({ hasText: 'Offline Offer' }).waitFor();

    await goOnline();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await serverBooks()).filter((b) => b.title === 'Offline Offer').length, {
        timeout: 30_000,
      })
      .toBe(1);
    await page.reload();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(1000);
    expect((await serverBooks()).filter((b) => b.title === 'Offline Offer')).toHaveLength(1);
  });

  it('creates, edits and deletes offline, sending nothing', async () => {
    await goOffline();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Draft.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf('a4', 1),
    });
    await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click({ timeout: 30_000 });
    const card = page.getByTestId('flipbook-card').filter({ hasText: 'Draft' });
    await card.waitFor();
    await card.getByRole('button', { name: 'More actions for Draft' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    await goOnline();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(1500);
    expect((await serverBooks()).some((b) => b.title === 'Draft')).toBe(false);
    const outbox = await readStore(page, 'outbox');
    expect(outbox).toHaveLength(0);
  });

  it('opens a shared link offline for a visitor who saw it before, and for the owner from the library', async () => {
    const [book] = (await serverBooks()).filter((b) => b.title === 'Offline Offer');
    const visitor = await launchChromium();
    try {
      const guest = await visitor.newPage();
      await guest.goto(`${app.url}/?view=${book?.id}`);
      await guest.evaluate(() => navigator.serviceWorker.ready);
      await guest.reload();
      await guest.getByRole('img', { name: 'Front panel 1 of 3' }).waitFor();
      await goOffline();
      await guest.reload();
      await guest.getByRole('img', { name: 'Front panel 1 of 3' }).waitFor();
      await page.goto(`${app.url}/?view=${book?.id}`);
      await page.getByRole('img', { name: 'Front panel 1 of 3' }).waitFor();
      await page.goto(`${app.url}/?view=${crypto.randomUUID()}`);
      await page.getByRole('heading', { name: 'Flipbook not found' }).waitFor();
    } finally {
      await visitor.dispose();
      await goOnline();
    }
  });
});

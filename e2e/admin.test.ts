import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { createFlipbookThroughApi } from '#testing/api-flipbooks';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium, WITHOUT_SERVICE_WORKER } from '#testing/chromium';
import { BROWSER_USER_AGENT } from '#testing/user-agent';

describe('the admin dashboard and the analytics tab', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  // The member's browser of their own: a page of the admin's would share its storage and cookies.
  let memberBrowser: Awaited<ReturnType<typeof launchChromium>>;
  let admin: TestAccount;
  let member: TestAccount;
  let page: Page;

  beforeAll(async () => {
    app = await startApp({ env: { ADMIN_EMAILS: 'chief@example.com' } });
    admin = await signUpVerified(app, { email: 'chief@example.com' });
    admin.user.isAdmin = true;
    member = await signUpVerified(app);
    [browser, memberBrowser] = await Promise.all([
      launchChromium(WITHOUT_SERVICE_WORKER),
      launchChromium(WITHOUT_SERVICE_WORKER),
    ]);
    page = await browser.newPage();
    await signInBrowser(page, app, admin);
  });
  afterAll(async () => {
    await browser?.dispose();
    await memberBrowser?.dispose();
    await app?.stop();
  });

  it('shows admins the Go to Admin button and live figures that follow a new flipbook', async () => {
    await page.getByRole('link', { name: 'Go to Admin' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByTestId('stream-state').getByText('Live').waitFor();
    expect(await page.getByTestId('total-flipbooks').textContent()).toBe('0');
    await createFlipbookThroughApi(app, member, 'Autumn Catalogue');
    await expect
      .poll(() => page.getByTestId('total-flipbooks').textContent(), { timeout: 10_000 })
      .toBe('1');
    await page.getByText('Recent (Last 1 items)').waitFor();
    expect(await page.getByTestId('unique-readers').textContent()).toBe('0');
    await page.getByTestId('admin-item').filter({ hasText: 'Autumn Catalogue' }).waitFor();
  });

  it('deletes a flipbook after the browser confirm and says so', async () => {
    page.once('dialog', (dialog) => void dialog.accept());
    const item = page.getByTestId('admin-item').filter({ hasText: 'Autumn Catalogue' });
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Flipbook removed.', { exact: true }).first().waitFor();
    expect(await item.count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('total-flipbooks').textContent(), { timeout: 10_000 })
      .toBe('0');
  });

  it('keeps the figures while the stream is down and goes live again with what changed meanwhile', async () => {
    await page.getByTestId('stream-state').getByText('Live').waitFor();
    const before = await page.getByTestId('total-flipbooks').textContent();
    await app.stop();
    await page.getByTestId('stream-state').getByText('Reconnecting…').waitFor();
    expect(await page.getByTestId('total-flipbooks').textContent()).toBe(before);

    app = await startApp({
      dataDir: app.dataDir,
      port: app.port,
      env: { ADMIN_EMAILS: 'chief@example.com' },
    });
    await createFlipbookThroughApi(app, member, 'Summer Catalogue');
    await page.getByTestId('stream-state').getByText('Live').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId('total-flipbooks').textContent(), { timeout: 10_000 })
      .toBe(String(Number(before) + 1));
    await page.getByTestId('admin-item').filter({ hasText: 'Summer Catalogue' }).waitFor();
  });

  it('shows members Forbidden at /admin', async () => {
    const other = await memberBrowser.newPage();
    await signInBrowser(other, app, member, '/admin');
    await other.getByText('Forbidden: You do not have access to this page.').waitFor();
    await other.getByRole('link', { name: 'Back to app' }).waitFor();
    expect(await other.getByRole('link', { name: 'Go to Admin' }).count()).toBe(0);
    await other.close();
  });

  it('shows a member’s totals on the profile Analytics tab', async () => {
    const id = await createFlipbookThroughApi(app, member, 'Spring Catalogue');
    await createFlipbookThroughApi(app, member, 'Winter Catalogue');
    // As a reader's browser asks: scripts and crawlers count no views or readers.
    const asBrowser = { 'User-Agent': BROWSER_USER_AGENT };
    await fetch(`${app.url}/api/flipbooks/${id}`, { headers: asBrowser });
    await fetch(`${app.url}/api/flipbooks/${id}`, { headers: asBrowser });
    // A reader who saw the cover only: one of the four stages on offer.
    const report = await fetch(`${app.url}/api/reading`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...asBrowser },
      body: JSON.stringify({
        flipbook: id,
        session: crypto.randomUUID(),
        source: 'link',
        device: 'desktop',
        referrer: null,
        events: [
          { type: 'start', layout: 'stages', steps: 4 },
          { type: 'stage', stage: 0 },
        ],
      }),
    });
    expect(report.status).toBe(204);
    const other = await memberBrowser.newPage();
    await signInBrowser(other, app, member, '/profile');
    await other.getByRole('tab', { name: 'Analytics' }).click();
    await expect.poll(() => other.getByTestId('stat-totalViews').textContent()).toBe('2');
    expect(await other.getByTestId('stat-liveFlipbooksCount').textContent()).toBe('3');
    expect(await other.getByTestId('stat-deletedFlipbooksCount').textContent()).toBe('1');
    expect(await other.getByTestId('stat-totalCreatedCount').textContent()).toBe('4');
    expect(await other.getByTestId('stat-uniqueReaders').textContent()).toBe('1');
    expect(await other.getByTestId('stat-averageReadDepth').textContent()).toBe('25%');

    await app.stop();
    await other.getByRole('tab', { name: 'Info' }).click();
    await other.getByRole('tab', { name: 'Analytics' }).click();
    await other.getByRole('alert').getByText('Unable to load analytics').waitFor();
    await other.close();
  });
});

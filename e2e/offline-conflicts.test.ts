import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { createInBrowser, signInControlled, warmPdfJs } from '#testing/offline-device';
import { serverFlipbooks } from '#testing/server-flipbooks';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';

/**
 * Each browser reaches the app through a TCP relay: while it is cut, the world changes on the server
 * and nothing the page or its service worker sends can slip in before the change is complete.
 */
describe('sync when the world changed meanwhile', () => {
  let app: RunningApp;
  let relay: TcpRelay;
  let account: TestAccount;
  const browsers: Array<Awaited<ReturnType<typeof launchChromium>>> = [];

  const serverBooks = () => serverFlipbooks(app, account);
  /** A signed-in device whose service worker holds the app and pdf.js, as after a first use. */
  const openSignedIn = async (): Promise<Page> => {
    const browser = await launchChromium();
    browsers.push(browser);
    const page = await browser.newPage();
    await signInControlled(page, app, account, relay.url);
    await warmPdfJs(page);
    return page;
  };

  beforeAll(async () => {
    app = await startApp();
    relay = await startTcpRelay(app.port);
    account = await signUpVerified(app);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.dispose();
    await relay?.close();
    await app?.stop();
  });

  it('keeps a change made while the session expired and sends it after signing in again', async () => {
    const page = await openSignedIn();
    relay.cut();
    await createInBrowser(page, 'Kept Brochure');
    // Elsewhere the password changes, which ends this browser's session.
    const changed = await fetch(`${app.url}/api/user/change-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.authToken}` },
      body: JSON.stringify({ currentPassword: account.password, newPassword: 'Changed-Pass-42!' }),
    });
    const { authToken } = (await changed.json()) as { authToken: string };
    account = { ...account, authToken, password: 'Changed-Pass-42!' };
    relay.restore();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page
      .getByText('Sign in again to sync your changes. Nothing has been lost.', { exact: true })
      .first()
      .waitFor();
    expect(await serverBooks()).toHaveLength(0);
    expect(
      await page.getByTestId('flipbook-card').filter({ hasText: 'Kept Brochure' }).count(),
    ).toBe(1);

    await signInBrowser(page, { ...app, url: relay.url }, account);
    await expect
      .poll(async () => (await serverBooks()).map((b) => b.title), { timeout: 30_000 })
      .toEqual(['Kept Brochure']);
  });

  it('keeps a flipbook deleted on one device deleted when another device edited it offline', async () => {
    const second = await openSignedIn();
    await second.getByTestId('flipbook-card').filter({ hasText: 'Kept Brochure' }).waitFor();

    relay.cut();
    const card = second.getByTestId('flipbook-card').filter({ hasText: 'Kept Brochure' });
    await card.getByRole('button', { name: 'More actions for Kept Brochure' }).click();
    await second.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
    await second
      .getByRole('dialog', { name: 'Edit Flipbook' })
      .getByLabel('Title')
      .fill('Edited Offline');
    await second.getByRole('button', { name: 'Save' }).click();

    // The other device deletes it as soon as the server is back, before this one has synced.
    const [book] = await serverBooks();
    const deleted = await fetch(`${app.url}/api/flipbooks/${book?.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${account.authToken}` },
    });
    expect(deleted.status).toBe(200);
    expect(await serverBooks()).toHaveLength(0);

    relay.restore();
    await second.evaluate(() => window.dispatchEvent(new Event('online')));
    await second
      .getByText('“Edited Offline” was deleted on another device.', { exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await second.getByTestId('flipbook-card').count()).toBe(0);
    expect(await serverBooks()).toHaveLength(0);
  });
});

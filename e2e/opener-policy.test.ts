import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { collectPageErrors } from '#testing/screenshots';

/**
 * A signed-out visitor's first page goes without Cross-Origin-Opener-Policy (see
 * api/src/web/opener-policy.ts); these check what another site's window can still reach then.
 */
describe('a window another site opened: its handle ends when the visitor signs in', () => {
  let app: RunningApp;
  let account: TestAccount;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let otherSite: http.Server;
  let otherUrl: string;

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    browser = await launchChromium();
    otherSite = http.createServer((_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>Another site</title><h1>Another site</h1>');
    });
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    otherUrl = `http://localhost:${(otherSite.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await browser?.dispose();
    await new Promise((resolve) => otherSite?.close(resolve));
    await app?.stop();
  });

  /** A page of the other site opens the app with window.open and keeps the handle it gets. */
  async function openFromOtherSite() {
    const opener = await browser.newPage();
    await opener.goto(otherUrl);
    const popupOpened = opener.waitForEvent('popup');
    await opener.evaluate((url) => {
      (window as unknown as { flipfold: Window | null }).flipfold = window.open(url);
    }, app.url);
    const handleClosed = () =>
      opener.evaluate(() => (window as unknown as { flipfold: Window }).flipfold.closed);
    return { popup: await popupOpened, handleClosed };
  }

  it('reloads the page on sign-in, with the header, so the opener can no longer reach it', async () => {
    const { popup, handleClosed } = await openFromOtherSite();
    const errors = collectPageErrors(popup);

    await popup.getByRole('button', { name: 'Get Started' }).waitFor();
    // Signed out, the landing is the other site's to hold, as any page without the header is.
    expect(await handleClosed()).toBe(false);

    await popup.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const form = popup.getByRole('dialog').getByRole('tabpanel');
    await form.getByLabel('Email or Username').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign In' }).click();

    await expect.poll(handleClosed, { timeout: 10_000 }).toBe(true);
    await popup.getByText('Drag & drop PDF files here').waitFor();
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('a signed-in visitor gets the header on the first load: no handle at all', async () => {
    await browser.addCookies([sessionCookie(app, account)]);
    const { popup, handleClosed } = await openFromOtherSite();
    await popup.waitForLoadState('domcontentloaded');
    await expect.poll(handleClosed).toBe(true);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await browser.clearCookies();
  });
});

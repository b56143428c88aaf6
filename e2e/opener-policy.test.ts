import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';

/** The handles the other site's page keeps on the windows it opened. */
type Handles = { flipfold?: Window | null; control?: Window | null };

/**
 * Every page of the app carries the same Cross-Origin-Opener-Policy, whoever visits: a window of
 * another site that opens one learns nothing of the visitor from its handle, and cannot use it.
 */
describe('a window another site opens: its handle tells nothing and reaches nothing', () => {
  let app: RunningApp;
  let account: TestAccount;
  let shared: string;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let otherSite: http.Server;
  let otherUrl: string;
  const otherRequests: string[] = [];

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    shared = `/?view=${await createBrochureThroughApi(app, account, 'Harbour Festival')}`;
    browser = await launchChromium();
    otherSite = http.createServer((req, res) => {
      otherRequests.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>Another site</title><h1>Another site</h1>');
    });
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    // localhost is another site than 127.0.0.1, where the app runs.
    otherUrl = `http://localhost:${(otherSite.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.dispose();
    otherSite?.closeAllConnections();
    await new Promise((resolve) => otherSite?.close(resolve));
    await app?.stop();
  });

  /** A page of the other site opens a page of the app with window.open and keeps the handle. */
  async function openFromOtherSite(path: string): Promise<{ opener: Page; popup: Page }> {
    const opener = await browser.newPage();
    await opener.goto(`${otherUrl}/`);
    const popupOpened = opener.waitForEvent('popup');
    await opener.evaluate((url) => {
      (window as unknown as Handles).flipfold = window.open(url);
    }, `${app.url}${path}`);
    const popup = await popupOpened;
    await popup.waitForLoadState('domcontentloaded');
    return { opener, popup };
  }

  /** What the other site's page can read from its handle on the app's window. */
  const whatTheHandleTells = (opener: Page) =>
    opener.evaluate(() => {
      const w = (window as unknown as Handles).flipfold;
      return { closed: w?.closed, frames: w?.length };
    });

  it('cannot tell a signed-in visitor from a signed-out one: the handle is closed for both, on the landing and a shared link', async () => {
    const told: Record<string, unknown> = {};
    for (const signedIn of [false, true]) {
      if (signedIn) await browser.addCookies([sessionCookie(app, account)]);
      for (const path of ['/', shared]) {
        const { opener, popup } = await openFromOtherSite(path);
        await expect.poll(() => whatTheHandleTells(opener)).toEqual({ closed: true, frames: 0 });
        told[`${signedIn ? 'signed in' : 'signed out'} ${path}`] = await whatTheHandleTells(opener);
        expect(await popup.evaluate(() => window.opener)).toBeNull();
        await opener.close();
        await popup.close();
      }
    }
    await browser.clearCookies();
    expect(new Set(Object.values(told).map((t) => JSON.stringify(t))).size).toBe(1);
  });

  it("cannot navigate the opened tab: a signed-out visitor's landing stays the app's", async () => {
    const { opener, popup } = await openFromOtherSite('/');
    await popup.getByRole('button', { name: 'Get Started' }).waitFor();
    // In one task: the app's tab and, as a control, a window of the other site's own are sent to
    // a page of the other site. The control's request arriving shows the attempts were made.
    await opener.evaluate((base) => {
      const w = window as unknown as Handles;
      w.control = window.open(`${base}/control`);
      try {
        if (w.flipfold) w.flipfold.location.href = `${base}/phished`;
      } catch {
        // A closed handle may refuse outright: the tab is out of reach either way.
      }
      if (w.control) w.control.location.href = `${base}/control-moved`;
    }, otherUrl);
    await expect.poll(() => otherRequests.includes('/control-moved')).toBe(true);
    expect(otherRequests).not.toContain('/phished');
    expect(new URL(popup.url()).origin).toBe(app.url);
    await popup.getByRole('button', { name: 'Get Started' }).waitFor();
    await opener.close();
    await popup.close();
  });
});

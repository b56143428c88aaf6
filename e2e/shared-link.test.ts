import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, type TestAccount } from './support/accounts';
import { type RunningApp, startApp } from './support/app-server';
import { createBrochureThroughApi } from './support/brochure-panels';
import { launchChromium } from './support/chromium';
import { collectPageErrors, screenshot } from './support/screenshots';
import { serverFlipbooks } from './support/server-flipbooks';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

describe('a shared link', () => {
  let app: RunningApp;
  let account: TestAccount;
  let id: string;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  const views = async () => (await serverFlipbooks(app, account)).find((b) => b.id === id)?.views;

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    id = await createBrochureThroughApi(app, account, 'Harbour Festival');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('paints the first panel on a phone before the app script runs, and counts no view without it', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    // The entry script never arrives: what shows is the server's markup alone.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${app.url}/?view=${id}`);
    const panel = page.locator('#root img');
    await expect
      .poll(() => panel.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await panel.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\.jpg\.480w\.webp$/,
    );
    expect(await page.locator('#root h1').textContent()).toBe('Harbour Festival');
    expect(await page.title()).toBe('Harbour Festival — Flipfold');
    await screenshot(page, 'shared-link-before-script-phone-light', { fullPage: false });
    expect(await views()).toBe(0);
    await page.close();
  });

  it('shows a phone the 480 px copy and counts the view exactly once', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.setViewportSize(PHONE);
    const panels: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/media/')) panels.push(new URL(r.url()).pathname);
    });
    await page.goto(`${app.url}/?view=${id}`);
    const shown = page.getByTestId('viewer').getByRole('img', { name: 'Front panel 1 of 3' });
    await shown.waitFor();
    await page.getByTestId('views-badge').waitFor();
    expect(await page.getByTestId('views-badge').textContent()).toBe('1 views');
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\.480w\.webp$/,
    );
    // Only phone copies: the page and the next one, never a 900 px original.
    expect(panels.every((p) => p.endsWith('.480w.webp'))).toBe(true);
    await screenshot(page, 'shared-link-phone-light', { fullPage: false });
    await page.waitForTimeout(500);
    expect(await views()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a desktop loads the cover first at high priority, the rest at low priority', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    const priorities = new Map<string, string>();
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.includes('/media/'))
        priorities.set(new URL(e.request.url).pathname, e.request.initialPriority);
    });
    await page.goto(`${app.url}/?view=${id}`);
    const book = (await serverFlipbooks(app, account)).find((b) => b.id === id);
    const cover = page.getByTestId('trifold').getByRole('img', { name: 'Front panel 2 of 3' });
    await cover.waitFor();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    expect(priorities.get(`${book?.middle}.480w.webp`)).toMatch(/High/);
    expect(priorities.get(`${book?.leftBack}.480w.webp`)).toBe('Low');
    await page.waitForTimeout(800);
    await screenshot(page, 'shared-link-desktop-light', { fullPage: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.removeItem('flipfold:theme'));
    await page.reload();
    await cover.waitFor();
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await screenshot(page, 'shared-link-desktop-dark', { fullPage: false });
    await page.close();
  });

  it('serves robots.txt, and the page compressed', async () => {
    const robots = await fetch(`${app.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('User-agent: *');
    const page = await fetch(`${app.url}/?view=${id}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain('rel="preload" as="image"');
  });
});

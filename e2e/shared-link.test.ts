import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { COVER_IMAGE } from '#testing/brochure-names';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { collectPageErrors, screenshot, settled } from '#testing/screenshots';
import { countScriptsOnTheWire, SHARED_LINK_SCRIPT_BUDGET } from '#testing/scripts-on-the-wire';
import { serverFlipbooks } from '#testing/server-flipbooks';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// One app for the file; each part has its own account, flipbook and browser.
let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('a shared link', () => {
  let account: TestAccount;
  let id: string;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  const views = async () => (await serverFlipbooks(app, account)).find((b) => b.id === id)?.views;

  beforeAll(async () => {
    account = await signUpVerified(app);
    id = await createBrochureThroughApi(app, account, 'Harbour Festival');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.dispose();
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
    const shown = page.getByTestId('viewer').getByRole('img', { name: COVER_IMAGE });
    await shown.waitFor();
    await page.getByTestId('views-badge').waitFor();
    expect(await page.getByTestId('views-badge').textContent()).toBe('1 view');
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\.480w\.webp$/,
    );
    // Only phone copies: the page and the next one, never a 900 px original.
    expect(panels.every((p) => p.endsWith('.480w.webp'))).toBe(true);
    await screenshot(page, 'shared-link-phone-light', { fullPage: false });
    // Nothing more goes out once the page has settled: no second count.
    await page.waitForLoadState('networkidle');
    expect(await views()).toBe(1);
    expect(errors).toEqual([]);
    // A first visit on a phone set to dark follows it.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.removeItem('flipfold:theme'));
    await page.reload();
    await shown.waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await screenshot(page, 'shared-link-phone-dark', { fullPage: false });
    await page.close();
  });

  it(`downloads at most ${SHARED_LINK_SCRIPT_BUDGET.maxBytes / 1024} KB of JavaScript in at most ${SHARED_LINK_SCRIPT_BUDGET.maxScripts} scripts on a first visit`, async () => {
    // A context of its own: nothing cached by the other parts, as for a reader new to Flipfold.
    const first = await launchChromium({ viewport: PHONE });
    try {
      const page = await first.newPage();
      const scripts = await countScriptsOnTheWire(page);
      await page.goto(`${app.url}/?view=${id}`);
      await page.getByTestId('viewer').getByRole('img', { name: COVER_IMAGE }).waitFor();
      await page.getByTestId('views-badge').waitFor();
      await page.waitForLoadState('networkidle');
      const { bytes, urls } = await scripts.stop();
      const names = `${bytes} bytes: ${urls.map((u) => new URL(u).pathname).join(', ')}`;
      expect(urls.length, names).toBeGreaterThan(0);
      expect(urls.length, names).toBeLessThanOrEqual(SHARED_LINK_SCRIPT_BUDGET.maxScripts);
      expect(bytes, names).toBeLessThanOrEqual(SHARED_LINK_SCRIPT_BUDGET.maxBytes);
      // The signed-in home's start is a chunk of its own, which no visitor's page needs.
      expect(
        urls.filter((u) => /\/signed-in-[\w-]+\.js$/.test(u)),
        names,
      ).toEqual([]);
    } finally {
      await first.dispose();
    }
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
    const cover = page.getByTestId('trifold').getByRole('img', { name: COVER_IMAGE });
    await cover.waitFor();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    expect(priorities.get(`${book?.left}.480w.webp`)).toMatch(/High/);
    expect(priorities.get(`${book?.leftBack}.480w.webp`)).toBe('Low');
    await settled(page.getByTestId('trifold'));
    await screenshot(page, 'shared-link-desktop-light', { fullPage: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.removeItem('flipfold:theme'));
    await page.reload();
    await cover.waitFor();
    await settled(page.getByTestId('trifold'));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await screenshot(page, 'shared-link-desktop-dark', { fullPage: false });
    await page.close();
  });

  it('serves robots.txt, the icon a browser asks for on a page without one, and the page compressed', async () => {
    const robots = await fetch(`${app.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('User-agent: *');
    // Asked for by a tab showing a file of the site (an API answer, an image): no 404 in its console.
    const icon = await fetch(`${app.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(Buffer.from(await icon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const page = await fetch(`${app.url}/?view=${id}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain('rel="preload" as="image"');
  });
});

describe('the viewer with the keyboard and zoom', () => {
  let account: TestAccount;
  let id: string;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  const focusedName = (page: Page) =>
    page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent?.trim(),
    );

  beforeAll(async () => {
    account = await signUpVerified(app);
    id = await createBrochureThroughApi(app, account, 'Harbour Festival');
    browser = await launchChromium({ viewport: DESKTOP });
  });
  afterAll(async () => {
    await browser?.dispose();
  });

  it('zooms the full-size panel with + and double click, moves with the arrows, resets with -, 0 and Escape', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/?view=${id}`);
    const trifold = page.getByTestId('trifold');
    await trifold.getByRole('img', { name: COVER_IMAGE }).waitFor();
    const zoomed = page.getByTestId('zoomed-panel');

    await page.keyboard.press('+');
    await zoomed.waitFor();
    expect(await zoomed.getAttribute('data-scale')).toBe('2');
    const image = zoomed.getByRole('img', { name: 'Page 1 — cover, zoomed 2×' });
    await expect
      .poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBe(900);
    expect(await image.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\.jpg$/);
    // 900 px shown about 420 px wide has the pixels for 2×, not 3×.
    await page.keyboard.press('+');
    expect(await zoomed.getAttribute('data-scale')).toBe('2');
    await screenshot(page, 'viewer-zoomed-desktop-light', { fullPage: false });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    // At 2× the panel is still narrower than the stage: it moves only up and down.
    expect(await image.evaluate((i) => i.style.transform)).toBe('translate(0px, -80px) scale(2)');
    expect(await trifold.getAttribute('data-stage')).toBe('cover');

    await page.keyboard.press('-');
    await zoomed.waitFor({ state: 'detached' });
    await page.keyboard.press('=');
    await page.keyboard.press('0');
    await zoomed.waitFor({ state: 'detached' });
    await page.keyboard.press('+');
    await page.keyboard.press('Escape');
    await zoomed.waitFor({ state: 'detached' });
    expect(page.url()).toContain('?view=');

    await trifold.getByRole('img', { name: COVER_IMAGE }).dblclick();
    await zoomed.getByRole('img', { name: 'Page 1 — cover, zoomed 2×' }).waitFor();
    expect(await trifold.getAttribute('data-stage')).toBe('cover');
    await zoomed.dblclick();
    await zoomed.waitFor({ state: 'detached' });

    // Escape with nothing zoomed leaves the shared link for the home page.
    await page.keyboard.press('Escape');
    await page.waitForURL(`${app.url}/`);
    await page.close();
  });

  it('on a phone a double tap zooms the page shown, not the next one', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/?view=${id}`);
    const viewer = page.getByTestId('viewer');
    await viewer.getByRole('img', { name: COVER_IMAGE }).dblclick();
    await page.getByRole('img', { name: 'Page 1 — cover, zoomed 2×' }).waitFor();
    await screenshot(page, 'viewer-zoomed-phone-light', { fullPage: false });
    await page.keyboard.press('Escape');
    await viewer.getByRole('img', { name: COVER_IMAGE }).waitFor();
    await page.close();
  });

  it('on a phone a pinch zooms the panel, not the page, so the page is not left zoomed after a reload', async () => {
    const phone = await launchChromium({
      viewport: PHONE,
      device: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    });
    try {
      const page = await phone.newPage();
      await page.goto(`${app.url}/?view=${id}`);
      const panel = page.getByTestId('viewer').getByRole('img', { name: COVER_IMAGE });
      await panel.waitFor();
      const box = (await panel.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      // Two fingers on the panel, moved apart: real touch input, as a phone sends it.
      const cdp = await phone.newCDPSession(page);
      const fingers = (type: 'touchStart' | 'touchMove' | 'touchEnd', apart: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints:
            type === 'touchEnd'
              ? []
              : [
                  { id: 0, x: centre.x - apart / 2, y: centre.y },
                  { id: 1, x: centre.x + apart / 2, y: centre.y },
                ],
        });
      await fingers('touchStart', 60);
      for (let apart = 70; apart <= 160; apart += 10) await fingers('touchMove', apart);
      await fingers('touchEnd', 0);
      const zoomed = page.getByTestId('zoomed-panel');
      await zoomed.getByRole('img', { name: /^Page 1 — cover, zoomed/ }).waitFor();
      expect(Number(await zoomed.getAttribute('data-scale'))).toBeGreaterThan(1);
      const pageScale = () => page.evaluate(() => window.visualViewport?.scale);
      expect(await pageScale()).toBe(1);
      await page.reload();
      await panel.waitFor();
      expect(await pageScale()).toBe(1);
    } finally {
      await phone.dispose();
    }
  });

  it('opens, turns, zooms and closes with the keyboard alone, keeping focus inside and handing it back', async () => {
    const page = await browser.newPage();
    await signInBrowser(page, app, account);
    const view = page.getByRole('button', { name: 'View Harbour Festival' });
    await view.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Harbour Festival' });
    await viewer.waitFor();
    expect(await page.title()).toBe('Harbour Festival — Flipfold');
    expect(await focusedName(page)).toMatch(/^Brochure, cover/);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('trifold').getAttribute('data-stage')).toBe('half-open');
    // Signed in a moment ago: the library may still be copying the panels to this device, and
    // there is nothing to zoom before the cover is shown.
    await viewer.getByRole('img', { name: COVER_IMAGE }).waitFor();
    await page.keyboard.press('+');
    await page.getByTestId('zoomed-panel').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('zoomed-panel').waitFor({ state: 'detached' });

    // Tab goes round the viewer's own controls only.
    const names: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[data-flipbook-viewer]')),
      );
      expect(inside).toBe(true);
      names.push((await focusedName(page)) ?? '');
    }
    expect(names).toContain('Back');
    expect(names).toContain('QR Code');

    // The QR modal hands focus back to its button when it closes.
    while ((await focusedName(page)) !== 'QR Code') await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Share Your Flipbook' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Share Your Flipbook' }).waitFor({ state: 'detached' });
    // Radix hands focus back in a task after the dialog has gone.
    await expect.poll(() => focusedName(page)).toBe('QR Code');
    expect(await viewer.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('View Harbour Festival');
    expect(await page.title()).not.toContain('Harbour Festival');
    await page.close();
  });
});

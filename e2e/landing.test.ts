import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app-server';
import { launchChromium } from './support/chromium';
import { collectPageErrors, screenshot, VIEWPORTS } from './support/screenshots';

describe('the signed-out landing', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;

  beforeAll(async () => {
    app = await startApp({ env: { SUPPORT_EMAIL: 'help@example.com' } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('shows the welcome, the tagline, Get Started, the header and the footer without console errors', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(app.url);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome to Flipfold');
    expect(await page.getByText('interactive flipbooks').count()).toBe(1);
    expect(await page.getByText('Flipbook Creator', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    const support = page.getByRole('link', { name: 'help@example.com' });
    expect(await support.getAttribute('href')).toBe('mailto:help@example.com');
    expect(await page.locator('footer').textContent()).toContain(
      `© ${new Date().getFullYear()} Flipfold`,
    );
    const accent = await page.evaluate(() => document.documentElement.dataset.accent);
    expect(['pink', 'blue', 'mint', 'yellow', 'purple', 'peach']).toContain(accent);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the dark theme across a reload', async () => {
    const page = await browser.newPage();
    await page.goto(app.url);
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => localStorage.getItem('flipfold:theme'))).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await page.getByTestId('theme-toggle').click();
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    await page.close();
  });

  it('serves deep links with the shell, unknown pages as Page not found, and unknown API calls as JSON 404', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${app.url}/profile`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('#root').count()).toBe(1);
    await page.goto(`${app.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found — Flipfold');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${app.url}/`);
    const api = await fetch(`${app.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
    await page.close();
  });

  it('has an installable manifest and a service worker that opens the app offline', async () => {
    const page = await browser.newPage();
    await page.goto(app.url);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = (await (await fetch(new URL(manifestHref ?? '', app.url))).json()) as {
      display: string;
      start_url: string;
      icons: Array<{ sizes: string; purpose?: string }>;
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toBe(`${app.url}/sw.js`);

    await browser.setOffline(true);
    try {
      await page.goto(`${app.url}/profile`);
      expect(await page.locator('#root').count()).toBe(1);
      await page.goto(app.url);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Welcome to Flipfold');
    } finally {
      await browser.setOffline(false);
    }
    await page.close();
  });

  it('looks finished on desktop and phone, light and dark', async () => {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await browser.newPage();
        await page.setViewportSize(viewport);
        await page.addInitScript((t) => localStorage.setItem('flipfold:theme', t), theme);
        await page.goto(app.url);
        await page.getByRole('button', { name: 'Get Started' }).waitFor();
        const file = await screenshot(page, `landing-${width}-${theme}`);
        expect(file).toMatch(/\.png$/);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.close();
      }
    }
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { holdRoute } from '#testing/hold-route';
import { collectPageErrors, noHorizontalOverflow, VIEWPORTS } from '#testing/screenshots';
import { followServiceWorkerRequests } from '#testing/service-worker-requests';

/**
 * Holds the app's entry script back until the returned function is called. A held script can hold
 * the page's load event too, so the page is awaited to `domcontentloaded` only.
 */
const holdAppEntry = (page: Page) => holdRoute(page, '**/assets/index-*.js');

// Its devices go offline (context.setOffline): their service workers' requests must too.
followServiceWorkerRequests();

describe('the signed-out landing', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  /** For the tests that hold the app's scripts back: no service worker to serve them. */
  let noWorker: Awaited<ReturnType<typeof launchChromium>>;

  beforeAll(async () => {
    app = await startApp({ env: { SUPPORT_EMAIL: 'help@example.com' } });
    browser = await launchChromium();
    noWorker = await launchChromium({ serviceWorkers: 'block' });
  });
  afterAll(async () => {
    await browser?.dispose();
    await noWorker?.dispose();
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
    // A new visitor gets the Sign Up tab.
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("paints the whole landing from the page itself, before any of the app's scripts runs", async () => {
    const page = await noWorker.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(app.url);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome to Flipfold');
    expect(await page.getByRole('button', { name: 'Get Started' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    const support = page.getByRole('link', { name: 'help@example.com' });
    expect(await support.getAttribute('href')).toBe('mailto:help@example.com');
    // The session's accent is applied before the first paint, and the app keeps it.
    const accent = await page.evaluate(() => ({
      name: document.documentElement.dataset.accent,
      colour: getComputedStyle(document.documentElement).getPropertyValue('--accent'),
    }));
    expect(accent.name).toMatch(/^(pink|blue|mint|yellow|purple|peach)$/);
    await page.unroute('**/assets/*.js');
    // Now with the app, whose entry is held until the drawn page's heading has been marked.
    const release = await holdAppEntry(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading =
        document.querySelector('h1');
    });
    release();
    // The app takes the drawn markup over (hydration): the same heading, now React's.
    await page.waitForFunction(() => {
      const h1 = document.querySelector('h1');
      return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    });
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { drawnHeading: Element | null }).drawnHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.accent)).toBe(accent.name);
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--accent'),
      ),
    ).toBe(accent.colour);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.locator('header').count()).toBe(1);
    await page.close();
  });

  it('draws the landing dark on a first visit from a dark-mode system, with the icon of the theme to switch to', async () => {
    const page = await noWorker.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.removeItem('flipfold:theme'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(app.url);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await page.locator('[data-testid="theme-toggle"] .lucide-sun').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="theme-toggle"] .lucide-moon').isVisible()).toBe(false);
    await page.close();
    // The app takes the page (drawn light) over without complaint and names the toggle rightly; on
    // a fresh page, so that the scripts refused above cannot report their failure late.
    const live = await noWorker.newPage();
    await live.emulateMedia({ colorScheme: 'dark' });
    await live.addInitScript(() => localStorage.removeItem('flipfold:theme'));
    const errors = collectPageErrors(live);
    await live.goto(app.url);
    await live.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await live.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(errors).toEqual([]);
    // The app saved the system's theme; the tests after this one start from light.
    await live.evaluate(() => localStorage.removeItem('flipfold:theme'));
    await live.close();
  });

  it('shows the drawn landing to no one else: a signed-in visitor, a deep link', async () => {
    const page = await noWorker.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${app.url}/profile`);
    expect(await page.getByText('Welcome to Flipfold').isVisible()).toBe(false);
    await page.evaluate(() =>
      localStorage.setItem('flipfold:user', JSON.stringify({ id: 'u1', email: 'a@example.com' })),
    );
    await page.goto(app.url);
    expect(await page.getByText('Welcome to Flipfold').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(false);
    await page.evaluate(() => localStorage.removeItem('flipfold:user'));
    await page.close();
  });

  it('opens the sign-up tab for a click on Get Started made before the app has started', async () => {
    const page = await noWorker.newPage();
    const errors = collectPageErrors(page);
    // The app's entry is held back until the click has been made on the drawn button.
    const release = await holdAppEntry(page);
    await page.goto(app.url, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Get Started' }).click();
    release();
    await page.getByRole('dialog').getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps no click made once the app has started, so nothing is replayed later', async () => {
    const page = await browser.newPage();
    await page.goto(app.url);
    await page.waitForFunction(() => document.documentElement.dataset.appStarted !== undefined);
    await page.getByTestId('theme-toggle').click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('flipfold:theme')), { timeout: 5000 })
      .toBe('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.earlyClick)).toBeUndefined();
    await page.evaluate(() => localStorage.removeItem('flipfold:theme'));
    await page.close();
  });

  it('keeps the dark theme across a reload', async () => {
    const page = await browser.newPage();
    await page.goto(app.url);
    // Made on the drawn page or the app's, the click counts once.
    await page.getByTestId('theme-toggle').click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('flipfold:theme')), { timeout: 5000 })
      .toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await page.getByTestId('theme-toggle').click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('flipfold:theme')), { timeout: 5000 })
      .toBe('light');
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

  it('fits a 390 px phone without sideways scrolling', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(app.url);
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    await noHorizontalOverflow(page, 'the landing');
    await page.close();
  });
});

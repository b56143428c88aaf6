import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified } from '#testing/accounts';
import { createFlipbookThroughApi } from '#testing/api-flipbooks';
import { type RunningApp, startApp } from '#testing/app-server';
import { COVER_IMAGE } from '#testing/brochure-names';
import { launchChromium } from '#testing/chromium';
import { screenshot } from '#testing/screenshots';
import { followServiceWorkerRequests } from '#testing/service-worker-requests';
import { BROWSER_USER_AGENT } from '#testing/user-agent';

/** Created oldest first, so the grid must show them the other way round. */
const TITLES = ['Autumn Fair', 'Winter Sale', 'Spring Launch'];

// Its devices go offline (context.setOffline): their service workers' requests must too.
followServiceWorkerRequests();

describe('the library grid', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let page: Page;
  const ids: string[] = [];

  beforeAll(async () => {
    app = await startApp();
    const account = await signUpVerified(app);
    for (const title of TITLES) ids.push(await createFlipbookThroughApi(app, account, title));
    browser = await launchChromium();
    page = await browser.newPage();
    await signInBrowser(page, app, account);
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('shows the newest flipbook first, in 1, 2 or 3 columns as the window widens', async () => {
    const widths = [
      ['phone', 390, 1],
      ['tablet', 820, 2],
      ['desktop', 1366, 3],
    ] as const;
    const cards = page.getByTestId('flipbook-card');
    // Thumbnails arrive after the cards (the panels download into this device's library).
    await cards
      .locator('img')
      .nth(TITLES.length - 1)
      .waitFor();
    for (const [name, width, columns] of widths) {
      await page.setViewportSize({ width, height: 900 });
      expect(await cards.locator('h3').allTextContents()).toEqual([...TITLES].reverse());
      const lefts = await cards.evaluateAll((all) =>
        all.map((card) => Math.round(card.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size, `${name} at ${width} px`).toBe(columns);
      await screenshot(page, `library-grid-${name}-light`);
    }
  });

  it('filters the cards by title as you type, offline too, and says when nothing matches', async () => {
    const cards = page.getByTestId('flipbook-card');
    const search = page.getByRole('searchbox', { name: 'Search flipbooks' });
    await page.context().setOffline(true);
    await search.fill('WINTER');
    await expect.poll(() => cards.locator('h3').allTextContents()).toEqual(['Winter Sale']);
    await search.fill('sale winter');
    expect(await cards.locator('h3').allTextContents()).toEqual(['Winter Sale']);
    await search.fill('zzz');
    await page.getByText('No flipbooks match “zzz”.').waitFor();
    expect(await cards.count()).toBe(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await cards.locator('h3').allTextContents()).toEqual([...TITLES].reverse());
    expect(await search.inputValue()).toBe('');
    await page.context().setOffline(false);
  });

  it('shows a flipbook’s views of today in its Statistics, after a reader viewed it, not its creator', async () => {
    const winter = ids[TITLES.indexOf('Winter Sale')];
    // A reader in a browser of their own: the creator's own look at the link counts nothing.
    const own = await browser.newPage();
    await own.goto(`${app.url}/?view=${winter}`);
    await own.getByRole('img', { name: COVER_IMAGE }).waitFor();
    await own.close();
    const reader = await launchChromium();
    const visitor = await reader.newPage();
    await visitor.goto(`${app.url}/?view=${winter}`);
    await visitor.getByRole('img', { name: COVER_IMAGE }).waitFor();
    await reader.dispose();
    // As a reader's browser asks: scripts and crawlers count no views.
    for (let i = 0; i < 2; i++)
      await fetch(`${app.url}/api/flipbooks/${winter}`, {
        headers: { 'User-Agent': BROWSER_USER_AGENT },
      });

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'More actions for Winter Sale' }).click();
    await page.getByRole('menuitem', { name: 'Statistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Statistics for “Winter Sale”' });
    await dialog.getByTestId('total-views').waitFor();
    expect(await dialog.getByTestId('total-views').textContent()).toBe('3');
    const today = new Date().toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const chart = dialog.getByTestId('views-chart');
    const rows = chart.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(31);
    expect(await rows.last().getByRole('rowheader').textContent()).toBe(today);
    // Views, then unique readers.
    expect(await rows.last().getByRole('cell').first().textContent()).toBe('3');
    expect(await rows.last().getByRole('cell').count()).toBe(2);
    expect(await chart.locator('svg[viewBox="0 0 600 140"] rect').count()).toBe(60);
    await screenshot(page, 'statistics-dialog-desktop-light', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the menu button that opened it.
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toBe('More actions for Winter Sale');
  });

  it('keeps each thumbnail while the library is read again for a change made elsewhere', async () => {
    const cards = page.getByTestId('flipbook-card');
    await cards
      .locator('img')
      .nth(TITLES.length - 1)
      .waitFor();
    // Every object URL made from here on, and every image that failed to load.
    await page.evaluate(() => {
      const made: string[] = [];
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        const url = create(blob);
        made.push(url);
        return url;
      };
      Object.assign(window, { madeObjectUrls: made });
    });
    const autumn = ids[TITLES.indexOf('Autumn Fair')];
    const views = cards.filter({ hasText: 'Autumn Fair' }).getByText(/\d+ views?$/);
    const before = await views.textContent();
    await fetch(`${app.url}/api/flipbooks/${autumn}`, {
      headers: { 'User-Agent': BROWSER_USER_AGENT },
    });
    // The library's check of other devices' changes reads the list and merges the new count.
    await expect.poll(() => views.textContent(), { timeout: 15_000 }).not.toBe(before);
    expect(
      await page.evaluate(() => (window as { madeObjectUrls?: string[] }).madeObjectUrls),
    ).toEqual([]);
    expect(
      await cards
        .locator('img')
        .evaluateAll((all) =>
          all.every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
    ).toBe(true);
  });
});

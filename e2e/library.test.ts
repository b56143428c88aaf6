import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified } from './support/accounts';
import { createFlipbookThroughApi } from './support/api-flipbooks';
import { type RunningApp, startApp } from './support/app-server';
import { launchChromium } from './support/chromium';
import { screenshot } from './support/screenshots';

/** Created oldest first, so the grid must show them the other way round. */
const TITLES = ['Autumn Fair', 'Winter Sale', 'Spring Launch'];

describe('the library grid', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    const account = await signUpVerified(app);
    for (const title of TITLES) await createFlipbookThroughApi(app, account, title);
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
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { walkAccountScreens } from '#testing/account-screens';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { shotsOf, VIEWPORTS } from '#testing/screenshots';

describe('the account screens, photographed', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`on ${width}, ${theme}: dialog tabs, verification modal and banner, profile tabs and reset pages`, async () => {
        const page = await browser.newPage();
        await page.setViewportSize(viewport);
        // Without transitions each screenshot shows the settled state of the tab it opened.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.addInitScript((t) => localStorage.setItem('flipfold:theme', t), theme);
        await walkAccountScreens(page, app, `${width}-${theme}`, shotsOf(page));
        await page.close();
      });
    }
  }
});

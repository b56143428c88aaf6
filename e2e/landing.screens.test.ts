import { afterAll, beforeAll, describe, it } from 'vitest';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { screenshot, VIEWPORTS } from '#testing/screenshots';

describe('the signed-out landing, photographed', () => {
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

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`on ${width}, ${theme}`, async () => {
        const page = await browser.newPage();
        await page.setViewportSize(viewport);
        await page.addInitScript((t) => localStorage.setItem('flipfold:theme', t), theme);
        await page.goto(app.url);
        await page.getByRole('button', { name: 'Get Started' }).waitFor();
        await screenshot(page, `landing-${width}-${theme}`);
        await page.close();
      });
    }
  }
});

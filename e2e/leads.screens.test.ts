import { afterAll, beforeAll, describe, it } from 'vitest';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { type LeadScreens, seedLeadScreens, walkLeadScreens } from '#testing/lead-screens';
import { shotsOf, VIEWPORTS } from '#testing/screenshots';

/**
 * The lead screens on a desktop and a phone, light and dark: the form on a shared link and an
 * embed page, the Edit dialog's switch, the Statistics' lead count and the Leads page
 * (e2e/artifacts/leads-*.png).
 */
describe('the lead screens, photographed', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let seeded: LeadScreens;

  beforeAll(async () => {
    app = await startApp();
    seeded = await seedLeadScreens(app);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`on ${size}, ${theme}`, async () => {
        const page = await browser.newPage();
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
        await page.addInitScript((t) => localStorage.setItem('flipfold:theme', t), theme);
        await walkLeadScreens(page, app, seeded, `${size}-${theme}`, shotsOf(page));
        await page.close();
      });
    }
  }
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signInBrowser, signUpVerified } from '#testing/accounts';
import { createFlipbookThroughApi } from '#testing/api-flipbooks';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { screenshot, VIEWPORTS } from '#testing/screenshots';

describe('the admin dashboard, photographed', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let page: Page;

  beforeAll(async () => {
    app = await startApp({ env: { ADMIN_EMAILS: 'chief@example.com' } });
    const admin = await signUpVerified(app, { email: 'chief@example.com' });
    admin.user.isAdmin = true;
    await createFlipbookThroughApi(app, await signUpVerified(app), 'Autumn Catalogue');
    browser = await launchChromium();
    page = await browser.newPage();
    // Without transitions each screenshot shows the settled colours of the theme just switched to.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInBrowser(page, app, admin, '/admin');
    await page.getByTestId('stream-state').getByText('Live').waitFor();
    await page.getByTestId('admin-item').filter({ hasText: 'Autumn Catalogue' }).waitFor();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`on ${width}, ${theme}, with a flipbook among the recent items`, async () => {
        await page.setViewportSize(viewport);
        await page.evaluate(
          (t) => document.documentElement.classList.toggle('dark', t === 'dark'),
          theme,
        );
        await screenshot(page, `admin-${width}-${theme}`);
      });
    }
  }
});

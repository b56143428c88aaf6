import { afterAll, beforeAll, describe, it } from 'vitest';
import { signInBrowser, signUpVerified } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { accessible, noHorizontalOverflow, screenshot, VIEWPORTS } from '#testing/screenshots';

/**
 * Profile → Integrations with a webhook set: the secret shown once, and the log after 'Send test'
 * to an address that does not resolve (e2e/artifacts/integrations-*.png), on a desktop and a
 * phone, light and dark; each passes axe and keeps to the page's width.
 */
describe('the Integrations tab, photographed', () => {
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

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`on ${size}, ${theme}`, async () => {
        const account = await signUpVerified(app, { displayName: 'Nordlys Outdoor' });
        const page = await browser.newPage();
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
        await page.addInitScript((t) => localStorage.setItem('flipfold:theme', t), theme);
        await signInBrowser(page, app, account);
        await page.goto(`${app.url}/profile`);
        await page.getByRole('tab', { name: 'Integrations' }).click();
        await page.getByLabel('Endpoint URL').fill('https://crm.invalid/hooks/flipfold');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByRole('button', { name: 'Rotate secret' }).waitFor();
        await screenshot(page, `integrations-secret-${size}-${theme}`);
        await page.getByRole('button', { name: 'Send test' }).click();
        await page.getByRole('region', { name: 'Webhook deliveries' }).waitFor();
        await page.getByRole('button', { name: /Refresh/ }).click();
        await screenshot(page, `integrations-log-${size}-${theme}`);
        await noHorizontalOverflow(page, 'the Integrations tab');
        await accessible(page, 'the Integrations tab');
        await page.close();
      });
    }
  }
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { KIT_LIMITS } from '#core/event-kit';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { makeKitInBrowser, startPresenting } from '#testing/event-kit';
import { screenshot } from '#testing/screenshots';

const TITLES = ['Harbour Tours', 'Island Ferries', 'Lighthouse Walks', 'Coastal Cycling'];
const SIZES = {
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Screenshots for a person to look at (e2e/artifacts/event-kit-*.png, event-kiosk-*.png): the
 * library, the kit picker, the kit screen, the kiosk, its lead form, its attract loop, the exit
 * ring and the PIN, on a tablet, a desktop and a phone, light and dark. What they must get right
 * (axe, no sideways scrolling) is checked in e2e/event-kiosk-access.test.ts.
 */
describe('the event kit and its kiosk, photographed', { timeout: 180_000 }, () => {
  let app: RunningApp;
  let account: TestAccount;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let kitId: string;

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app, { displayName: 'Ada Booth' });
    for (const [i, title] of TITLES.entries())
      await createBrochureThroughApi(app, account, title, i * 6);
    browser = await launchChromium();
    const page = await browser.newPage();
    await page.clock.install();
    await signInBrowser(page, app, account);
    await page
      .getByTestId('flipbook-card')
      .nth(TITLES.length - 1)
      .waitFor();
    kitId = await makeKitInBrowser(page, { name: 'Spring fair', titles: TITLES.slice(0, 3) });
    await page.getByRole('link', { name: 'Your library' }).click();
    await page
      .getByTestId('flipbook-card')
      .nth(TITLES.length - 1)
      .waitFor();
    await makeKitInBrowser(page, { name: 'Harbour trade show', titles: TITLES });
    await page.close();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`on a ${size}, ${theme}`, async () => {
        const name = `${size}-${theme}`;
        const page = await browser.newPage();
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
        await page.addInitScript((t) => localStorage.setItem('flipfold:theme', t), theme);

        await page.goto(app.url);
        await page.getByRole('link', { name: /Spring fair/ }).waitFor();
        await page
          .getByTestId('flipbook-card')
          .locator('img')
          .nth(TITLES.length - 1)
          .waitFor();
        await screenshot(page, `event-kit-library-${name}`, { fullPage: false });
        await page.getByRole('button', { name: 'Present at an event' }).click();
        const picker = page.getByRole('dialog', { name: 'Present at an event' });
        await picker.getByRole('checkbox', { name: TITLES[1] }).check();
        await picker.getByRole('button', { name: 'Create kit' }).click();
        await picker.getByText('Give the kit a name').waitFor();
        await screenshot(page, `event-kit-picker-${name}`, { fullPage: false });
        await picker.getByRole('button', { name: 'Cancel' }).click();

        await page.goto(`${app.url}/kits/${kitId}`);
        await page.getByText('Every flipbook of this kit is ready offline.').waitFor();
        await page.getByTestId('storage-kept').waitFor();
        await screenshot(page, `event-kit-screen-${name}`);

        await startPresenting(page, '2468');
        await page.getByTestId('kiosk-qr').waitFor();
        await screenshot(page, `event-kiosk-${name}`, { fullPage: false });
        await page.getByRole('button', { name: 'Send me this brochure' }).click();
        const form = page.getByRole('dialog', { name: 'Send me this brochure' });
        await form.getByLabel('E-mail').fill('visitor@example.com');
        await screenshot(page, `event-kiosk-lead-${name}`, { fullPage: false });
        await form.getByRole('button', { name: 'Close' }).click();
        await form.waitFor({ state: 'detached' });

        await page.clock.runFor(KIT_LIMITS.idleSeconds.default * 1000);
        await page.locator('[data-kiosk-mode="attract"]').waitFor();
        await screenshot(page, `event-kiosk-attract-${name}`, { fullPage: false });

        const exit = page.getByRole('button', { name: 'Exit' });
        await exit.focus();
        await page.keyboard.down('Space');
        await page.clock.runFor(KIT_LIMITS.exitHoldMs / 2);
        await screenshot(page, `event-kiosk-exit-ring-${name}`, { fullPage: false });
        await page.clock.runFor(KIT_LIMITS.exitHoldMs / 2);
        await page.keyboard.up('Space');
        const pin = page.getByRole('dialog', { name: 'Stop presenting?' });
        await pin.getByLabel('PIN').fill('1357');
        await pin.getByRole('button', { name: 'Stop presenting' }).click();
        await pin.getByText('That PIN is not right.').waitFor();
        await screenshot(page, `event-kiosk-pin-${name}`, { fullPage: false });
        await pin.getByLabel('PIN').fill('2468');
        await pin.getByRole('button', { name: 'Stop presenting' }).click();
        await page.getByRole('heading', { level: 1, name: 'Spring fair' }).waitFor();
        await page.close();
      });
    }
  }
});

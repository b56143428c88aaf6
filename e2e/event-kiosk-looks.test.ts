import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_LIMITS } from '#core/event-kit';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { makeKitInBrowser, startPresenting } from '#testing/event-kit';
import { collectPageErrors, screenshot } from '#testing/screenshots';

const TITLES = ['Harbour Tours', 'Island Ferries', 'Lighthouse Walks', 'Coastal Cycling'];
const SIZES = {
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Every axe rule (WCAG 2.x A and AA, best practices) that fails, by rule and target. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('the event kit and its kiosk look finished', { timeout: 180_000 }, () => {
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
      it(`on a ${size}, ${theme}: the library, the kit screen, the kiosk and its exit`, async () => {
        const name = `${size}-${theme}`;
        const page = await browser.newPage();
        const errors = collectPageErrors(page);
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
        expect(await violations(page)).toEqual([]);
        await picker.getByRole('button', { name: 'Cancel' }).click();

        await page.goto(`${app.url}/kits/${kitId}`);
        await page.getByText('Every flipbook of this kit is ready offline.').waitFor();
        await page.getByTestId('storage-kept').waitFor();
        await screenshot(page, `event-kit-screen-${name}`);
        await noHorizontalOverflow(page);
        expect(await violations(page)).toEqual([]);

        await startPresenting(page, '2468');
        await page.getByTestId('kiosk-qr').waitFor();
        // The panel on show keeps its shape beside the QR code: its box is the picture's own.
        const shape = await page
          .locator('[data-kiosk-stage] img[data-slot]')
          .first()
          .evaluate((img: HTMLImageElement) => ({
            box: img.clientWidth / img.clientHeight,
            picture: img.naturalWidth / img.naturalHeight,
          }));
        expect(shape.box).toBeCloseTo(shape.picture, 1);
        await screenshot(page, `event-kiosk-${name}`, { fullPage: false });
        await noHorizontalOverflow(page);
        expect(await violations(page)).toEqual([]);

        // Focus stays inside the kiosk, going round its controls.
        const controls = await page.locator('[data-kiosk] button').count();
        for (let i = 0; i <= controls; i++) await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[data-kiosk]'))).toBe(
          true,
        );

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
        expect(await violations(page)).toEqual([]);
        await pin.getByLabel('PIN').fill('2468');
        await pin.getByRole('button', { name: 'Stop presenting' }).click();
        await page.getByRole('heading', { level: 1, name: 'Spring fair' }).waitFor();
        expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
        await page.close();
      });
    }
  }

  it('says on the kit screen when the browser cannot keep the screen on', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'wakeLock');
    });
    await page.goto(`${app.url}/kits/${kitId}`);
    await page.getByTestId('no-wake-lock').waitFor();
    expect(await page.getByTestId('no-wake-lock').textContent()).toContain(
      'This browser cannot keep the screen on while presenting.',
    );
    await page.close();
  });
});

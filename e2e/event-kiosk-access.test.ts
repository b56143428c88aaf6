import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_LIMITS } from '#core/event-kit';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { axeViolations } from '#testing/axe';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { makeKitInBrowser, startPresenting } from '#testing/event-kit';
import { collectPageErrors } from '#testing/screenshots';

const TITLES = ['Harbour Tours', 'Island Ferries', 'Lighthouse Walks'];
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** Every axe rule (WCAG 2.x A and AA, best practices) that fails, by rule and target. */
async function violations(page: Page, what: string) {
  const found = (await axeViolations(page)).flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`),
  );
  return { what, found };
}

async function overflow(page: Page, what: string) {
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  return { what, wider: Math.max(wider, 0) };
}

/**
 * The event kit's screens on a 390 px phone: each passes axe (in both themes for the kiosk) and
 * never scrolls sideways; the kiosk holds the focus inside it, and the brochure keeps its shape
 * beside the QR code on a tablet too.
 */
describe('the event kit and its kiosk for every visitor', () => {
  let app: RunningApp;
  let account: TestAccount;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let page: Page;
  let kitId: string;

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app, { displayName: 'Ada Booth' });
    for (const [i, title] of TITLES.entries())
      await createBrochureThroughApi(app, account, title, i * 6);
    browser = await launchChromium();
    page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
    await page.clock.install();
    await signInBrowser(page, app, account);
    await page
      .getByTestId('flipbook-card')
      .locator('img')
      .nth(TITLES.length - 1)
      .waitFor();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('passes axe and fits a phone from the picker to the PIN, keeping the focus in the kiosk', async () => {
    const errors = collectPageErrors(page);
    expect(await violations(page, 'library')).toEqual({ what: 'library', found: [] });
    await page.getByRole('button', { name: 'Present at an event' }).click();
    const picker = page.getByRole('dialog', { name: 'Present at an event' });
    await picker.getByRole('button', { name: 'Create kit' }).click();
    await picker.getByText('Give the kit a name').waitFor();
    expect(await violations(page, 'picker')).toEqual({ what: 'picker', found: [] });
    await picker.getByRole('button', { name: 'Cancel' }).click();

    kitId = await makeKitInBrowser(page, { name: 'Spring fair', titles: TITLES });
    await page.getByText('Every flipbook of this kit is ready offline.').waitFor();
    await page.getByTestId('storage-kept').waitFor();
    expect(await overflow(page, 'kit screen')).toEqual({ what: 'kit screen', wider: 0 });
    expect(await violations(page, 'kit screen')).toEqual({ what: 'kit screen', found: [] });

    await startPresenting(page, '2468');
    await page.getByTestId('kiosk-qr').waitFor();
    expect(await overflow(page, 'kiosk')).toEqual({ what: 'kiosk', wider: 0 });
    expect(await violations(page, 'kiosk')).toEqual({ what: 'kiosk', found: [] });

    // Tab goes round the kiosk's controls and never leaves it.
    const controls = await page.locator('[data-kiosk] button').count();
    for (let i = 0; i <= controls; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-kiosk]'))).toBe(true);

    await page.getByRole('button', { name: 'Send me this brochure' }).click();
    const form = page.getByRole('dialog', { name: 'Send me this brochure' });
    await form.getByLabel('E-mail').waitFor();
    expect(await overflow(page, 'lead form')).toEqual({ what: 'lead form', wider: 0 });
    expect(await violations(page, 'lead form')).toEqual({ what: 'lead form', found: [] });
    await form.getByRole('button', { name: 'Close' }).click();
    await form.waitFor({ state: 'detached' });

    // Dark: a reload comes back to the kiosk in the other theme.
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('flipfold:theme', 'dark'));
    await page.reload();
    await page.getByTestId('kiosk-qr').waitFor();
    expect(await violations(page, 'kiosk, dark')).toEqual({ what: 'kiosk, dark', found: [] });

    // On a tablet the panel on show keeps its shape beside the QR code: its box is the picture's.
    await page.setViewportSize(TABLET);
    await page.getByRole('complementary', { name: 'Take it with you' }).waitFor();
    const shape = await page
      .locator('[data-kiosk-stage] img[data-slot]')
      .first()
      .evaluate((img: HTMLImageElement) => ({
        box: img.clientWidth / img.clientHeight,
        picture: img.naturalWidth / img.naturalHeight,
      }));
    expect(shape.box).toBeCloseTo(shape.picture, 1);
    await page.setViewportSize(PHONE);

    await page.clock.runFor(KIT_LIMITS.idleSeconds.default * 1000);
    await page.locator('[data-kiosk-mode="attract"]').waitFor();
    const exit = page.getByRole('button', { name: 'Exit' });
    await exit.focus();
    await page.keyboard.down('Space');
    await page.clock.runFor(KIT_LIMITS.exitHoldMs);
    await page.keyboard.up('Space');
    const pin = page.getByRole('dialog', { name: 'Stop presenting?' });
    await pin.getByLabel('PIN').fill('1357');
    await pin.getByRole('button', { name: 'Stop presenting' }).click();
    await pin.getByText('That PIN is not right.').waitFor();
    expect(await violations(page, 'PIN')).toEqual({ what: 'PIN', found: [] });
    // Two more wrong PINs: the next try waits, and the wait is said on screen.
    for (const guess of ['1111', '2222']) {
      await pin.getByLabel('PIN').fill(guess);
      await pin.getByRole('button', { name: 'Stop presenting' }).click();
      await pin.getByText('That PIN is not right.').waitFor();
    }
    await pin.getByText('Too many wrong PINs. Try again in 5 s.').waitFor();
    await pin.getByLabel('PIN').fill('2468');
    expect(await pin.getByRole('button', { name: 'Stop presenting' }).isDisabled()).toBe(true);
    await page.clock.runFor(5_000);
    await expect
      .poll(() => pin.getByRole('button', { name: 'Stop presenting' }).isDisabled())
      .toBe(false);
    await pin.getByRole('button', { name: 'Stop presenting' }).click();
    await page.getByRole('heading', { level: 1, name: 'Spring fair' }).waitFor();
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('says on the kit screen when the browser cannot keep the screen on', async () => {
    const other = await browser.newPage();
    await other.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'wakeLock');
    });
    await other.goto(`${app.url}/kits/${kitId}`);
    await other.getByTestId('no-wake-lock').waitFor();
    expect(await other.getByTestId('no-wake-lock').textContent()).toContain(
      'This browser cannot keep the screen on while presenting.',
    );
    await other.close();
  });
});

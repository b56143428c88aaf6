import type { CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, WITHOUT_SERVICE_WORKER } from '#testing/chromium';
import { makePdf } from '#testing/pdfs';
import {
  collectPageErrors,
  noHorizontalOverflow,
  screenshot,
  VIEWPORTS,
} from '#testing/screenshots';
import { serverFlipbooks } from '#testing/server-flipbooks';
import { type SignedInBrowser, startSignedInBrowser } from '#testing/signed-in-browser';

type Browser = Awaited<ReturnType<typeof launchChromium>>;

/** A finger drawn sideways across the page, as the touch screen reports it. */
async function swipe(cdp: CDPSession, y: number, fromX: number, toX: number) {
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: fromX, y }],
  });
  for (let i = 1; i <= 8; i++) {
    const x = fromX + ((toX - fromX) * i) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The left edge of a panel on the stage, by its place's name. */
const leftOf = async (page: Page, alt: string) =>
  (await page.getByRole('img', { name: alt, exact: true }).boundingBox())?.x ?? Number.NaN;

/**
 * An Arabic brochure's PDF says it reads right to left: the flipbook made of it is marked so in
 * Edit, its shared link turns the other way on a desktop and on a phone, and unmarked it reads left
 * to right again (docs/product-rules.md, "Right-to-left brochures").
 */
describe('a brochure that reads right to left', () => {
  let creator: SignedInBrowser;
  let phone: Browser;
  let id = '';
  const readsRtl = async () =>
    (
      (await serverFlipbooks(creator.app, creator.account)) as Array<{
        id: string;
        readsRtl?: boolean;
      }>
    ).find((book) => book.id === id)?.readsRtl;

  beforeAll(async () => {
    creator = await startSignedInBrowser(WITHOUT_SERVICE_WORKER);
    phone = await launchChromium({
      viewport: VIEWPORTS.phone,
      device: { isMobile: true, hasTouch: true },
    });
  });
  afterAll(async () => {
    await phone?.dispose();
    await creator?.browser.dispose();
    await creator?.app.stop();
  });

  const openEdit = async () => {
    const { page } = creator;
    await page.getByRole('button', { name: 'More actions for Kutayyib' }).click();
    await page.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Flipbook' });
    return { dialog, toggle: dialog.getByRole('switch', { name: 'Reads right to left' }) };
  };

  it('made from a PDF whose catalog says /Direction /R2L, is marked ‘Reads right to left’ in Edit', async () => {
    const { page, app, account } = creator;
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Kutayyib.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf('a4', 3, { rtl: true }),
    });
    const row = page.getByTestId('upload-file').filter({ hasText: 'Kutayyib.pdf' });
    await row.getByRole('img', { name: 'Front panel 3 of 3' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click();
    await expect
      .poll(async () => (await serverFlipbooks(app, account)).length, { timeout: 30_000 })
      .toBe(1);
    id = (await serverFlipbooks(app, account))[0]?.id ?? '';
    expect(await readsRtl()).toBe(true);
    const { dialog, toggle } = await openEdit();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    // The cover preview and the list name the places as a reader sees them.
    await dialog.getByText('Page 1 — cover').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('opens its shared link on a desktop on the cover, and turns forward with ArrowLeft or a click on the left, page 2 unfolding to the left of page 1', async () => {
    const page = await creator.browser.newPage();
    const errors = collectPageErrors(page);
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
    await page.goto(`${creator.app.url}/?view=${id}`);
    const brochure = page.getByTestId('trifold');
    const stage = () => brochure.getAttribute('data-stage');
    await page.getByRole('img', { name: 'Page 1 — cover' }).waitFor();
    expect(await stage()).toBe('cover');
    await screenshot(page, 'rtl-brochure-desktop-light-cover');
    await page.keyboard.press('ArrowLeft');
    expect(await stage()).toBe('half-open');
    expect(await leftOf(page, 'Page 2')).toBeLessThan(await leftOf(page, 'Page 1 — cover'));
    await page.keyboard.press('ArrowRight');
    expect(await stage()).toBe('cover');
    const button = page.getByRole('button', { name: /Brochure, cover/ });
    const box = await button.boundingBox();
    await button.click({ position: { x: (box?.width ?? 400) * 0.2, y: (box?.height ?? 400) / 2 } });
    expect(await stage()).toBe('half-open');
    await page.keyboard.press('ArrowLeft');
    expect(await stage()).toBe('open');
    // Open flat, the pages lie right to left: 3 | 2 | 1.
    const [one, two, three] = [
      await leftOf(page, 'Page 1 — cover'),
      await leftOf(page, 'Page 2'),
      await leftOf(page, 'Page 3'),
    ];
    expect(three).toBeLessThan(two);
    expect(two).toBeLessThan(one);
    await screenshot(page, 'rtl-brochure-desktop-light-open');
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('flipfold:theme', 'dark'));
    await page.reload();
    await page.getByRole('img', { name: 'Page 1 — cover' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await screenshot(page, 'rtl-brochure-desktop-dark-half-open');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a 390 px phone, turns forward with a tap on the left and a swipe from left to right, back with a swipe from right to left', async () => {
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${creator.app.url}/?view=${id}`);
    const stage: Locator = page.getByRole('button', { name: /Tap for the next page/ });
    const at = async () => (await stage.getAttribute('aria-label'))?.split('.')[0];
    await stage.waitFor();
    expect(await at()).toBe('Page 1 of 3');
    await noHorizontalOverflow(page, 'the right-to-left shared link on a phone');
    await screenshot(page, 'rtl-brochure-phone-light-cover');
    await stage.tap({ position: { x: 60, y: 200 } });
    await expect.poll(at).toBe('Page 2 of 3');
    const cdp = await page.context().newCDPSession(page);
    // From the left edge, where Chrome's swipe back would begin: the flipbook turns, not history.
    await swipe(cdp, 400, 30, 330);
    await expect.poll(at).toBe('Page 3 of 3');
    await swipe(cdp, 400, 330, 30);
    await expect.poll(at).toBe('Page 2 of 3');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('flipfold:theme', 'dark'));
    await page.reload();
    await stage.waitFor();
    await screenshot(page, 'rtl-brochure-phone-dark-cover');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('unmarked in Edit, reads left to right again', async () => {
    const { dialog, toggle } = await openEdit();
    await toggle.press('Space');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(readsRtl, { timeout: 20_000 }).toBe(false);
    const page = await creator.browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${creator.app.url}/?view=${id}`);
    await page.getByRole('img', { name: 'Page 1 — cover' }).waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('trifold').getAttribute('data-stage')).toBe('half-open');
    expect(await leftOf(page, 'Page 2')).toBeGreaterThan(await leftOf(page, 'Page 1 — cover'));
    await page.close();
  });
});

import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { makeKitInBrowser, startPresenting } from '#testing/event-kit';
import { leaveAddress } from '#testing/leads';
import { collectPageErrors, screenshot } from '#testing/screenshots';
import { followServiceWorkerRequests } from '#testing/service-worker-requests';

/** A 11-inch tablet held landscape, as at a booth: touch, no mouse. */
const TABLET = { width: 1180, height: 820 };

/** A finger drawn across the page from one point to another, as the touch screen reports it. */
async function swipe(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const point = {
      x: from.x + ((to.x - from.x) * i) / steps,
      y: from.y + ((to.y - from.y) * i) / steps,
    };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

// Its devices go offline (context.setOffline): their service workers' requests must too.
followServiceWorkerRequests();

describe('a kiosk on a touch tablet', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let page: Page;
  let errors: string[];
  let kioskUrl: string;

  const kiosk = () => page.locator('[data-kiosk]');
  const stage = () => page.getByTestId('trifold').getAttribute('data-stage');

  beforeAll(async () => {
    app = await startApp();
    const account = await signUpVerified(app);
    await createBrochureThroughApi(app, account, 'Harbour Tours');
    await createBrochureThroughApi(app, account, 'Island Ferries', 1);
    browser = await launchChromium({
      viewport: TABLET,
      device: { isMobile: true, hasTouch: true },
    });
    page = await browser.newPage();
    errors = collectPageErrors(page);
    await signInBrowser(page, app, account);
    await page.getByRole('heading', { name: 'Harbour Tours' }).waitFor();
    await makeKitInBrowser(page, {
      name: 'Boat Show',
      titles: ['Harbour Tours', 'Island Ferries'],
    });
    await startPresenting(page);
    kioskUrl = page.url();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('turns the brochure by a swipe on the stage, forward and back, one stage a swipe', async () => {
    const cdp = await page.context().newCDPSession(page);
    const box = await page.locator('[data-kiosk-stage]').boundingBox();
    if (!box) throw new Error('the kiosk has no stage');
    const y = box.y + box.height / 2;
    const right = { x: box.x + box.width * 0.8, y };
    const left = { x: box.x + box.width * 0.2, y };
    expect(await stage()).toBe('cover');
    await swipe(cdp, right, left);
    await expect.poll(stage).toBe('half-open');
    await swipe(cdp, right, left);
    await expect.poll(stage).toBe('open');
    await swipe(cdp, left, right);
    await expect.poll(stage).toBe('half-open');
    await swipe(cdp, left, right);
    await expect.poll(stage).toBe('cover');
    await cdp.detach();
  });

  it('stays on Back, however often, with nothing of the app or a blank page behind it', async () => {
    for (let i = 0; i < 3; i++) {
      await page.goBack();
      expect(page.url()).toBe(kioskUrl);
      expect(await kiosk().count()).toBe(1);
    }
    expect(await page.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
  });

  // Chromium has no -webkit-touch-callout (Safari's long-press sheet): its long-press is the
  // context menu, refused here.
  it('offers no menu on a long-press and no overscroll, selection or dragging', async () => {
    const held = await page.evaluate(() => {
      const longPress = (el: Element | null) => {
        const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
        el?.dispatchEvent(event);
        return event.defaultPrevented;
      };
      const root = document.querySelector('[data-kiosk]') as HTMLElement;
      const style = getComputedStyle(root);
      const panel = root.querySelector('[data-kiosk-stage] img');
      return {
        panel: longPress(panel),
        qr: longPress(root.querySelector('img[alt*="QR" i]')),
        selection: style.userSelect,
        drag: panel ? getComputedStyle(panel).getPropertyValue('-webkit-user-drag') : null,
        overscroll: getComputedStyle(document.documentElement).overscrollBehaviorX,
      };
    });
    expect(held).toEqual({
      panel: true,
      qr: true,
      selection: 'none',
      drag: 'none',
      overscroll: 'none',
    });
    expect(errors).toEqual([]);
  });

  it('tells the booth it is offline and how many leads wait, and the visitor when the mail will come', async () => {
    const corner = kiosk()
      .getByRole('status')
      .filter({ hasText: /Offline|lead/ });
    expect(await corner.count()).toBe(0);
    await page.context().setOffline(true);
    await corner.filter({ hasText: 'Offline' }).waitFor();
    await kiosk().getByRole('button', { name: 'Send me this brochure' }).click();
    await leaveAddress(page, { email: `visitor-${Date.now()}@example.com` });
    const form = page.getByRole('dialog', { name: 'Send me this brochure' });
    await form
      .getByText("Thanks! We'll e-mail you the link as soon as we're back online.")
      .waitFor();
    await form.getByRole('button', { name: 'Close' }).click();
    await corner
      .filter({ hasText: '1 lead will be sent when this device is back online' })
      .waitFor();
    await screenshot(page, 'kiosk-tablet-lead-waiting-light', { fullPage: false });
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // Sent once the network is back: nothing left to tell.
    await expect.poll(() => corner.count(), { timeout: 30_000 }).toBe(0);
  });

  it('fits the tablet held either way, light and dark', async () => {
    await screenshot(page, 'kiosk-tablet-landscape-light', { fullPage: false });
    await page.setViewportSize({ width: TABLET.height, height: TABLET.width });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.removeItem('flipfold:theme'));
    await page.reload();
    await page.locator('[data-kiosk-stage] img[data-slot]').first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(page, 'kiosk-tablet-portrait-dark', { fullPage: false });
  });
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import { createFlipbookThroughApi } from '#testing/api-flipbooks';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { signInControlled } from '#testing/offline-device';
import { screenshot, VIEWPORTS } from '#testing/screenshots';
import { BROWSER_USER_AGENT } from '#testing/user-agent';

const SHOP = 'https://shop.example.com/garden';

/**
 * A phone reader from a news site who read to the back and opened the shop's link, sent through
 * the owner's outbox call (keyed, not bounded by the server's clock as a beacon is: all of its
 * seconds count at once).
 */
const readToTheBack = () => ({
  key: crypto.randomUUID(),
  session: crypto.randomUUID(),
  source: 'link',
  device: 'phone',
  referrer: 'https://news.example',
  events: [
    { type: 'start', layout: 'stages', steps: 4 },
    ...[0, 1, 2, 3].flatMap((stage) => [
      { type: 'stage', stage },
      { type: 'stage-time', stage, seconds: 4 + stage * 3 },
    ]),
    { type: 'click', url: SHOP },
    { type: 'back' },
  ],
});

describe('the reading in the creator’s Statistics, as it looks', () => {
  let app: RunningApp;
  let account: TestAccount;
  let browser: Awaited<ReturnType<typeof launchChromium>>;

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    const id = await createFlipbookThroughApi(app, account, 'Garden Shop', {
      coverLink: SHOP,
      withBack: true,
    });
    // One reader from a news site, and two who scanned the QR code at a booth.
    const atTheBooth = { event: 'Spring Fair 2026', referrer: null };
    for (const report of [
      readToTheBack(),
      { ...readToTheBack(), ...atTheBooth },
      { ...readToTheBack(), ...atTheBooth },
    ]) {
      const res = await fetch(`${app.url}/api/flipbooks/${id}/reading`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${account.authToken}`,
          'User-Agent': BROWSER_USER_AGENT,
        },
        body: JSON.stringify(report),
      });
      if (res.status !== 204) throw new Error(`the report was refused: ${res.status}`);
    }
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('shows Statistics at desktop and phone widths, light and dark, top and end', async () => {
    const page = await browser.newPage();
    await signInControlled(page, app, account);
    await page.getByRole('button', { name: 'More actions for Garden Shop' }).click();
    await page.getByRole('menuitem', { name: 'Statistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Statistics for “Garden Shop”' });
    await dialog.getByTestId('unique-readers').getByText('1', { exact: true }).waitFor();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate(
          (t) => document.documentElement.classList.toggle('dark', t === 'dark'),
          theme,
        );
        await dialog.evaluate((el) => el.scrollTo(0, 0));
        await screenshot(page, `reading-statistics-${width}-${theme}`, { fullPage: false });
        await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await screenshot(page, `reading-statistics-${width}-${theme}-end`, { fullPage: false });
        // The booth's figures alone, with its day by the hour.
        await dialog.getByTestId('event-filter').selectOption('Spring Fair 2026');
        await dialog
          .getByText(/by hour/i)
          .first()
          .waitFor();
        await dialog.evaluate((el) => el.scrollTo(0, 0));
        await screenshot(page, `reading-statistics-event-${width}-${theme}`, { fullPage: false });
        await dialog
          .getByText(/by hour/i)
          .first()
          .scrollIntoViewIfNeeded();
        await screenshot(page, `reading-statistics-event-${width}-${theme}-hours`, {
          fullPage: false,
        });
        await dialog.getByTestId('event-filter').selectOption('');
      }
    }
    await page.close();
  });
});

import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_ASSETS_CACHE } from '#core/pdf-assets';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { COVER_IMAGE } from '#testing/brochure-names';
import { launchChromium } from '#testing/chromium';
import { readStore } from '#testing/indexeddb';
import { createInBrowser, signInControlled, warmPdfJs } from '#testing/offline-device';
import { waitForPdfAssets } from '#testing/pdf-assets';
import { makePdf } from '#testing/pdfs';
import { serverFlipbooks } from '#testing/server-flipbooks';

/** The upload row's words for a file the PDF reader never arrived to read. */
const READER_UNAVAILABLE =
  'The PDF reader could not be loaded. Check your connection, then remove the file and add it again.';

/**
 * The network really goes away for the page and the service worker alike: the server is stopped
 * and later started again on the same port and data directory.
 */
describe('offline first', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let account: TestAccount;
  let page: Page;

  const serverBooks = () => serverFlipbooks(app, account);
  const goOffline = async () => {
    await app.stop();
  };
  const goOnline = async () => {
    app = await startApp({ dataDir: app.dataDir, port: app.port });
  };
  /**
   * Tells the page the network is back and waits for the library it then pulls: the page sends
   * what waits first, so whatever it was going to send has reached the server by then.
   */
  const onlineAgainAndPulled = async () => {
    const pulled = page.waitForResponse((r) => r.url().endsWith('/api/flipbooks/my'));
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await pulled;
  };

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    browser = await launchChromium();
    page = await browser.newPage();
    await signInControlled(page, app, account);
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('says when the PDF reader cannot load offline because its cached copy is gone, and reads the file once back online', async () => {
    // The warm-up after sign-in cached the PDF assets; the browser then drops it (storage pressure,
    // cleared site data) and the device goes offline: the reader cannot load.
    await waitForPdfAssets(page);
    await goOffline();
    await page.evaluate((name) => caches.delete(name), PDF_ASSETS_CACHE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.reload();
    const file = { name: 'Early.pdf', mimeType: 'application/pdf', buffer: await makePdf('a4', 3) };
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByText(READER_UNAVAILABLE).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Failed to parse PDF.').count()).toBe(0);

    await goOnline();
    await page.getByRole('button', { name: 'Remove Early.pdf' }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('img', { name: 'Front panel 3 of 3' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Remove Early.pdf' }).click();
  });

  it('creates while the server is gone, survives two reloads, and syncs exactly once', async () => {
    // Convert once online: the test before emptied the PDF assets's cache, and converting refills it.
    await warmPdfJs(page);

    await goOffline();
    await createInBrowser(page, 'Offline Offer', 2);
    await page.getByText(/1 change waiting to sync/).waitFor();
    await page.reload();
    await page.reload();
    await page.getByTestId('flipbook-card').filter({ hasText: 'Offline Offer' }).waitFor();

    await goOnline();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // Within a minute and a bit: a send refused just before the server listened, whose health
    // check then found it up, counts as a lost reply, and that wait (up to a minute) outlives the
    // `online` event. What waits, as the device has it, says why when it does not arrive.
    const arrived = expect.poll(
      async () => (await serverBooks()).filter((b) => b.title === 'Offline Offer').length,
      { timeout: 75_000 },
    );
    await arrived.toBe(1).catch(async (err: Error) => {
      const waiting = await readStore<Record<string, unknown>>(page, 'outbox');
      const fields = ['kind', 'status', 'attempts', 'notBefore', 'replyLost', 'serverAskedToWait'];
      const told = waiting.map((e) => Object.fromEntries(fields.map((f) => [f, e[f]])));
      throw new Error(`${err.message}; at ${Date.now()} the outbox held ${JSON.stringify(told)}`);
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await onlineAgainAndPulled();
    expect((await serverBooks()).filter((b) => b.title === 'Offline Offer')).toHaveLength(1);
  }, 150_000);

  it('creates, edits and deletes offline, sending nothing', async () => {
    await goOffline();
    await createInBrowser(page, 'Draft', 1);
    const card = page.getByTestId('flipbook-card').filter({ hasText: 'Draft' });
    await card.getByRole('button', { name: 'More actions for Draft' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    await goOnline();
    await onlineAgainAndPulled();
    expect((await serverBooks()).some((b) => b.title === 'Draft')).toBe(false);
    // What is left, named, if anything is: an entry's kind and state say which rule let it stay.
    // Polled: the library's periodic check may pull the list as the server returns, before the
    // drain that the online event started has settled the delete queued for a create sent once.
    const left = async () =>
      (await readStore<{ kind: string; status: string; flipbookId?: string }>(page, 'outbox')).map(
        ({ kind, status, flipbookId }) => ({ kind, status, flipbookId }),
      );
    await expect.poll(left).toEqual([]);
  });

  it('opens a shared link offline for a visitor who saw it before, and for the owner from the library, edits included', async () => {
    const [book] = (await serverBooks()).filter((b) => b.title === 'Offline Offer');
    const visitor = await launchChromium();
    try {
      const guest = await visitor.newPage();
      await guest.goto(`${app.url}/?view=${book?.id}`);
      await guest.evaluate(() => navigator.serviceWorker.ready);
      await guest.reload();
      await guest.getByRole('img', { name: COVER_IMAGE }).waitFor();
      // The owner's service worker keeps the server's copy too.
      await page.goto(`${app.url}/?view=${book?.id}`);
      await page.getByRole('img', { name: COVER_IMAGE }).waitFor();
      await goOffline();
      await guest.reload();
      await guest.getByRole('img', { name: COVER_IMAGE }).waitFor();

      // Edited offline, the owner's link shows the edit, not the copy kept from before.
      await page.goto(app.url);
      const card = page.getByTestId('flipbook-card').filter({ hasText: 'Offline Offer' });
      await card.getByRole('button', { name: 'More actions for Offline Offer' }).click();
      await page.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Flipbook' });
      await dialog.getByLabel('Title').fill('Offline Offer, revised');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.goto(`${app.url}/?view=${book?.id}`);
      await page.getByRole('img', { name: COVER_IMAGE }).waitFor();
      await page.getByRole('heading', { name: 'Offline Offer, revised' }).waitFor();
      await page.goto(`${app.url}/?view=${crypto.randomUUID()}`);
      await page.getByRole('heading', { name: 'Flipbook not found' }).waitFor();
    } finally {
      await visitor.dispose();
      await goOnline();
    }
  });
});

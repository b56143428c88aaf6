import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { COVER_IMAGE } from '#testing/brochure-names';
import { launchChromium } from '#testing/chromium';
import { readStore } from '#testing/indexeddb';
import { createInBrowser, signInControlled, warmPdfJs } from '#testing/offline-device';
import { serverFlipbooks } from '#testing/server-flipbooks';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';

type LocalBook = { id: string; title: string; slots: Record<string, string | null> };

/**
 * The sync rules of offline/sync/README.md in a real browser: the page and its service worker
 * reach the app only through a TCP relay that can lose a reply after the server applied the
 * write, hold a reply, or refuse every connection while the browser still says it is online.
 */
describe('sync rules in the browser', () => {
  let app: RunningApp;
  let relay: TcpRelay;
  let account: TestAccount;
  let page: Page;
  const browsers: Array<Awaited<ReturnType<typeof launchChromium>>> = [];

  const nudgeOnline = () => page.evaluate(() => window.dispatchEvent(new Event('online')));
  const outboxLength = async () => (await readStore(page, 'outbox')).length;
  const card = (title: string) => page.getByTestId('flipbook-card').filter({ hasText: title });
  const openMenu = async (title: string) => {
    await card(title)
      .getByRole('button', { name: `More actions for ${title}` })
      .click();
  };
  /**
   * Another browser profile signing in fresh: its library is what the server says, once the list
   * the page pulled at sign-in is shown (when it holds `shown`, a title the server has).
   */
  const freshProfileTitles = async (shown: string) => {
    const browser = await launchChromium();
    browsers.push(browser);
    const other = await browser.newPage();
    await signInBrowser(other, app, account);
    await other.getByRole('heading', { name: 'Your flipbooks' }).waitFor();
    await other.getByTestId('flipbook-card').filter({ hasText: shown }).waitFor();
    return other.getByTestId('flipbook-card').allInnerTexts();
  };
  /** Creates online while the relay cuts everything as the create's reply starts. */
  const createWithLostReply = async (title: string) => {
    const lost = relay.cutOnReplyTo('POST', /^\/api\/flipbooks$/);
    await createInBrowser(page, title, 3);
    await lost;
    await expect
      .poll(async () => (await serverFlipbooks(app, account)).map((b) => b.title))
      .toContain(title);
    expect(await outboxLength()).toBe(1);
  };

  beforeAll(async () => {
    app = await startApp();
    relay = await startTcpRelay(app.port);
    account = await signUpVerified(app);
    const browser = await launchChromium();
    browsers.push(browser);
    page = await browser.newPage();
    await signInControlled(page, app, account, relay.url);
    await warmPdfJs(page);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.dispose();
    await relay?.close();
    await app?.stop();
  });

  it('sends a rename and a reorder made offline after a create whose reply was lost', async () => {
    await createWithLostReply('Spring Offer');
    const [created] = (await readStore<LocalBook>(page, 'flipbooks')).filter(
      (b) => b.title === 'Spring Offer',
    );
    await openMenu('Spring Offer');
    await page.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Flipbook' });
    await dialog.getByLabel('Title').fill('Spring Offer, final');
    await dialog.getByRole('button', { name: 'Move Page 1 — cover down' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    relay.restore();
    await nudgeOnline();
    await expect.poll(outboxLength, { timeout: 30_000 }).toBe(0);
    const [stored] = (await serverFlipbooks(app, account)).filter((b) => b.id === created?.id);
    expect(stored?.title).toBe('Spring Offer, final');
    expect(stored?.left).toBe(`/media/${created?.slots.middle}`);
    expect(stored?.middle).toBe(`/media/${created?.slots.left}`);
    expect(await freshProfileTitles('Spring Offer, final')).toContainEqual(
      expect.stringContaining('Spring Offer, final'),
    );
    await page.reload();
    await card('Spring Offer, final').waitFor();
    const [kept] = (await readStore<LocalBook>(page, 'flipbooks')).filter(
      (b) => b.id === created?.id,
    );
    expect(kept?.title).toBe('Spring Offer, final');
    expect(kept?.slots.left).toBe(created?.slots.middle);
  });

  it('deletes on the server a flipbook whose create reply was lost and that was deleted offline', async () => {
    await createWithLostReply('Gone Offer');
    await openMenu('Gone Offer');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await card('Gone Offer').waitFor({ state: 'detached' });

    relay.restore();
    await nudgeOnline();
    await expect.poll(outboxLength, { timeout: 30_000 }).toBe(0);
    expect((await serverFlipbooks(app, account)).map((b) => b.title)).not.toContain('Gone Offer');
    // The first test's flipbook is on the server: once it shows, the list is the server's.
    expect(await freshProfileTitles('Spring Offer, final')).not.toContainEqual(
      expect.stringContaining('Gone Offer'),
    );
    const pulled = page.waitForResponse((r) => r.url().endsWith('/api/flipbooks/my'));
    await page.reload();
    await page.getByRole('heading', { name: 'Your flipbooks' }).waitFor();
    await pulled;
    await card('Spring Offer, final').waitFor();
    expect(await card('Gone Offer').count()).toBe(0);
  });

  it('counts the views presented while a views report waits for its reply', async () => {
    await createInBrowser(page, 'Event Offer', 2);
    await expect.poll(outboxLength, { timeout: 30_000 }).toBe(0);
    const [book] = (await serverFlipbooks(app, account)).filter((b) => b.title === 'Event Offer');
    const present = async () => {
      await card('Event Offer').getByRole('button', { name: 'View', exact: true }).click();
      await page.getByRole('img', { name: COVER_IMAGE }).waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      await card('Event Offer').waitFor();
    };
    const held = relay.holdReplyTo(/^POST \/api\/flipbooks\/[0-9a-f-]+\/views$/);
    await present();
    await held.arrived;
    await present();
    await present();
    held.release();
    await expect.poll(outboxLength, { timeout: 30_000 }).toBe(0);
    const [after] = (await serverFlipbooks(app, account)).filter((b) => b.id === book?.id);
    expect(after?.views).toBe((book?.views ?? 0) + 3);
  });

  it('tries a handful of times a minute while the server is unreachable, and sends within 10 s of its return without an online event', async () => {
    // The page runs on a fake clock from its next load, so a minute of backoffs passes in moments.
    await page.clock.install();
    await page.reload();
    await page.getByRole('heading', { name: 'Your flipbooks' }).waitFor();
    relay.refuse(/./);
    const from = relay.requests().length;
    const creates = () =>
      relay
        .requests()
        .slice(from)
        .filter((r) => r === 'POST /api/flipbooks').length;
    // The create is sent, refused, and waits on its backoff: its retry time is in the future.
    const waitsForRetry = async () => {
      const [entry] = await readStore<{ notBefore: number }>(page, 'outbox');
      return !!entry && entry.notBefore > (await page.evaluate(() => Date.now()));
    };
    await createInBrowser(page, 'Quiet Offer', 2);
    // Sent once the drain has read the panels into the request: seconds on a busy machine.
    await expect.poll(creates, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(waitsForRetry, { timeout: 10_000 }).toBe(true);

    // A minute, a second at a time; each retry that falls due is made and failed before the next.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    for (let second = 0; second < 60; second++) {
      await page.clock.runFor(1_000);
      await expect.poll(waitsForRetry, { timeout: 10_000 }).toBe(true);
    }
    console.info(`${creates()} sends in a minute with the server unreachable`);
    expect(creates()).toBeLessThanOrEqual(8);
    // More than the first send: the backoffs did run out on the fake clock.
    expect(creates()).toBeGreaterThan(2);
    expect(await outboxLength()).toBe(1);

    await page.clock.resume();
    relay.refuse(null);
    const back = Date.now();
    await expect
      .poll(async () => (await serverFlipbooks(app, account)).map((b) => b.title), {
        timeout: 10_000,
        interval: 250,
      })
      .toContain('Quiet Offer');
    console.info(`sent ${((Date.now() - back) / 1000).toFixed(1)} s after the server came back`);
  });
});

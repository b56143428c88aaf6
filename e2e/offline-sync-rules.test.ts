import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
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
  /** Another browser profile signing in fresh: its library is what the server says. */
  const freshProfileTitles = async () => {
    const browser = await launchChromium();
    browsers.push(browser);
    const other = await browser.newPage();
    await signInBrowser(other, app, account);
    await other.getByRole('heading', { name: 'Your flipbooks' }).waitFor();
    await other.waitForTimeout(1_000);
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
    await dialog.getByRole('button', { name: 'Move page 1 down' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    relay.restore();
    await nudgeOnline();
    await expect.poll(outboxLength, { timeout: 30_000 }).toBe(0);
    const [stored] = (await serverFlipbooks(app, account)).filter((b) => b.id === created?.id);
    expect(stored?.title).toBe('Spring Offer, final');
    expect(stored?.left).toBe(`/media/${created?.slots.middle}`);
    expect(stored?.middle).toBe(`/media/${created?.slots.left}`);
    expect(await freshProfileTitles()).toContainEqual(
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
    expect(await freshProfileTitles()).not.toContainEqual(expect.stringContaining('Gone Offer'));
    await page.reload();
    await page.getByRole('heading', { name: 'Your flipbooks' }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await card('Gone Offer').count()).toBe(0);
  });

  it('counts the views presented while a views report waits for its reply', async () => {
    await createInBrowser(page, 'Event Offer', 2);
    await expect.poll(outboxLength, { timeout: 30_000 }).toBe(0);
    const [book] = (await serverFlipbooks(app, account)).filter((b) => b.title === 'Event Offer');
    const present = async () => {
      await card('Event Offer').getByRole('button', { name: 'View', exact: true }).click();
      await page.getByRole('img', { name: 'Front panel 1 of 3' }).waitFor();
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
    relay.refuse(/./);
    const from = relay.requests().length;
    await createInBrowser(page, 'Quiet Offer', 2);
    const started = Date.now();
    await page.waitForTimeout(45_000);
    const creates = relay
      .requests()
      .slice(from)
      .filter((r) => r === 'POST /api/flipbooks');
    const minutes = (Date.now() - started) / 60_000;
    console.info(
      `${creates.length} sends in ${(minutes * 60).toFixed(0)} s with the server unreachable`,
    );
    expect(creates.length / minutes).toBeLessThanOrEqual(8);
    expect(await outboxLength()).toBe(1);

    relay.refuse(null);
    const back = Date.now();
    await expect
      .poll(async () => (await serverFlipbooks(app, account)).map((b) => b.title), {
        timeout: 10_000,
        interval: 250,
      })
      .toContain('Quiet Offer');
    console.info(`sent ${((Date.now() - back) / 1000).toFixed(1)} s after the server came back`);
  }, 120_000);
});

import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { COVER_IMAGE } from '#testing/brochure-names';
import { launchChromium } from '#testing/chromium';
import { keepPdf, readStore } from '#testing/indexeddb';
import { createInBrowser, signInControlled } from '#testing/offline-device';
import { makePdf } from '#testing/pdfs';
import { screenshot, VIEWPORTS } from '#testing/screenshots';
import { type ServerFlipbook, serverFlipbooks } from '#testing/server-flipbooks';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';

type LocalBook = { id: string; title: string; slots: Record<string, string | null> };
type Device = { page: Page; relay: TcpRelay };

/** A journey that reconnects two devices, each allowed two lost replies' waits. */
const TWO_RECONNECTS_MS = 330_000;

/** Photographs the screen at each width, light and dark, then puts the page back (desktop, light). */
async function photographEverySize(page: Page, name: string, frame = async () => {}) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate(
        (t) => document.documentElement.classList.toggle('dark', t === 'dark'),
        theme,
      );
      await frame();
      await screenshot(page, `${name}-${width}-${theme}`, { fullPage: false });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize(VIEWPORTS.desktop);
}

/**
 * One account on two devices (two browser profiles), each reaching the app through a TCP relay of
 * its own: one can be offline while the other goes on, and a relay can lose the replies of the
 * writes it lets through while it still answers the health check.
 */
describe('one account on two devices', () => {
  let app: RunningApp;
  let account: TestAccount;
  let laptop: Device;
  let phone: Device;
  const browsers: Array<Awaited<ReturnType<typeof launchChromium>>> = [];
  const relays: TcpRelay[] = [];

  /**
   * A device signed in through a relay of its own. A test that moves the page's clock blocks the
   * service worker: its drains would run on the real clock, which a device shares with its pages.
   */
  const open = async (options: { serviceWorkers?: 'block' } = {}): Promise<Device> => {
    const relay = await startTcpRelay(app.port);
    const browser = await launchChromium({ serviceWorkers: options.serviceWorkers });
    browsers.push(browser);
    const page = await browser.newPage();
    if (options.serviceWorkers === 'block')
      await signInBrowser(page, { ...app, url: relay.url }, account);
    else await signInControlled(page, app, account, relay.url);
    relays.push(relay);
    return { page, relay };
  };
  const card = (device: Device, title: string) =>
    device.page.getByTestId('flipbook-card').filter({ hasText: title });
  const outbox = (device: Device) =>
    readStore<{ status: string; kind: string; attempts: number }>(device.page, 'outbox');
  /**
   * The network comes back for a device: its relay lets everything through again. What waits
   * lands within a minute of the server answering (a send the relay cut after the health check
   * answered counts as a lost reply, whose wait the returning network does not end), or two on a
   * loaded machine: a second lost reply waits 60 s more (offline/sync/outcomes.ts).
   */
  const reconnect = async (device: Device) => {
    device.relay.restore();
    await device.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await outbox(device)).filter((e) => e.status === 'pending').length, {
        timeout: 125_000,
      })
      .toBe(0);
  };
  const byTitle = async (title: string): Promise<ServerFlipbook | undefined> =>
    (await serverFlipbooks(app, account)).find((b) => b.title === title);
  const openEdit = async (device: Device, title: string) => {
    await card(device, title)
      .getByRole('button', { name: `More actions for ${title}` })
      .click();
    await device.page.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
    return device.page.getByRole('dialog', { name: 'Edit Flipbook' });
  };
  /** Creates on `device` and waits until the other device lists it too. */
  const createOnBoth = async (title: string): Promise<ServerFlipbook | undefined> => {
    await createInBrowser(laptop.page, title, 3);
    await expect.poll(() => byTitle(title), { timeout: 30_000 }).toBeDefined();
    // Until the laptop has sent all it had (a create can leave an update behind it), a cut could
    // lose a reply in flight, and an entry whose reply was lost waits out its backoff even once
    // the network is back: a reconnect would then wait on this, not on what the test does offline.
    await expect.poll(async () => (await outbox(laptop)).length, { timeout: 30_000 }).toBe(0);
    await phone.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await card(phone, title).waitFor({ timeout: 30_000 });
    return byTitle(title);
  };

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    laptop = await open();
    phone = await open();
  });
  afterEach(async ({ task }) => {
    for (const device of [laptop, phone]) {
      device.relay.restore();
      device.relay.loseReplies(null);
    }
    // A test that failed leaves its changes waiting on the devices and its flipbooks on the
    // server, under the titles its second try uses: the next try starts on an account and
    // devices of its own.
    if (task.result?.state !== 'fail') return;
    account = await signUpVerified(app);
    laptop = await open();
    phone = await open();
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.dispose();
    for (const relay of relays) await relay.close();
    await app?.stop();
  });

  it('keeps a create the server refuses, with its reason on the card, holds a view behind it, and sends it once an edit fixes the title', async () => {
    const long = `Autumn Catalogue ${'with every product of the season '.repeat(6)}`.trim();
    await createInBrowser(laptop.page, long, 2);
    const refused = card(laptop, 'Autumn Catalogue');
    await refused.getByText('Title is too long').waitFor({ timeout: 30_000 });
    await refused.getByText('Edit it to send it again.').waitFor();
    // Nothing to share of a flipbook the server never had; the header calls it failed, not waiting.
    await refused.getByText('Share and QR work once it is saved.').waitFor();
    for (const name of ['QR', 'Share'])
      expect(await refused.getByRole('button', { name, exact: true }).isDisabled()).toBe(true);
    await laptop.page.getByRole('button', { name: '1 change failed to sync' }).waitFor();
    expect(await laptop.page.getByText(/waiting to sync/).count()).toBe(0);
    // The toast of the refusal has said its part; the card keeps saying it.
    await laptop.page
      .getByText('Failed to create flipbook: title: Title is too long', { exact: true })
      .waitFor({ state: 'hidden' });
    await laptop.page.emulateMedia({ reducedMotion: 'reduce' });
    await photographEverySize(laptop.page, 'refused-create', () =>
      refused.scrollIntoViewIfNeeded(),
    );
    await laptop.page.emulateMedia({ reducedMotion: null });

    await refused.getByRole('button', { name: 'View', exact: true }).click();
    await laptop.page.getByRole('img', { name: COVER_IMAGE }).waitFor();
    // The viewer has no link to share either.
    const viewer = laptop.page.getByTestId('viewer');
    for (const name of ['QR Code', 'Share']) {
      const button = viewer.getByRole('button', { name, exact: true });
      expect(await button.isDisabled()).toBe(true);
      expect(await button.getAttribute('aria-describedby')).toBeTruthy();
    }
    await viewer.getByText('Share and QR work once it is saved.').waitFor();
    await photographEverySize(laptop.page, 'refused-create-viewer');
    await laptop.page.getByRole('button', { name: 'Back' }).click();
    // The view and the reading wait behind the refused create.
    await expect
      .poll(async () => (await outbox(laptop)).map((e) => e.kind).sort())
      .toEqual(['create', 'reading', 'views']);
    // Told as what they are, not as changes.
    const status = laptop.page.getByRole('button', {
      name: '1 view waiting · 1 reading session waiting, 1 failed',
    });
    await status.click();
    // Not 'being sent': they go once the refused create is.
    await laptop.page
      .getByRole('dialog')
      .getByText('They wait until the refused change below is retried or discarded.', {
        exact: true,
      })
      .waitFor();
    await screenshot(laptop.page, 'sync-status-held-behind-refused');
    await laptop.page.keyboard.press('Escape');

    const dialog = await openEdit(laptop, long);
    await dialog.getByLabel('Title').fill('Autumn Catalogue');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await byTitle('Autumn Catalogue'))?.views, { timeout: 30_000 })
      .toBe(1);
    // The server has counted the view; the device empties its outbox once the reply is in.
    await expect.poll(async () => (await outbox(laptop)).length, { timeout: 15_000 }).toBe(0);
    expect(await refused.getByText('Title is too long').count()).toBe(0);
    expect(await laptop.page.getByText('was deleted on another device').count()).toBe(0);
  });

  it(
    'keeps a rename from one device and a reorder from the other, both made offline',
    async () => {
      const before = await createOnBoth('Stand Menu');
      laptop.relay.cut();
      phone.relay.cut();

      const rename = await openEdit(laptop, 'Stand Menu');
      await rename.getByLabel('Title').fill('Stand Menu 2027');
      await rename.getByRole('button', { name: 'Save' }).click();
      const reorder = await openEdit(phone, 'Stand Menu');
      await reorder.getByRole('button', { name: 'Move Page 1 — cover down' }).click();
      await reorder.getByRole('button', { name: 'Save' }).click();

      await reconnect(laptop);
      await reconnect(phone);
      const after = (await serverFlipbooks(app, account)).find((b) => b.id === before?.id);
      expect(after).toMatchObject({
        title: 'Stand Menu 2027',
        left: before?.middle,
        middle: before?.left,
        right: before?.right,
      });
      // Each device ends with both edits.
      await card(phone, 'Stand Menu 2027').waitFor();
      await laptop.page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect
        .poll(async () => {
          const local = (await readStore<LocalBook>(laptop.page, 'flipbooks')).find(
            (b) => b.id === before?.id,
          );
          return local && { title: local.title, left: local.slots.left };
        })
        .toEqual({ title: 'Stand Menu 2027', left: before?.middle?.slice('/media/'.length) });
    },
    TWO_RECONNECTS_MS,
  );

  it('shows the open phone a rename made on the laptop within 10 seconds, without a reload', async () => {
    await createOnBoth('Open Day');
    const edit = await openEdit(laptop, 'Open Day');
    await edit.getByLabel('Title').fill('Open Day 2027');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => byTitle('Open Day 2027'), { timeout: 30_000 }).toBeDefined();
    const renamedAt = Date.now();
    await card(phone, 'Open Day 2027').waitFor({ timeout: 10_000 });
    expect(Date.now() - renamedAt).toBeLessThan(10_000);
  });

  it(
    'keeps the later of two renames made offline though the later one’s device clock is ten minutes behind',
    async () => {
      const before = await createOnBoth('Menu Card');
      // A tablet whose clock is set ten minutes back; its next reply from the server tells it so.
      const tablet = await open({ serviceWorkers: 'block' });
      await card(tablet, 'Menu Card').waitFor({ timeout: 30_000 });
      // Without a service worker, the dialog's code is fetched while online.
      await (await openEdit(tablet, 'Menu Card')).getByRole('button', { name: 'Cancel' }).click();
      await tablet.page.clock.install({ time: Date.now() - 10 * 60_000 });
      const told = tablet.page.waitForResponse((r) => r.url().endsWith('/api/flipbooks/my'));
      await tablet.page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await told;
      laptop.relay.cut();
      tablet.relay.cut();
      const first = await openEdit(laptop, 'Menu Card');
      await first.getByLabel('Title').fill('Menu Card, laptop');
      await first.getByRole('button', { name: 'Save' }).click();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const later = await openEdit(tablet, 'Menu Card');
      await later.getByLabel('Title').fill('Menu Card, tablet');
      await later.getByRole('button', { name: 'Save' }).click();

      await reconnect(tablet);
      await reconnect(laptop);
      expect((await serverFlipbooks(app, account)).find((b) => b.id === before?.id)?.title).toBe(
        'Menu Card, tablet',
      );
    },
    TWO_RECONNECTS_MS,
  );

  it('sends an edit that waited behind a drain held elsewhere within seconds of its end, with no event to wake the page', async () => {
    await createOnBoth('Held Drain');
    // No service worker: the page alone must notice that the drain is free again.
    const tablet = await open({ serviceWorkers: 'block' });
    await card(tablet, 'Held Drain').waitFor({ timeout: 30_000 });
    // Another context of the app holds the drain, as a service worker does while its request
    // hangs: a page of the same origin that runs none of the app.
    const holder = await tablet.page.context().newPage();
    await holder.goto(`${tablet.relay.url}/manifest.webmanifest`);
    await holder.evaluate(() => {
      void navigator.locks.request(
        'flipfold-outbox',
        () =>
          new Promise<void>((release) => {
            Object.assign(window, { releaseDrain: release });
          }),
      );
    });
    const edit = await openEdit(tablet, 'Held Drain');
    await edit.getByLabel('Title').fill('Held Drain, renamed');
    await edit.getByRole('button', { name: 'Save' }).click();
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect(await byTitle('Held Drain, renamed')).toBeUndefined();

    await holder.evaluate(() => (window as unknown as { releaseDrain: () => void }).releaseDrain());
    const released = Date.now();
    // The page looks again every 5 s while work waits behind a drain held elsewhere.
    await expect
      .poll(() => byTitle('Held Drain, renamed'), { timeout: 15_000, interval: 250 })
      .toBeDefined();
    console.info(`sent ${((Date.now() - released) / 1000).toFixed(1)} s after the drain was free`);
  });

  it(
    'tells the device whose rename lost to a later one what replaced it',
    async () => {
      const before = await createOnBoth('Price List');
      laptop.relay.cut();
      phone.relay.cut();
      const first = await openEdit(laptop, 'Price List');
      await first.getByLabel('Title').fill('Price List, laptop');
      await first.getByRole('button', { name: 'Save' }).click();
      const later = await openEdit(phone, 'Price List');
      await later.getByLabel('Title').fill('Price List, phone');
      await later.getByRole('button', { name: 'Save' }).click();

      await reconnect(phone);
      await reconnect(laptop);
      expect((await serverFlipbooks(app, account)).find((b) => b.id === before?.id)?.title).toBe(
        'Price List, phone',
      );
      await laptop.page
        .getByText('Renamed to “Price List, phone” on another device.', { exact: true })
        .first()
        .waitFor();
      await card(laptop, 'Price List, phone').waitFor();
    },
    TWO_RECONNECTS_MS,
  );

  it(
    'tells the device of both its renames another device replaced, together, and keeps them under the sync status',
    async () => {
      await createOnBoth('Menu Lunch');
      await createOnBoth('Menu Dinner');
      laptop.relay.cut();
      phone.relay.cut();
      for (const title of ['Menu Lunch', 'Menu Dinner']) {
        const first = await openEdit(laptop, title);
        await first.getByLabel('Title').fill(`${title}, laptop`);
        await first.getByRole('button', { name: 'Save' }).click();
      }
      for (const title of ['Menu Lunch', 'Menu Dinner']) {
        const later = await openEdit(phone, title);
        await later.getByLabel('Title').fill(`${title}, phone`);
        await later.getByRole('button', { name: 'Save' }).click();
      }

      await reconnect(phone);
      await reconnect(laptop);
      const told = [
        'Renamed to “Menu Lunch, phone” on another device.',
        'Renamed to “Menu Dinner, phone” on another device.',
      ];
      // Both are said together, not only the first; the sync status keeps them until read.
      await laptop.page
        .getByText('2 of your changes were replaced on another device', { exact: true })
        .waitFor();
      const status = laptop.page.getByRole('button', { name: /changes from another device/ });
      await status.waitFor();
      await status.click();
      for (const text of told)
        await laptop.page.getByRole('dialog').getByText(text, { exact: true }).waitFor();
      await screenshot(laptop.page, 'sync-notices-two-replaced');
      await laptop.page.getByRole('button', { name: 'Mark all as read' }).click();
      await status.waitFor({ state: 'detached' });
    },
    TWO_RECONNECTS_MS,
  );

  it(
    'puts a reorder made offline onto the panels another device annotated again meanwhile',
    async () => {
      const before = await createOnBoth('Trade Fair');
      // The phone annotated this flipbook's PDF, so it keeps the PDF and can annotate it again.
      await keepPdf(
        phone.page,
        { flipbookId: before?.id ?? '', ownerId: account.user.id, name: 'Trade Fair.pdf' },
        await makePdf('a4', 3),
      );
      laptop.relay.cut();
      const reorder = await openEdit(laptop, 'Trade Fair');
      await reorder.getByRole('button', { name: 'Move Page 1 — cover down' }).click();
      await reorder.getByRole('button', { name: 'Save' }).click();

      const annotate = await openEdit(phone, 'Trade Fair');
      await annotate.getByRole('button', { name: 'Annotate PDF' }).click();
      const editor = phone.page.getByRole('dialog', { name: 'Annotate Trade Fair.pdf' });
      await editor
        .getByRole('button', { name: 'Select', disabled: false })
        .waitFor({ timeout: 30_000 });
      await editor.getByRole('button', { name: 'Draw' }).click();
      const layer = editor.locator('.page[data-page-number="1"] .annotationEditorLayer');
      const box = (await layer.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      await phone.page.mouse.move(box.x + box.width * 0.1, box.y + 300);
      await phone.page.mouse.down();
      await phone.page.mouse.move(box.x + box.width * 0.9, box.y + 360, { steps: 12 });
      await phone.page.mouse.up();
      await editor.getByRole('button', { name: 'Done' }).click();
      await expect
        .poll(async () => (await byTitle('Trade Fair'))?.left, { timeout: 30_000 })
        .not.toBe(before?.left);
      const annotated = await byTitle('Trade Fair');

      await reconnect(laptop);
      expect(await byTitle('Trade Fair')).toMatchObject({
        left: annotated?.middle,
        middle: annotated?.left,
        right: annotated?.right,
      });
      expect((await outbox(laptop)).filter((e) => e.status === 'failed')).toEqual([]);
      const local = (await readStore<LocalBook>(laptop.page, 'flipbooks')).find(
        (b) => b.id === before?.id,
      );
      expect(local?.slots.left).toBe(annotated?.middle?.slice('/media/'.length));
    },
    TWO_RECONNECTS_MS,
  );

  it('sends a create at most 10 times in 5 minutes of lost replies while the health check answers', async () => {
    const device = laptop;
    const { page, relay } = device;
    await page.clock.install();
    await page.reload();
    await page.getByRole('heading', { name: 'Your flipbooks' }).waitFor();
    const sends = () => relay.requests().filter((r) => r === 'POST /api/flipbooks').length;
    const from = sends();
    relay.loseReplies(/^POST \/api\/flipbooks$/);
    await createInBrowser(page, 'Lost Replies', 2);
    const idle = () =>
      page.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        return held.length + pending.length;
      });
    for (let second = 0; second < 300 && sends() - from <= 20; second++) {
      await page.clock.runFor(1_000);
      await expect.poll(idle, { timeout: 10_000 }).toBe(0);
    }
    // The app's sends, as its outbox counts them; the relay may see each twice, as a browser
    // sends a request again by itself when a connection it re-used closes before any reply.
    const attempts = (await outbox(device)).find((e) => e.kind === 'create')?.attempts ?? 0;
    const sent = sends() - from;
    console.info(`${attempts} sends (${sent} requests) of one create in 5 minutes of lost replies`);
    expect(attempts).toBeGreaterThan(1);
    expect(attempts).toBeLessThanOrEqual(10);
    expect(sent).toBeLessThanOrEqual(2 * 10);
    expect(
      (await serverFlipbooks(app, account)).filter((b) => b.title === 'Lost Replies'),
    ).toHaveLength(1);

    relay.loseReplies(null);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(5_000);
          return (await outbox(device)).length;
        },
        { timeout: 30_000 },
      )
      .toBe(0);
  }, 120_000);
});

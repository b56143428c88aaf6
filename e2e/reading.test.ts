import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import { createFlipbookThroughApi } from '#testing/api-flipbooks';
import type { RunningApp } from '#testing/app-server';
import { startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { readStore } from '#testing/indexeddb';
import { signInControlled } from '#testing/offline-device';
import { collectPageErrors } from '#testing/screenshots';
import { followServiceWorkerRequests } from '#testing/service-worker-requests';

const SHOP = 'https://shop.example.com/garden';
const STAGES = ['cover', 'half open', 'open', 'back'];
/** The page's time on each stage. */
const STAGE_MS = 3_000;

type Reading = {
  sessions: number;
  readers: number;
  back: number;
  links: Array<{ url: string; clicks: number }>;
  sources: Record<string, number>;
  stages: Array<{ reached: number; seconds: number }>;
};

// Its devices go offline (context.setOffline): their service workers' requests must too.
followServiceWorkerRequests();

describe('what readers read, in the creator’s Statistics', () => {
  let app: RunningApp;
  let account: TestAccount;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let id: string;

  /** The flipbook's reading as the server counted it, for the creator. */
  const counted = async (): Promise<Reading> => {
    const res = await fetch(`${app.url}/api/flipbooks/${id}/statistics`, {
      headers: { Authorization: `Bearer ${account.authToken}` },
    });
    return ((await res.json()) as { reading: Reading }).reading;
  };
  /** A row of a chart's table, by its caption and its row header. */
  const cell = (scope: Locator, caption: string, row: string) =>
    scope
      .locator('table', { has: scope.page().getByText(caption, { exact: true }) })
      .locator('tr', { has: scope.page().getByRole('rowheader', { name: row, exact: true }) })
      .getByRole('cell');

  /** A new account whose one flipbook no one has read yet. */
  const unreadFlipbook = async () => {
    account = await signUpVerified(app);
    id = await createFlipbookThroughApi(app, account, 'Garden Shop', {
      coverLink: SHOP,
      withBack: true,
    });
  };

  beforeAll(async () => {
    app = await startApp();
    await unreadFlipbook();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('counts a signed-out reader of a shared link: one reader, read to the back, one click on the link, the time on each stage', async ({
    task,
  }) => {
    // A second try reads a flipbook of its own: the first may have counted a session already.
    if ((task.result?.retryCount ?? 0) > 0) await unreadFlipbook();
    // A device of its own: its clock is the test's, and it holds no session.
    const device = await launchChromium();
    await device.route(`${SHOP}*`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Shop</title>' }),
    );
    const visitor = await device.newPage();
    const errors = collectPageErrors(visitor);
    await visitor.clock.install();
    // When the recorder's chunk was asked for, and when the first panel had arrived.
    const moments: Record<string, number> = {};
    visitor.on('request', (r) => {
      if (/reading-start-[\w-]+\.js$/.test(r.url())) moments.recorder ??= Date.now();
      if (r.url().endsWith('/api/reading')) moments.report ??= Date.now();
    });
    visitor.on('requestfinished', (r) => {
      if (r.url().includes('/media/')) moments.panel ??= Date.now();
    });
    await visitor.goto(`${app.url}/?view=${id}`);
    const stage = visitor.getByRole('button', { name: /Brochure/ });
    await stage.waitFor();
    // From here the page's time moves only as the test says: three seconds on each stage. (Its
    // clock runs on meanwhile: a moment it has passed already is asked for again, a little later.)
    // The server counts a signed-out session's seconds up to its own time since the session began
    // (plus a grace for rounding and travel), so the test's own time keeps up with the page's.
    const began = Date.now();
    let pageMs = 0;
    const stay = async (ms: number) => {
      pageMs += ms;
      const behind = pageMs - (Date.now() - began);
      if (behind > 0) await new Promise((resolve) => setTimeout(resolve, behind));
      await visitor.clock.runFor(ms);
    };
    for (let ahead = 200; ; ahead *= 2) {
      const now = await visitor.evaluate(() => Date.now());
      if (
        await visitor.clock.pauseAt(now + ahead).then(
          () => true,
          () => false,
        )
      )
        break;
    }
    for (const [i, name] of STAGES.entries()) {
      await visitor.getByRole('button', { name: `Brochure, ${name}. Click to turn.` }).waitFor();
      await stay(STAGE_MS);
      if (name === 'open') {
        const link = visitor.getByRole('link', { name: SHOP });
        await link.waitFor();
        const [tab] = await Promise.all([visitor.context().waitForEvent('page'), link.click()]);
        await tab.close();
        // Back from the shop's tab: only the time the flipbook is seen counts.
        await visitor.bringToFront();
        await visitor.waitForFunction(() => document.visibilityState === 'visible');
      }
      if (i < STAGES.length - 1) await stage.click();
    }
    expect(moments.recorder).toBeGreaterThanOrEqual(moments.panel ?? Infinity);
    // The reader leaves: the page goes (pagehide) and sends what is left, the back's last seconds.
    await visitor.goto('about:blank');
    await visitor.close();

    // The last stage's time leaves with the page: its report is the one sent as it closes.
    await expect
      .poll(async () => (await counted()).stages[3]?.seconds, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(STAGE_MS / 1000);
    // Only now: a browser stopped at once would take the page's last beacon down with it.
    await device.dispose();
    const reading = await counted();
    expect(reading).toMatchObject({
      sessions: 1,
      readers: 1,
      back: 1,
      links: [{ url: SHOP, clicks: 1 }],
      sources: { link: 1 },
    });
    for (const step of reading.stages) {
      expect(step.reached).toBe(1);
      expect(step.seconds, JSON.stringify(reading.stages)).toBeGreaterThanOrEqual(STAGE_MS / 1000);
      expect(step.seconds, JSON.stringify(reading.stages)).toBeLessThanOrEqual(STAGE_MS / 1000 + 2);
    }
    expect(errors).toEqual([]);
  });

  it('shows the creator one reader, the read depth to the back, the click on the link and the time on each stage', async () => {
    const page = await browser.newPage();
    await signInControlled(page, app, account);
    await page.getByRole('button', { name: 'More actions for Garden Shop' }).click();
    await page.getByRole('menuitem', { name: 'Statistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Statistics for “Garden Shop”' });
    await dialog.getByTestId('unique-readers').getByText('1', { exact: true }).waitFor();
    expect(await dialog.getByTestId('read-to-back').textContent()).toBe('100%');
    expect(await cell(dialog, 'Read depth', 'Back').textContent()).toBe('100% · 1');
    expect(await cell(dialog, 'Clicks per link', SHOP).textContent()).toBe('1');
    for (const name of ['Cover', 'Half open', 'Open', 'Back'])
      expect(await cell(dialog, 'Average time per stage', name).textContent()).toMatch(/^[3-5] s$/);
    expect(await cell(dialog, 'Sources', 'Shared link').textContent()).toBe('1');

    await dialog.getByText('90 days', { exact: true }).click();
    expect(await dialog.getByRole('radio', { name: '90 days' }).isChecked()).toBe(true);
    await dialog
      .getByTestId('views-chart')
      .getByText('Views and unique readers, last 90 days', { exact: true })
      .first()
      .waitFor();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('garden_shop_statistics_90_days.csv');
    // From the keyboard, the arrow keys choose between the two.
    await dialog.getByRole('radio', { name: '90 days' }).focus();
    await page.keyboard.press('ArrowLeft');
    await dialog
      .getByTestId('views-chart')
      .getByText('Views and unique readers, last 30 days', { exact: true })
      .first()
      .waitFor();

    await page.close();
  });

  it('counts a reading made in the library offline once the device is back, as the library’s', async () => {
    const page: Page = await browser.newPage();
    await signInControlled(page, app, account);
    const before = (await counted()).sessions;
    await page.context().setOffline(true);
    const card = page.getByTestId('flipbook-card').filter({ hasText: 'Garden Shop' });
    await card.getByRole('button', { name: 'View', exact: true }).click();
    const stage = page.getByRole('button', { name: /Brochure/ });
    for (const name of STAGES) {
      await page.getByRole('button', { name: `Brochure, ${name}. Click to turn.` }).waitFor();
      if (name !== 'back') await stage.click();
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('viewer').waitFor({ state: 'detached' });
    await expect
      .poll(async () =>
        (await readStore<{ kind: string; reading?: { source: string } }>(page, 'outbox'))
          .filter((e) => e.kind === 'reading')
          .map((e) => e.reading?.source),
      )
      .toEqual(['library']);
    expect((await counted()).sessions).toBe(before);

    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await counted()).sources.library, { timeout: 20_000 }).toBe(1);
    expect((await counted()).sessions).toBe(before + 1);
    await page.close();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import { createFlipbookThroughApi } from '#testing/api-flipbooks';
import type { RunningApp } from '#testing/app-server';
import { startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { followServiceWorkerRequests } from '#testing/service-worker-requests';

const STAGES = ['cover', 'half open', 'open', 'back'];

type Reading = {
  sessions: number;
  back: number;
  stages: Array<{ reached: number; seconds: number }>;
};

/** How many reports the page's device keeps unsent. */
const unsentReports = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('flipfold-reading-reports');
        open.onupgradeneeded = () => open.result.createObjectStore('reports');
        open.onsuccess = () => {
          const count = open.result.transaction('reports').objectStore('reports').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

// Its devices go offline (context.setOffline): their service workers' requests must too.
followServiceWorkerRequests();

describe('a shared link read offline, in the creator’s Statistics', () => {
  let app: RunningApp;
  let account: TestAccount;
  let id: string;

  /** The flipbook's reading as the server counted it, for the creator. */
  const counted = async (): Promise<Reading> => {
    const res = await fetch(`${app.url}/api/flipbooks/${id}/statistics`, {
      headers: { Authorization: `Bearer ${account.authToken}` },
    });
    return ((await res.json()) as { reading: Reading }).reading;
  };

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    id = await createFlipbookThroughApi(app, account, 'Garden Shop', { withBack: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  /**
   * A reader's device that opened the shared link once online, so that its service worker keeps
   * the flipbook and its panels; that visit is a session of its own, counted before going on.
   */
  const deviceThatReadOnline = async () => {
    const device = await launchChromium();
    const sessions = (await counted()).sessions;
    const first = await device.newPage();
    await first.goto(`${app.url}/?view=${id}`);
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.reload();
    await first.getByRole('button', { name: 'Brochure, cover. Click to turn.' }).waitFor();
    await first.close();
    await expect.poll(async () => (await counted()).sessions).toBe(sessions + 1);
    return device;
  };

  /** Opens the kept copy with the server out of reach and turns it from the cover to the back. */
  const readOffline = async (
    device: Awaited<ReturnType<typeof launchChromium>>,
    cutOff: () => Promise<unknown> = () => device.setOffline(true),
  ) => {
    await cutOff();
    const reader = await device.newPage();
    await reader.goto(`${app.url}/?view=${id}`);
    const stage = reader.getByRole('button', { name: /Brochure/ });
    for (const name of STAGES) {
      await reader.getByRole('button', { name: `Brochure, ${name}. Click to turn.` }).waitFor();
      // Each turn's report leaves two seconds after it, and does not reach the server.
      await reader.waitForTimeout(2_500);
      if (name !== 'back') await stage.click();
    }
    await expect.poll(() => unsentReports(reader)).toBeGreaterThanOrEqual(STAGES.length);
    return reader;
  };

  it('counts the session and the stages a signed-out reader read offline once the device is back online', async () => {
    const device = await deviceThatReadOnline();
    try {
      const before = await counted();
      const reader = await readOffline(device);
      expect(await counted()).toEqual(before);

      await device.setOffline(false);
      await expect
        .poll(async () => (await counted()).sessions, { timeout: 20_000 })
        .toBe(before.sessions + 1);
      await expect.poll(() => unsentReports(reader)).toBe(0);
      const after = await counted();
      expect(after.back).toBe(before.back + 1);
      expect(after.stages.map((s, i) => s.reached - (before.stages[i]?.reached ?? 0))).toEqual([
        1, 1, 1, 1,
      ]);
      // The seconds read offline count up to the server's time since the session reached it
      // (plus its grace): a late session's seconds are bounded like any other's.
      const seconds = after.stages.reduce(
        (sum, s, i) => sum + s.seconds - (before.stages[i]?.seconds ?? 0),
        0,
      );
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(15);
      await reader.close();
    } finally {
      await device.dispose();
    }
  });

  it('counts what a reader read offline in a tab closed before the device was back, sent by the service worker with no page open', async () => {
    const device = await deviceThatReadOnline();
    try {
      const before = await counted();
      const reader = await readOffline(device);
      await reader.close();
      expect(await counted()).toEqual(before);

      // Background Sync wakes the service worker as the network comes back.
      await device.setOffline(false);
      expect(device.pages().filter((page) => page.url().startsWith(app.url))).toEqual([]);
      // The worker sends them one after the other: the last one read to the back.
      await expect
        .poll(async () => (await counted()).back, { timeout: 20_000 })
        .toBe(before.back + 1);
      const after = await counted();
      expect(after.sessions).toBe(before.sessions + 1);
      expect(after.stages.map((s, i) => s.reached - (before.stages[i]?.reached ?? 0))).toEqual([
        1, 1, 1, 1,
      ]);
    } finally {
      await device.dispose();
    }
  });

  it('counts what a reader read while the server could not be reached, at their next visit once it can', async () => {
    const device = await deviceThatReadOnline();
    try {
      const before = await counted();
      // The browser thinks itself online: each report is tried, and fails.
      const reader = await readOffline(device, () => app.stop());
      await reader.close();
      app = await startApp({ dataDir: app.dataDir, port: app.port });
      expect(await counted()).toEqual(before);

      const next = await device.newPage();
      await next.goto(`${app.url}/?view=${id}`);
      // The session read offline, and the new visit's own.
      await expect
        .poll(async () => (await counted()).sessions, { timeout: 20_000 })
        .toBe(before.sessions + 2);
      await expect.poll(() => unsentReports(next)).toBe(0);
      const after = await counted();
      expect(after.back).toBe(before.back + 1);
      expect(after.stages.map((s, i) => s.reached - (before.stages[i]?.reached ?? 0))).toEqual([
        2, 1, 1, 1,
      ]);
    } finally {
      await device.dispose();
    }
  });
});

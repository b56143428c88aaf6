import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AppShellStatus, isShellPackPath, SHELL_STATUS_MESSAGE } from '#core/app-shell';
import { PDF_ASSETS_CACHE } from '#core/pdf-assets';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import { createFlipbookThroughApi } from '#testing/api-flipbooks';
import { type RunningApp, startApp } from '#testing/app-server';
import { COVER_IMAGE } from '#testing/brochure-names';
import { launchChromium } from '#testing/chromium';
import { readStore } from '#testing/indexeddb';
import { signInControlled } from '#testing/offline-device';
import { cachedPdfAssets, pdfAssetPaths, waitForPdfAssets } from '#testing/pdf-assets';
import { makePdf } from '#testing/pdfs';
import { screenshot } from '#testing/screenshots';
import { serverFlipbooks } from '#testing/server-flipbooks';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';
import { copyOfBuild, deployNewServiceWorker, reloadToUpdate } from '#testing/web-root';

/** The upload row's words for a file the PDF reader never arrived to read. */
const READER_UNAVAILABLE =
  'The PDF reader could not be loaded. Check your connection, then remove the file and add it again.';

type Browser = Awaited<ReturnType<typeof launchChromium>>;
const SLOTS = ['left', 'middle', 'right', 'leftBack', 'middleBack', 'rightBack'] as const;
type LocalBook = { id: string; title: string; slots: Record<string, string | null> };

/** The device's panel files by name, read in the page (an ArrayBuffer does not cross as itself). */
async function mediaBytes(page: Page): Promise<Map<string, Buffer>> {
  const rows = await page.evaluate(
    () =>
      new Promise<Array<[string, string]>>((resolve, reject) => {
        const open = indexedDB.open('flipfold');
        open.onsuccess = () => {
          const request = open.result.transaction('media').objectStore('media').getAll();
          request.onsuccess = () => {
            open.result.close();
            const files = request.result as Array<{ name: string; bytes: ArrayBuffer }>;
            resolve(
              files.map((f) => [
                f.name,
                btoa(Array.from(new Uint8Array(f.bytes), (b) => String.fromCharCode(b)).join('')),
              ]),
            );
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  return new Map(rows.map(([name, base64]) => [name, Buffer.from(base64, 'base64')]));
}

/**
 * A device that has never uploaded anything: the network goes away for the page and the service
 * worker alike (the server stops, and starts again on the same port and data directory).
 */
describe('a fresh device after one online sign-in', () => {
  let app: RunningApp;
  let browser: Browser;
  let account: TestAccount;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('annotates and creates offline, keeps it through two reloads, presents it, and the server gets it once, byte-identical', async () => {
    await signInControlled(page, app, account);
    // Nothing was ever converted here: the PDF assets comes from the idle-time warm-up alone.
    await waitForPdfAssets(page);

    await app.stop();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Harbour Tours.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf('a4', 3),
    });
    const row = page.getByTestId('upload-file').filter({ hasText: 'Harbour Tours.pdf' });
    await row.getByText('Valid PDF').waitFor({ timeout: 30_000 });
    await row.getByRole('img', { name: 'Front panel 3 of 3' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(READER_UNAVAILABLE).count()).toBe(0);

    // The annotation editor comes from the same cache: mark the brochure, then create from it.
    await row.getByRole('button', { name: 'Annotate' }).click();
    const editor = page.getByRole('dialog', { name: /^Annotate / });
    await editor
      .getByRole('button', { name: 'Select', disabled: false })
      .waitFor({ timeout: 30_000 });
    await editor.getByRole('button', { name: 'Text' }).click();
    const layer = editor.locator('.page[data-page-number="1"] .annotationEditorLayer');
    const box = (await layer.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await page.mouse.click(box.x + box.width * 0.2, box.y + 300);
    await page.keyboard.type('STAND 14');
    await page.keyboard.press('Escape');
    await editor.getByRole('button', { name: 'Done' }).click();
    await editor.waitFor({ state: 'detached' });
    await row.getByRole('img', { name: 'Front panel 3 of 3' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click();
    const card = page.getByTestId('flipbook-card').filter({ hasText: 'Harbour Tours' });
    await card.waitFor();
    await page.getByText(/1 change waiting to sync/).waitFor();

    await page.reload();
    await page.reload();
    await card.waitFor();
    await card.getByRole('button', { name: 'View', exact: true }).click();
    const viewer = page.getByTestId('viewer');
    const cover = viewer.getByRole('img', { name: COVER_IMAGE });
    await cover.waitFor();
    await expect
      .poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(900);
    await screenshot(page, 'offline-fresh-device-presenting');
    await viewer.getByRole('button', { name: 'Back' }).click();

    app = await startApp({ dataDir: app.dataDir, port: app.port });
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await readStore(page, 'outbox')).length, { timeout: 30_000 })
      .toBe(0);
    const mine = (await serverFlipbooks(app, account)).filter((b) => b.title === 'Harbour Tours');
    expect(mine).toHaveLength(1);
    const [server] = mine;
    const local = (await readStore<LocalBook>(page, 'flipbooks')).find((b) => b.id === server?.id);
    const media = await mediaBytes(page);
    let compared = 0;
    for (const slot of SLOTS) {
      const name = local?.slots[slot] ?? null;
      expect(server?.[slot] ?? null).toBe(name ? `/media/${name}` : null);
      if (!name) continue;
      const served = Buffer.from(await (await fetch(`${app.url}/media/${name}`)).arrayBuffer());
      const kept = media.get(name);
      expect(kept).toBeDefined();
      expect(served.equals(kept ?? Buffer.alloc(0))).toBe(true);
      compared++;
    }
    expect(compared).toBe(3);
  });
});

describe('a signed-out visitor of a shared link', () => {
  let app: RunningApp;
  let relay: TcpRelay;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp();
    relay = await startTcpRelay(app.port);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.dispose();
    await relay?.close();
    await app?.stop();
  });

  it('never downloads the PDF reader, from the page or its service worker', async () => {
    const id = await createFlipbookThroughApi(app, await signUpVerified(app), 'Open Day');

    // The visitor comes through the relay, which sees every request on the wire.
    const visitor = await browser.newPage();
    await visitor.goto(`${relay.url}/?view=${id}`);
    await visitor.getByRole('img', { name: COVER_IMAGE }).waitFor();
    await visitor.evaluate(() => navigator.serviceWorker.ready);
    await visitor.reload();
    await visitor.getByRole('img', { name: COVER_IMAGE }).waitFor();
    // Idle-time work (the creator's PDF warm-up) is queued before this callback, so it has
    // started; then the page settles, with whatever it fetched done.
    await visitor.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await visitor.waitForLoadState('networkidle');

    const assets = new Set(pdfAssetPaths());
    const pdfRequests = relay
      .requests()
      .filter((r) => assets.has(r.split(' ')[1] ?? '') || r.includes(' /pdfjs/'));
    expect(pdfRequests).toEqual([]);
    expect(relay.requests().some((r) => r.startsWith('GET /assets/'))).toBe(true);
    expect(await cachedPdfAssets(visitor)).toEqual([]);
  });

  it('installs the app shell from one download of its pack, and opens the link from it offline', async () => {
    const id = await createFlipbookThroughApi(app, await signUpVerified(app), 'Trade Fair');
    const device = await launchChromium();
    try {
      const page = await device.newPage();
      const before = relay.requests().length;
      await page.goto(`${relay.url}/?view=${id}`);
      await page.getByRole('img', { name: COVER_IMAGE }).waitFor();
      await page.evaluate(() => navigator.serviceWorker.ready);
      const status = await page.evaluate(async (type) => {
        const registration = await navigator.serviceWorker.ready;
        const channel = new MessageChannel();
        const answer = new Promise<AppShellStatus>((resolve) => {
          channel.port1.onmessage = (event) => resolve(event.data as AppShellStatus);
        });
        registration.active?.postMessage({ type }, [channel.port2]);
        return answer;
      }, SHELL_STATUS_MESSAGE);
      expect(status.total).toBeGreaterThan(100);
      expect(status.cached).toBe(status.total);

      // On the wire: the scripts the page loaded itself before its worker was there, and the
      // worker's one pack, never the shell's files one by one.
      const loadedByPage = new Set(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((pathname) => pathname.startsWith('/assets/')),
        ),
      );
      const assets = relay
        .requests()
        .slice(before)
        .filter((request) => request.startsWith('GET /assets/'))
        .map((request) => request.slice('GET '.length));
      expect(assets.filter(isShellPackPath)).toHaveLength(1);
      expect(assets.filter((p) => !isShellPackPath(p) && !loadedByPage.has(p))).toEqual([]);

      // What the pack brought runs: once a visit under the worker has kept the flipbook, the link
      // opens with the server gone, from the worker's copies.
      await page.reload();
      await page.getByRole('img', { name: COVER_IMAGE }).waitFor();
      relay.cut();
      try {
        await page.reload();
        await page.getByRole('img', { name: COVER_IMAGE }).waitFor();
      } finally {
        relay.restore();
      }
    } finally {
      await device.dispose();
    }
  });
});

describe('a new version of the app on a creator’s device', () => {
  let webRoot: string;
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  // Each try deploys its next version on a build, a server and a browser of its own: a second
  // try that met the first one's version would find no change to make.
  beforeEach(async () => {
    webRoot = copyOfBuild();
    app = await startApp({ env: { WEB_ROOT: webRoot } });
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterEach(async () => {
    await browser?.dispose();
    await app?.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  /** The cache keys (with their revisions) the PDF assets hold for one path. */
  const keysFor = (file: string) =>
    page.evaluate(
      async ({ name, path }) =>
        (await (await caches.open(name)).keys())
          .map((request) => new URL(request.url))
          .filter((url) => url.pathname === path)
          .map((url) => url.searchParams.get('__WB_REVISION__')),
      { name: PDF_ASSETS_CACHE, path: `/${file}` },
    );

  it('refreshes the PDF assets before offering the update, drops the old files, and converts offline after', async () => {
    await signInControlled(page, app, await signUpVerified(app));
    await waitForPdfAssets(page);
    const file = 'pdfjs/iccs/CGATS001Compat-v2-micro.icc';
    const [before] = await keysFor(file);
    expect(before).toMatch(/^[0-9a-f]{32}$/);

    // The next version changes one of the PDF assets: new bytes, new revision in the manifest.
    fs.appendFileSync(path.join(webRoot, file), Buffer.from([0]));
    deployNewServiceWorker(webRoot, (code) => {
      const entry = `"revision":"${before}","url":"${file}"`;
      expect(code).toContain(entry);
      return code.replace(entry, `"revision":"next-version","url":"${file}"`);
    });
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const reload = page.getByRole('button', { name: 'Reload to update' });
    await reload.waitFor({ timeout: 30_000 });
    // Installed with the rest: the new file is there before the new version runs.
    expect((await keysFor(file)).sort()).toEqual([before, 'next-version'].sort());
    // The reload waits for the new version to activate, which drops the old PDF assets.
    await reloadToUpdate(page, reload);
    await expect.poll(() => keysFor(file)).toEqual(['next-version']);
    const kept = await page.evaluate(
      async ({ name, path }) => {
        const response = await (await caches.open(name)).match(
          `${location.origin}${path}?__WB_REVISION__=next-version`,
        );
        return response ? (await response.arrayBuffer()).byteLength : -1;
      },
      { name: PDF_ASSETS_CACHE, path: `/${file}` },
    );
    expect(kept).toBe(fs.statSync(path.join(webRoot, file)).size);

    await app.stop();
    await page.reload();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'After Update.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf('a4', 1),
    });
    await page.getByRole('img', { name: 'Front panel 1 of 3' }).waitFor({ timeout: 30_000 });
  }, 150_000);
});

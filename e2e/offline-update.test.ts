import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { readStore } from '#testing/indexeddb';
import { createInBrowser, signInControlled } from '#testing/offline-device';
import { screenshot } from '#testing/screenshots';
import { serverFlipbooks } from '#testing/server-flipbooks';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';
import { copyOfBuild, deployNewServiceWorker, reloadToUpdate } from '#testing/web-root';

describe('a new version deploys while changes wait', () => {
  let webRoot: string;
  let app: RunningApp;
  let relay: TcpRelay;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let account: TestAccount;
  let page: Page;

  // Each try on a build, server and browser of its own: a second try must meet the old version.
  beforeEach(async () => {
    webRoot = copyOfBuild();
    app = await startApp({ env: { WEB_ROOT: webRoot } });
    relay = await startTcpRelay(app.port);
    account = await signUpVerified(app);
    browser = await launchChromium();
    page = await browser.newPage();
    await signInControlled(page, app, account, relay.url);
  });
  afterEach(async () => {
    await browser?.dispose();
    await relay?.close();
    await app?.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('offers the update, keeps the queue through the reload, and then sends it once', async () => {
    relay.refuse(/^POST \/api\/flipbooks$/);
    await createInBrowser(page, 'Launch Offer', 2);
    await page.getByText(/1 change waiting to sync/).waitFor();

    deployNewServiceWorker(webRoot);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const reload = page.getByRole('button', { name: 'Reload to update' });
    await reload.waitFor({ timeout: 30_000 });
    await screenshot(page, 'offline-update-prompt-with-waiting-change');
    expect(await readStore(page, 'outbox')).toHaveLength(1);
    await reloadToUpdate(page, reload);
    await page.getByTestId('flipbook-card').filter({ hasText: 'Launch Offer' }).waitFor();
    expect(await readStore(page, 'outbox')).toHaveLength(1);

    relay.refuse(null);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await readStore(page, 'outbox')).length, { timeout: 30_000 })
      .toBe(0);
    const items = await serverFlipbooks(app, account);
    expect(items.filter((b) => b.title === 'Launch Offer')).toHaveLength(1);
  }, 180_000); // the prompt (30 s), the reload (75 s) and the send (30 s) each fail by name
});

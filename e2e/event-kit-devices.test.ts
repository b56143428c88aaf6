import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { makeKitInBrowser } from '#testing/event-kit';
import { readStore } from '#testing/indexeddb';
import { signInControlled } from '#testing/offline-device';
import { collectPageErrors } from '#testing/screenshots';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';

type Kit = { id: string; name: string; flipbooks: Array<{ id: string; title: string }> };

/**
 * One account on two devices (two browser profiles): a kit made on the laptop arrives on the
 * tablet, which proves its own copy. The tablet reaches the app through a relay that refuses its
 * image requests at first, as a device that has not fetched them yet: its kit screen says what it
 * lacks, whatever the laptop holds, until 'Make ready' fetches it there.
 */
describe('an event kit on a second device of the account', () => {
  let app: RunningApp;
  let relay: TcpRelay;
  let account: TestAccount;
  let laptop: Page;
  let tablet: Page;
  let errors: string[];
  const browsers: Array<Awaited<ReturnType<typeof launchChromium>>> = [];

  const open = async (url?: string) => {
    const browser = await launchChromium();
    browsers.push(browser);
    const page = await browser.newPage();
    await signInControlled(page, app, account, url);
    return page;
  };
  const serverKits = async () => {
    const res = await fetch(`${app.url}/api/kits`, {
      headers: { Authorization: `Bearer ${account.authToken}` },
    });
    return ((await res.json()) as { items: Array<{ id: string; name: string }> }).items;
  };

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    await createBrochureThroughApi(app, account, 'Harbour Tours');
    relay = await startTcpRelay(app.port);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.dispose();
    await relay?.close();
    await app?.stop();
  });

  it('shows a kit made on one device on the other, not ready there until that device makes it ready', async () => {
    laptop = await open();
    await laptop.getByTestId('flipbook-card').filter({ hasText: 'Harbour Tours' }).waitFor();
    const kitId = await makeKitInBrowser(laptop, {
      name: 'Harbour Fair',
      titles: ['Harbour Tours'],
      idleSeconds: 45,
    });
    await expect.poll(serverKits).toEqual([expect.objectContaining({ id: kitId })]);
    // The laptop, which fetched the images with its library, proves its own copy ready.
    await laptop.getByText('Every flipbook of this kit is ready offline.').waitFor();

    relay.refuse(/^GET \/media\//);
    tablet = await open(relay.url);
    errors = collectPageErrors(tablet);
    // The tablet reads the account's kits with its library, on sign-in.
    await expect
      .poll(() => readStore<Kit>(tablet, 'kits'), { timeout: 20_000 })
      .toEqual([
        expect.objectContaining({
          id: kitId,
          name: 'Harbour Fair',
          idleSeconds: 45,
          flipbooks: [expect.objectContaining({ title: 'Harbour Tours' })],
        }),
      ]);
    await tablet.goto(`${relay.url}/kits/${kitId}`);
    await tablet.getByRole('heading', { level: 1, name: 'Harbour Fair' }).waitFor();
    await tablet.getByText('0 of 1 flipbooks ready offline.').waitFor();
    await expect
      .poll(() => tablet.getByTestId('kit-flipbook').textContent())
      .toMatch(/Missing: \d+ of \d+ images not on this device/);

    relay.refuse(null);
    await tablet.getByRole('button', { name: 'Make ready' }).click();
    await tablet.getByText('Every flipbook of this kit is ready offline.').waitFor();
    await expect(tablet.getByTestId('kit-flipbook').textContent()).resolves.toContain(
      'Ready offline',
    );
    // Only the images refused while the relay held them back failed to load.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });
});

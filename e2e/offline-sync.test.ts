import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { readStore } from '#testing/indexeddb';
import { createInBrowser, signInControlled, warmPdfJs } from '#testing/offline-device';
import { serverFlipbooks } from '#testing/server-flipbooks';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';

const SLOTS = ['left', 'middle', 'right', 'leftBack', 'middleBack', 'rightBack'] as const;
type LocalBook = { id: string; title: string; slots: Record<string, string | null> };

/**
 * The browser reaches the app only through a TCP relay, so cutting the relay takes the network away
 * from the page and the service worker alike, at any byte of a request.
 */
describe('sync through a network that fails', () => {
  let app: RunningApp;
  let relay: TcpRelay;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let account: TestAccount;
  let page: Page;

  const titled = async (title: string) =>
    (await serverFlipbooks(app, account)).filter((b) => b.title === title);
  const nudgeOnline = () => page.evaluate(() => window.dispatchEvent(new Event('online')));

  beforeAll(async () => {
    app = await startApp();
    relay = await startTcpRelay(app.port);
    account = await signUpVerified(app);
    browser = await launchChromium();
    page = await browser.newPage();
    await signInControlled(page, app, account, relay.url);
    await warmPdfJs(page);
  });
  afterAll(async () => {
    await browser?.dispose();
    await relay?.close();
    await app?.stop();
  });

  it('loses the reply of a create, survives a server restart, and ends with each flipbook once, byte for byte', async () => {
    relay.cut();
    await createInBrowser(page, 'Stand A', 2);
    await createInBrowser(page, 'Stand B', 2);
    expect(await readStore(page, 'outbox')).toHaveLength(2);

    const replyLost = relay.cutOnReplyTo('POST', /^\/api\/flipbooks$/);
    relay.restore();
    await nudgeOnline();
    const lostReply = await replyLost;
    // One of the two was written (a backoff timer may have sent either first); its reply is gone.
    expect(await serverFlipbooks(app, account), `the lost reply: ${lostReply}`).toHaveLength(1);
    expect(await readStore(page, 'outbox')).toHaveLength(2);

    await app.stop();
    app = await startApp({ dataDir: app.dataDir, port: app.port });
    relay.restore();
    await nudgeOnline();
    await expect
      .poll(async () => (await readStore(page, 'outbox')).length, { timeout: 30_000 })
      .toBe(0);
    const [a] = await titled('Stand A');
    const [b] = await titled('Stand B');
    expect(await titled('Stand A')).toHaveLength(1);
    expect(await titled('Stand B')).toHaveLength(1);

    const local = await readStore<LocalBook>(page, 'flipbooks');
    for (const server of [a, b]) {
      const mine = local.find((l) => l.id === server?.id);
      for (const slot of SLOTS) {
        const url = server?.[slot] ?? null;
        expect(url).toBe(mine?.slots[slot] ? `/media/${mine.slots[slot]}` : null);
        if (!url) continue;
        const bytes = Buffer.from(await (await fetch(`${app.url}${url}`)).arrayBuffer());
        const sha = crypto.createHash('sha256').update(bytes).digest('hex');
        expect(url).toBe(`/media/${sha}.${url.split('.').at(-1)}`);
      }
    }
  });

  it('lets the service worker send what waits when no page of the app is open', async () => {
    const cdp = await page.context().newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      registrations.push(...updated);
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);

    relay.cut();
    await createInBrowser(page, 'After Hours', 2);
    await page.goto('about:blank');
    relay.restore();
    expect(await titled('After Hours')).toHaveLength(0);

    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: relay.url,
      registrationId: registrations[0]?.registrationId ?? '',
      tag: 'flipfold-outbox',
      lastChance: false,
    });
    await expect
      .poll(async () => (await titled('After Hours')).length, { timeout: 30_000 })
      .toBe(1);
    await cdp.detach();
  });
});

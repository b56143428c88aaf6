import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_LIMITS } from '#core/event-kit';
import kitsEnglish from '#core/i18n/compiled/kits/en';
import { mediaNameOfUrl } from '#core/media-names';
import { eventViewerUrl } from '#core/reading-events';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import {
  expectedQrModules,
  kioskPanelShown,
  makeKitInBrowser,
  qrModules,
  startPresenting,
} from '#testing/event-kit';
import { readKeys, readStore } from '#testing/indexeddb';
import { leaveAddress } from '#testing/leads';
import { signInControlled } from '#testing/offline-device';
import { collectPageErrors } from '#testing/screenshots';
import { type ServerFlipbook, serverFlipbooks } from '#testing/server-flipbooks';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';

/** Created in this order; the library, and so the kit, has them newest first. */
const TITLES = ['Harbour Tours', 'Island Ferries', 'Lighthouse Walks'] as const;
const KIT_ORDER = ['Lighthouse Walks', 'Island Ferries', 'Harbour Tours'] as const;
const IDLE_SECONDS = 20;
const SLOTS = ['left', 'middle', 'right', 'leftBack', 'middleBack', 'rightBack'] as const;

type Outbox = { kind: string; flipbookId: string; views?: { count: number; source?: string } };
type Reading = {
  sessions: number;
  readers: number;
  sources: Record<string, number>;
  stages: Array<{ stage: string; reached: number; seconds: number }>;
};
type Kit = { id: string; name: string; flipbooks: Array<{ id: string }>; idleSeconds: number };

type WatchedLock = EventTarget & { released: boolean; release(): Promise<void> };
type Watched = { wakeLockRequests: WatchedLock[] };

/**
 * Every call to the Screen Wake Lock API is recorded (window.wakeLockRequests) and answered with a
 * lock the journey can release, as the browser does when the page is hidden.
 */
function watchWakeLock() {
  const requests: WatchedLock[] = [];
  Object.assign(window, { wakeLockRequests: requests });
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async () => {
        const lock = Object.assign(new EventTarget(), {
          released: false,
          type: 'screen',
          release: async () => {
            lock.released = true;
            lock.dispatchEvent(new Event('release'));
          },
        });
        requests.push(lock);
        return lock;
      },
    },
  });
}

/**
 * The booth: a creator with three brochures makes a kit, the server goes away (a TCP relay cut for
 * the page and its service worker alike), and the kiosk runs by itself on a fake clock.
 */
describe('an event kit presented by a kiosk', () => {
  let app: RunningApp;
  let relay: TcpRelay;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let account: TestAccount;
  let page: Page;
  let errors: string[];
  let books: ServerFlipbook[];
  let kitId: string;

  const byTitle = (title: string) => books.find((b) => b.title === title) as ServerFlipbook;
  /** The server's own count, read from its database (the API would count a view). */
  const serverViews = (id: string) => {
    const db = new Database(path.join(app.dataDir, 'flipfold.sqlite'), { readonly: true });
    try {
      const row = db.prepare('SELECT views FROM flipbooks WHERE id = ?').get(id) as {
        views: number;
      };
      const sources = db
        .prepare('SELECT source FROM view_keys WHERE flipbook_id = ?')
        .all(id)
        .map((r) => (r as { source: string | null }).source);
      return { views: row.views, sources };
    } finally {
      db.close();
    }
  };
  /** The leads the server holds, with where they came from. */
  const serverLeads = () => {
    const db = new Database(path.join(app.dataDir, 'flipfold.sqlite'), { readonly: true });
    try {
      return db.prepare('SELECT flipbook_id AS id, email, source FROM leads').all();
    } finally {
      db.close();
    }
  };
  /** The reading the server counted for the creator (GET /api/flipbooks/{id}/statistics). */
  const serverReading = async (id: string) => {
    const res = await fetch(`${app.url}/api/flipbooks/${id}/statistics`, {
      headers: { Authorization: `Bearer ${account.authToken}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { reading: Reading }).reading;
  };
  /** Whether a reading session of the flipbook waits in the outbox. */
  const readingQueued = async (id: string) =>
    (await readStore<Outbox>(page, 'outbox')).some(
      (e) => e.kind === 'reading' && e.flipbookId === id,
    );
  const kiosk = () => page.locator('[data-kiosk]');
  const wakeLocks = () =>
    page.evaluate(() => (window as unknown as Watched).wakeLockRequests.length);
  /**
   * Stops the page's clock: from then on only the journey moves it (runFor), however slowly the
   * machine runs the steps between. It stops a few seconds ahead of the time the page reads, as
   * the call reaches the page only after the context's other work; the kiosk is then in a
   * visitor's hands, with far longer until its idle period ends. The app starts on a frame, so
   * the clock runs again for a reload.
   */
  const pauseClock = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  const stage = () => page.getByTestId('trifold').getAttribute('data-stage');
  const shownTitle = () => kiosk().getByRole('heading', { level: 1 }).textContent();
  const eventViews = async () =>
    (await readStore<Outbox>(page, 'outbox'))
      .filter((e) => e.kind === 'views')
      .map((e) => ({ id: e.flipbookId, count: e.views?.count, source: e.views?.source }));

  beforeAll(async () => {
    app = await startApp();
    relay = await startTcpRelay(app.port);
    account = await signUpVerified(app);
    for (const [i, title] of TITLES.entries())
      await createBrochureThroughApi(app, account, title, i * 6);
    books = await serverFlipbooks(app, account);
    browser = await launchChromium();
    page = await browser.newPage();
    // The clock is the whole context's, and pausing it must suit every page: the kiosk's alone.
    for (const other of browser.pages()) if (other !== page) await other.close();
    errors = collectPageErrors(page);
    await page.addInitScript(watchWakeLock);
    await page.clock.install();
    await signInControlled(page, app, account, relay.url);
  });
  afterAll(async () => {
    await browser?.dispose();
    await relay?.close();
    await app?.stop();
  });

  it('makes a kit of three, proves every panel is on the device, and fetches what went missing', async () => {
    // The library downloads the panels of flipbooks made elsewhere after sign-in.
    const names = books.flatMap((b) =>
      [...SLOTS.map((s) => b[s]), b.thumbnail].flatMap((url) => mediaNameOfUrl(url) ?? []),
    );
    await expect
      .poll(async () => (await readKeys(page, 'media')).length, { timeout: 30_000 })
      .toBe(names.length);
    kitId = await makeKitInBrowser(page, {
      name: 'Spring fair',
      titles: [...TITLES],
      idleSeconds: IDLE_SECONDS,
    });
    const [kit] = await readStore<Kit>(page, 'kits');
    expect(kit).toMatchObject({ id: kitId, name: 'Spring fair', idleSeconds: IDLE_SECONDS });
    expect(kit?.flipbooks.map((f) => f.id).sort()).toEqual(books.map((b) => b.id).sort());
    expect((await readKeys(page, 'media')).sort()).toEqual([...names].sort());
    const rows = page.getByTestId('kit-flipbook');
    await expect.poll(() => rows.filter({ hasText: 'Ready offline' }).count()).toBe(3);
    await page.getByText('Every flipbook of this kit is ready offline.').waitFor();
    const kept = await page.getByTestId('storage-kept').textContent();
    expect([kitsEnglish['kits.storage.kept'](), kitsEnglish['kits.storage.clearable']()]).toContain(
      kept,
    );

    // Offline, the browser drops two panels of one flipbook (storage pressure): the kit screen
    // says what is missing, and 'Make ready' fetches it once the network is back.
    const lost = [
      mediaNameOfUrl(byTitle('Island Ferries').left),
      mediaNameOfUrl(byTitle('Island Ferries').middleBack),
    ];
    await page.evaluate(
      (gone) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('flipfold');
          open.onsuccess = () => {
            const tx = open.result.transaction('media', 'readwrite');
            for (const name of gone) tx.objectStore('media').delete(name as string);
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      lost,
    );
    relay.cut();
    await page.reload();
    const ferries = rows.filter({ hasText: 'Island Ferries' });
    await ferries.getByText('Missing: 2 of 6 images not on this device').waitFor();
    await page.getByText('2 of 3 flipbooks ready offline.').waitFor();
    relay.restore();
    await page.getByRole('button', { name: 'Make ready' }).click();
    await ferries.getByText('Ready offline').waitFor();
    await page.getByText('Every flipbook of this kit is ready offline.').waitFor();
    expect((await readKeys(page, 'media')).sort()).toEqual([...names].sort());
  }, 180_000);

  it('runs offline by itself, hands over to a visitor at a touch, survives a reload and leaves only on a hold', async () => {
    relay.cut();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await startPresenting(page);
    await pauseClock();
    // Nothing of the app around the kiosk: no header, account menu, library or upload.
    expect(await page.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload your own' }).count()).toBe(0);
    expect(await page.getByTestId('flipbook-card').count()).toBe(0);
    expect(page.url()).toBe(`${relay.url}/kiosk/${kitId}`);
    await expect.poll(wakeLocks).toBe(1);

    // Escape leaves the browser's full screen (where it was entered), never the kiosk.
    await page.keyboard.press('Escape');
    expect(await kiosk().count()).toBe(1);

    // A visitor looks at the second flipbook, then walks away: after the idle period the kiosk
    // starts over at the first cover and turns the stages by itself, without animation.
    await kiosk()
      .getByRole('button', { name: `Show ${KIT_ORDER[1]}` })
      .click();
    expect(await shownTitle()).toBe(KIT_ORDER[1]);
    // They stay long enough for their reading to wait in the outbox (a turn's report goes 2 s on).
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return readingQueued(byTitle(KIT_ORDER[1]).id);
      })
      .toBe(true);
    await page.clock.runFor(IDLE_SECONDS * 1000);
    await expect.poll(() => kiosk().getAttribute('data-kiosk-mode')).toBe('attract');
    expect(await shownTitle()).toBe(KIT_ORDER[0]);
    expect(await stage()).toBe('cover');
    await page.clock.runFor(KIT_LIMITS.attractTurnMs);
    await expect.poll(stage).toBe('half-open');
    // Reduced motion leaves transitions of 0.01 ms, which a loaded machine may catch before the
    // next frame retires them: none may last as long as a millisecond.
    expect(
      await page.getByTestId('trifold').evaluate((el) =>
        el
          .getAnimations({ subtree: true })
          .map((a) => Number(a.effect?.getComputedTiming().duration ?? 0))
          .filter((ms) => ms >= 1),
      ),
    ).toEqual([]);
    // On to the last flipbook: four stages each.
    await page.clock.runFor(KIT_LIMITS.attractTurnMs * 7);
    await expect.poll(shownTitle).toBe(KIT_ORDER[2]);
    await page.clock.runFor(KIT_LIMITS.attractTurnMs);
    await expect.poll(stage).toBe('half-open');

    // A tap stops the loop at once and hands over: the stage no longer turns by itself.
    await page.getByTestId('trifold').click();
    await expect.poll(() => kiosk().getAttribute('data-kiosk-mode')).toBe('visitor');
    const tapped = await stage();
    await page.clock.runFor(KIT_LIMITS.attractTurnMs * 3);
    expect(await stage()).toBe(tapped);
    expect(await shownTitle()).toBe(KIT_ORDER[2]);

    // The QR code is the shared link of the flipbook on show with the kit's event, drawn on the
    // device.
    const src = (await kiosk().getByTestId('kiosk-qr').getAttribute('src')) ?? '';
    const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(qrModules(svg)).toEqual(
      expectedQrModules(eventViewerUrl(relay.url, byTitle(KIT_ORDER[2]).id, 'Spring fair')),
    );

    // Views: one for each flipbook a visitor used, none for what the loop showed.
    await expect.poll(eventViews).toEqual(
      [byTitle(KIT_ORDER[1]).id, byTitle(KIT_ORDER[2]).id].map((id) => ({
        id,
        count: 1,
        source: 'event',
      })),
    );

    // A reload, still without a network: the kiosk again, asking no one to sign in.
    await page.clock.resume();
    await page.reload();
    await kioskPanelShown(page);
    await pauseClock();
    expect(page.url()).toBe(`${relay.url}/kiosk/${kitId}`);
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    await expect.poll(wakeLocks).toBe(1);

    // The page is hidden and shown again: the browser let the lock go, the kiosk takes it again.
    await page.evaluate(async () => {
      const [lock] = (window as unknown as Watched).wakeLockRequests;
      await lock?.release();
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(wakeLocks).toBe(2);

    // A click on Exit does nothing but say how; a 2-second hold leaves.
    const exit = kiosk().getByRole('button', { name: 'Exit' });
    await exit.click();
    await page.getByText('Hold for 2 seconds to exit').waitFor();
    expect(await kiosk().count()).toBe(1);
    await exit.hover();
    await page.mouse.down();
    await page.clock.runFor(KIT_LIMITS.exitHoldMs - 100);
    expect(await kiosk().count()).toBe(1);
    await page.clock.runFor(100);
    await page.clock.resume();
    await page.mouse.up();
    await page.getByRole('heading', { level: 1, name: 'Spring fair' }).waitFor();
    expect(page.url()).toBe(`${relay.url}/kits/${kitId}`);

    // The server returns: the visitors' views, and only theirs, reach it, marked as the event's.
    relay.restore();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => readStore(page, 'outbox'), { timeout: 30_000 }).toEqual([]);
    expect(serverViews(byTitle(KIT_ORDER[0]).id)).toEqual({ views: 0, sources: [] });
    expect(serverViews(byTitle(KIT_ORDER[1]).id)).toEqual({ views: 1, sources: ['event'] });
    expect(serverViews(byTitle(KIT_ORDER[2]).id)).toEqual({ views: 1, sources: ['event'] });
    // Their reading too, each a reader of the event's; the loop's turns were nobody's reading.
    const event = { sessions: 1, readers: 1, sources: { link: 0, embed: 0, event: 1, library: 0 } };
    expect(await serverReading(byTitle(KIT_ORDER[0]).id)).toMatchObject({ sessions: 0 });
    expect(await serverReading(byTitle(KIT_ORDER[1]).id)).toMatchObject(event);
    expect(await serverReading(byTitle(KIT_ORDER[2]).id)).toMatchObject(event);
    // The visitor took over at the half-open stage: the cover the loop showed before was no one's.
    const [cover] = (await serverReading(byTitle(KIT_ORDER[2]).id)).stages;
    expect(cover).toEqual({ stage: 'cover', reached: 0, seconds: 0 });
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('comes back after its session ended without asking anyone to sign in, keeps what visitors leave for the next sign-in, and leaves only with the right PIN', async () => {
    await startPresenting(page, '2468');
    // The creator's session ends on the server (signed out elsewhere, or expired).
    const token = await page.evaluate(() => localStorage.getItem('flipfold:authToken'));
    const logout = await fetch(`${app.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    await page.reload();
    await kioskPanelShown(page);
    await pauseClock();
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(await page.locator('input[type="password"]').count()).toBe(0);

    // A visitor: their view waits in the outbox (written within a second, when the page is idle),
    // the server refusing the ended session.
    await page.getByTestId('trifold').click();
    await page.clock.runFor(1000);
    await expect
      .poll(eventViews)
      .toEqual([{ id: byTitle(KIT_ORDER[0]).id, count: 1, source: 'event' }]);
    // They leave their address too, which waits on the device with the view.
    await kiosk().getByRole('button', { name: 'Send me this brochure' }).click();
    // The form's code arrives on its first opening, and React shows it on the page's (paused) clock.
    const form = page.getByRole('dialog', { name: 'Send me this brochure' });
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return form.count();
      })
      .toBe(1);
    await leaveAddress(page, { email: 'visitor@example.com' });
    await form.getByText("Thanks! We'll e-mail you the link.").waitFor();
    await form.getByRole('button', { name: 'Close' }).click();
    await form.waitFor({ state: 'detached' });
    // The dialog hands the focus back on a timer of the paused clock: let it, before the hold.
    await page.clock.runFor(100);
    expect(await readStore(page, 'leads')).toHaveLength(1);

    const exit = kiosk().getByRole('button', { name: 'Exit' });
    const hold = async () => {
      await exit.focus();
      await page.keyboard.down('Enter');
      await page.clock.runFor(KIT_LIMITS.exitHoldMs);
      await page.keyboard.up('Enter');
    };
    await hold();
    const dialog = page.getByRole('dialog', { name: 'Stop presenting?' });
    await dialog.getByLabel('PIN').fill('1111');
    await dialog.getByRole('button', { name: 'Stop presenting' }).click();
    await dialog.getByText('That PIN is not right.').waitFor();
    expect(await kiosk().count()).toBe(1);
    await dialog.getByRole('button', { name: 'Keep presenting' }).click();
    expect(await kiosk().count()).toBe(1);

    await hold();
    await page.clock.resume();
    await dialog.getByLabel('PIN').fill('2468');
    await dialog.getByRole('button', { name: 'Stop presenting' }).click();
    await kiosk().waitFor({ state: 'detached' });
    // Out of the kiosk, the app finds the session ended: signed out, the view still waiting.
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    expect(await eventViews()).toHaveLength(1);
    expect(serverViews(byTitle(KIT_ORDER[0]).id).views).toBe(0);
    expect(await readStore(page, 'leads')).toHaveLength(1);
    expect(serverLeads()).toEqual([]);

    // The creator's next sign-in sends it.
    const again = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: account.email, password: account.password }),
    });
    const { authToken } = (await again.json()) as { authToken: string };
    await signInBrowser(page, { ...app, url: relay.url }, { ...account, authToken });
    await expect.poll(() => readStore(page, 'outbox'), { timeout: 30_000 }).toEqual([]);
    expect(serverViews(byTitle(KIT_ORDER[0]).id)).toEqual({ views: 1, sources: ['event'] });
    expect(serverLeads()).toEqual([
      { id: byTitle(KIT_ORDER[0]).id, email: 'visitor@example.com', source: 'kiosk' },
    ]);
  });
});

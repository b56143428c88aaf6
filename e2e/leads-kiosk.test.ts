import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_LIMITS } from '#core/event-kit';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import type { RunningApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { makeKitInBrowser, startPresenting } from '#testing/event-kit';
import { readStore } from '#testing/indexeddb';
import { forgetThroughMail, leadMailsTo, leaveAddress, startAppWithOwnLinks } from '#testing/leads';
import { signInControlled } from '#testing/offline-device';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';

const IDLE_SECONDS = 120;

/**
 * The kiosk at a booth with no network: three visitors leave their addresses with 'Send me this
 * brochure'; once the server is back the kiosk sends them, each visitor gets one mail, and the
 * creator finds three rows under Leads and a CSV of three.
 */
describe('leads left at a kiosk with no network', () => {
  let app: RunningApp;
  let relay: TcpRelay;
  let account: TestAccount;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let page: Page;
  let id: string;
  const stamp = Date.now().toString(36);
  const visitors = ['ada', 'bob', 'cy'].map((name) => `${name}-${stamp}@example.com`);
  const kiosk = () => page.locator('[data-kiosk]');
  const sendMe = () => kiosk().getByRole('button', { name: 'Send me this brochure' });
  const form = () => page.getByRole('dialog', { name: 'Send me this brochure' });

  /** A server behind a relay, and a tablet signed in to its library, the page's clock installed. */
  const openBooth = async () => {
    app = await startAppWithOwnLinks();
    relay = await startTcpRelay(app.port);
    account = await signUpVerified(app, { displayName: 'Grace Hopper' });
    id = await createBrochureThroughApi(app, account, 'Harbour Festival');
    browser = await launchChromium();
    page = await browser.newPage();
    // The clock is the whole context's: the kiosk's page alone moves it.
    for (const other of browser.pages()) if (other !== page) await other.close();
    await signInControlled(page, app, account, relay.url);
    await page.getByTestId('flipbook-card').locator('img').waitFor();
    await page.clock.install();
  };
  const closeBooth = async () => {
    await browser?.dispose();
    await relay?.close();
    await app?.stop();
  };
  beforeAll(openBooth);
  afterAll(closeBooth);

  it('asks for no visitor’s address in the library’s own viewer, which is the creator’s', async () => {
    await page.getByRole('button', { name: 'View Harbour Festival' }).click();
    const viewer = page.locator('[data-flipbook-viewer]');
    await viewer.getByRole('button', { name: 'Share' }).waitFor();
    expect(await viewer.getByRole('button', { name: 'Send me this brochure' }).count()).toBe(0);
    await viewer.getByRole('button', { name: 'Back' }).click();
    await viewer.waitFor({ state: 'detached' });
  });

  it('keeps three visitors’ addresses on the device, clearing the form for each, and sends each once when the server is back', async ({
    task,
  }) => {
    // A second try starts on a server and tablet of its own: the first may have stopped inside
    // the kiosk, offline, with its clock paused and some leads already sent.
    if ((task.result?.retryCount ?? 0) > 0) {
      await closeBooth();
      await openBooth();
    }
    await makeKitInBrowser(page, {
      name: 'Harbour fair',
      titles: ['Harbour Festival'],
      idleSeconds: IDLE_SECONDS,
    });
    await page.getByText('Every flipbook of this kit is ready offline.').waitFor();
    // The tablet's name, which its leads carry beside the event (the kit's name).
    const deviceName = page.getByLabel("This device's name");
    expect(await deviceName.inputValue()).toMatch(/^Chrome on /);
    await deviceName.fill('Tablet 2');
    await startPresenting(page);
    relay.cut();
    // From here only the journey moves the page's clock, so each thanks is timed from when it
    // showed, however slowly a loaded machine runs the steps between. It stops a few seconds
    // ahead of the time the page reads, as the call reaches the page after the context's work.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);

    for (const [i, email] of visitors.entries()) {
      // The first visitor reaches the form from the keyboard, the others by touch.
      if (i === 0) {
        await sendMe().focus();
        await page.keyboard.press('Enter');
      } else await sendMe().click();
      // Nothing of the visitor before.
      expect(await form().getByLabel('E-mail').inputValue()).toBe('');
      expect(await form().getByLabel('E-mail').getAttribute('autocomplete')).toBe('off');
      expect(await form().getByRole('checkbox').isChecked()).toBe(false);
      await form().getByText('Grace Hopper may contact me about this brochure').waitFor();
      await leaveAddress(page, { email, name: `Visitor ${i + 1}`, note: 'Met at the booth' });
      await form().getByText("Thanks! We'll e-mail you the link.").waitFor();
      await page.clock.runFor(9_000);
      expect(await form().isVisible()).toBe(true);
      await page.clock.runFor(1_000);
      await form().waitFor({ state: 'detached' });
      expect(await kiosk().count()).toBe(1);
    }
    const kept = await readStore<{ email: string; flipbookId: string }>(page, 'leads');
    expect(kept.map((l) => l.email).sort()).toEqual([...visitors].sort());
    for (const lead of kept)
      expect(lead).toMatchObject({ flipbookId: id, event: 'Harbour fair', device: 'Tablet 2' });

    // A visitor who walks away from a half-filled form: the kiosk starts over for the next one
    // and closes it, and the next visitor finds it empty.
    await sendMe().click();
    await form().getByLabel('E-mail').fill(`gone-${stamp}@example.com`);
    await page.clock.runFor(IDLE_SECONDS * 1000);
    await form().waitFor({ state: 'detached' });
    expect(await kiosk().getAttribute('data-kiosk-mode')).toBe('attract');
    await sendMe().click();
    expect(await form().getByLabel('E-mail').inputValue()).toBe('');
    await form().getByRole('button', { name: 'Close' }).click();
    expect(await readStore(page, 'leads')).toHaveLength(3);

    // The server returns: the kiosk sends what it kept, and each visitor gets one mail.
    await page.clock.resume();
    relay.restore();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await readStore(page, 'outbox')).length, { timeout: 30_000 })
      .toBe(0);
    expect(await readStore(page, 'leads')).toEqual([]);
    for (const email of visitors) {
      await expect
        .poll(() => leadMailsTo(app, email), { timeout: 20_000 })
        .toEqual([
          { link: `${app.url}/?view=${id}`, forget: expect.stringContaining('/forget-me?lead=') },
        ]);
    }
    expect(leadMailsTo(app, `gone-${stamp}@example.com`)).toEqual([]);

    // The creator leaves the kiosk and finds the three under Leads.
    await kiosk().getByRole('button', { name: 'Exit' }).hover();
    await page.mouse.down();
    await page.clock.runFor(KIT_LIMITS.exitHoldMs);
    await page.mouse.up();
    await page.getByRole('heading', { level: 1, name: 'Harbour fair' }).waitFor();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Leads' }).click();
    const table = page.getByRole('table', { name: 'Leads, newest first' });
    await expect.poll(() => table.getByText('Event kiosk').count(), { timeout: 20_000 }).toBe(3);
    expect(await table.getByText('Waiting on this device').count()).toBe(0);
    expect(await table.getByText('Tablet 2').count()).toBe(3);

    // The event's leads, searched, and exported under a name that says so.
    await page.getByRole('combobox', { name: /^Event/ }).selectOption('Harbour fair');
    await page.getByRole('searchbox', { name: 'Search' }).fill('visitor 2');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const today = new Date().toISOString().slice(0, 10);
    expect(file.suggestedFilename()).toBe(`leads-harbour-fair-${today}.csv`);
    const rows = fs
      .readFileSync(await file.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(rows.slice(1)).toHaveLength(3);
    for (const email of visitors)
      expect(
        rows.some(
          (r) => r.includes(`,${email},`) && r.includes(',Event kiosk,Harbour fair,Tablet 2,'),
        ),
      ).toBe(true);

    // A visitor has themselves forgotten: the creator is told, with the lead's id and no address.
    const lead = await forgetThroughMail(app, visitors[0] ?? '');
    await page.reload();
    const section = page.getByRole('region', { name: 'Forgotten' });
    await section.getByText(`Lead id ${lead}`).waitFor();
    expect(await section.getByText(/^Forgotten on /).count()).toBe(1);
    expect(await section.textContent()).not.toContain(visitors[0]);
    await expect.poll(() => table.getByText('Event kiosk').count()).toBe(2);
  });
});

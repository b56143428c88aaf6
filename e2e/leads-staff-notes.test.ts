import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import type { RunningApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { makeKitInBrowser, startPresenting } from '#testing/event-kit';
import { readStore } from '#testing/indexeddb';
import { leaveAddress, startAppWithOwnLinks } from '#testing/leads';
import { signInControlled } from '#testing/offline-device';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';

type Browser = Awaited<ReturnType<typeof launchChromium>>;

/** Fills the staff notes dialog as a salesperson does, and saves. */
async function writeNotes(
  dialog: Locator,
  notes: { rating?: string; tags?: string; note?: string },
): Promise<void> {
  if (notes.rating) await dialog.getByText(notes.rating, { exact: true }).click();
  if (notes.tags !== undefined) await dialog.getByLabel('Tags').fill(notes.tags);
  if (notes.note !== undefined) await dialog.getByLabel('Note', { exact: true }).fill(notes.note);
  await dialog.getByRole('button', { name: 'Save notes' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const outboxEmptied = (page: Page) =>
  expect.poll(async () => (await readStore(page, 'outbox')).length, { timeout: 30_000 }).toBe(0);

/**
 * A lead worked on by two salespeople with no network: at the kiosk, right after the visitor
 * left, one rates it and writes a note; on a laptop, later, the other tags it and rates it again.
 * Once both are back online the lead has the kiosk's note, the laptop's tags, and the later rating,
 * on both devices and in the CSV.
 */
describe('staff notes written offline on two devices', () => {
  let app: RunningApp;
  let account: TestAccount;
  let browser: Browser;
  let laptopBrowser: Browser;
  let kioskRelay: TcpRelay;
  let laptopRelay: TcpRelay;
  let kiosk: Page;
  let laptop: Page;
  const email = `ada-${Date.now().toString(36)}@example.com`;

  // Each try on a server and devices of its own: a second try must not meet the first one's lead.
  beforeEach(async () => {
    app = await startAppWithOwnLinks();
    kioskRelay = await startTcpRelay(app.port);
    laptopRelay = await startTcpRelay(app.port);
    account = await signUpVerified(app, { displayName: 'Nordlys Outdoor' });
    await createBrochureThroughApi(app, account, 'Spring Catalogue');
    browser = await launchChromium({
      viewport: { width: 1180, height: 820 },
      device: { hasTouch: true },
    });
    kiosk = await browser.newPage();
    laptopBrowser = await launchChromium();
    laptop = await laptopBrowser.newPage();
  });
  afterEach(async () => {
    await browser?.dispose();
    await laptopBrowser?.dispose();
    await kioskRelay?.close();
    await laptopRelay?.close();
    await app?.stop();
  });

  it('keeps the kiosk’s note, the laptop’s tags and the later rating, on both devices and in the CSV', async () => {
    // The tablet presents the kit; a visitor leaves an address, which reaches the server.
    await signInControlled(kiosk, app, account, kioskRelay.url);
    await kiosk.getByTestId('flipbook-card').locator('img').waitFor();
    await makeKitInBrowser(kiosk, { name: 'Spring Fair', titles: ['Spring Catalogue'] });
    await kiosk.getByText('Every flipbook of this kit is ready offline.').waitFor();
    await startPresenting(kiosk);
    const booth = kiosk.locator('[data-kiosk]');
    await booth.getByRole('button', { name: 'Send me this brochure' }).click();
    const form = kiosk.getByRole('dialog', { name: 'Send me this brochure' });
    await leaveAddress(kiosk, { email, name: 'Ada Lovelace' });
    await form.getByText("Thanks! We'll e-mail you the link.").waitFor();
    await form.getByRole('button', { name: 'Close' }).click();
    await outboxEmptied(kiosk);

    // The laptop opens Leads while online, then both lose the network.
    await signInControlled(laptop, app, account, laptopRelay.url);
    await laptop.goto(`${laptopRelay.url}/leads`);
    const row = laptop.getByRole('table', { name: 'Leads, newest first' }).getByRole('row', {
      name: new RegExp(email),
    });
    await row.waitFor({ timeout: 20_000 });
    kioskRelay.cut();
    laptopRelay.cut();

    // At the kiosk: the staff's note on the lead just left, named without the visitor's address.
    await booth.getByRole('button', { name: 'Staff note on the last lead' }).click();
    const kioskNotes = kiosk.getByRole('dialog', { name: 'Staff notes' });
    expect(await kioskNotes.textContent()).not.toContain(email);
    await writeNotes(kioskNotes, { rating: 'Hot', note: 'Wants 40 units for the autumn shops' });
    await expect
      .poll(async () => (await readStore<{ kind: string }>(kiosk, 'outbox')).map((e) => e.kind))
      .toEqual(['staff-notes']);

    // On the laptop, later: tags, and a rating that replaces the kiosk's.
    await row.getByRole('button', { name: `Staff notes on the lead of ${email}` }).click();
    await writeNotes(laptop.getByRole('dialog', { name: 'Staff notes' }), {
      rating: 'Warm',
      tags: 'distributor, spring, Distributor',
    });
    // Shown at once, from the device.
    await row.getByText('Warm', { exact: true }).waitFor();
    expect(await row.getByRole('list', { name: 'Rating and tags' }).textContent()).toBe(
      'Warmdistributorspring',
    );

    // The kiosk comes back first, then the laptop: each sends its own fields.
    for (const [relay, page] of [
      [kioskRelay, kiosk],
      [laptopRelay, laptop],
    ] as const) {
      relay.restore();
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await outboxEmptied(page);
    }
    // Once its notes are sent, the laptop's list is read again: the kiosk's note shows there
    // without a reload, and nothing of the laptop's own is lost in between.
    await row.getByText('Wants 40 units for the autumn shops').waitFor({ timeout: 20_000 });
    expect(await row.getByRole('list', { name: 'Rating and tags' }).textContent()).toBe(
      'Warmdistributorspring',
    );
    expect(await readStore(laptop, 'staffNotes')).toEqual([]);
    expect(await readStore(kiosk, 'staffNotes')).toEqual([]);

    // The CSV carries the follow-up.
    const download = laptop.waitForEvent('download');
    await laptop.getByRole('button', { name: 'Export CSV' }).click();
    const [header, line] = fs
      .readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(header).toContain('Staff note,Rating,Tags');
    expect(line).toContain('Wants 40 units for the autumn shops,Warm,"distributor, spring"');
  }, 150_000);
});

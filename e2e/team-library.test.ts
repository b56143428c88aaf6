import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextStamp } from '#core/edit-stamps';
import { KIT_LIMITS } from '#core/event-kit';
import { libraryKey } from '#core/library-key';
import { signUpVerified, type TestAccount } from '#testing/accounts';
import type { RunningApp } from '#testing/app-server';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { startPresenting } from '#testing/event-kit';
import { readStore } from '#testing/indexeddb';
import { leaveAddress, startAppWithOwnLinks } from '#testing/leads';
import { signInControlled } from '#testing/offline-device';
import { serverFlipbooks } from '#testing/server-flipbooks';
import { explainingSync, syncWatch } from '#testing/sync-state';
import { startTcpRelay, type TcpRelay } from '#testing/tcp-relay';
import { inviteAndJoin, teamsOf } from '#testing/teams';

const TEAM = 'Nordlys Outdoor';
const BROCHURE = 'Fjord Trails';

/**
 * A team's library on three people's devices, each behind a relay of its own that the journey cuts
 * to take that device offline: the presenter presents the team's kit at a booth with no network
 * and the owner finds the visitor's lead with who captured it; the owner and the editor rename the
 * same flipbook offline and the later rename wins, the owner told who made it; the owner removes
 * the presenter, whose tablet drops the team's library at its next sync.
 */
describe('a team’s library on its members’ devices', () => {
  let app: RunningApp;
  let teamId: string;
  let bookId: string;
  const people: Record<'owner' | 'editor' | 'presenter', TestAccount> = {} as never;
  const relays: TcpRelay[] = [];
  const browsers: Awaited<ReturnType<typeof launchChromium>>[] = [];

  /** A signed-in device behind a relay of its own, showing the team's library. */
  const device = async (who: keyof typeof people) => {
    const relay = await startTcpRelay(app.port);
    relays.push(relay);
    const browser = await launchChromium();
    browsers.push(browser);
    const page = await browser.newPage();
    const syncState = syncWatch(page, relay);
    await signInControlled(page, app, people[who], relay.url);
    await page.getByRole('button', { name: 'Library: My flipbooks' }).click();
    await page.getByRole('menuitemradio', { name: new RegExp(`^${TEAM}`) }).click();
    await page.getByRole('heading', { level: 2, name: TEAM }).waitFor();
    await card(page).locator('img').first().waitFor();
    return { page, relay, syncState };
  };
  const card = (page: Page, title = BROCHURE) =>
    page.getByTestId('flipbook-card').filter({ hasText: title });
  const online = async (page: Page, relay: TcpRelay) => {
    relay.restore();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
  };
  const asOwner = (path: string, init: RequestInit = {}) =>
    fetch(`${app.url}/api${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${people.owner.authToken}`,
      },
    });

  beforeAll(async () => {
    app = await startAppWithOwnLinks();
    people.owner = await signUpVerified(app, { displayName: TEAM, accountType: 'organization' });
    people.editor = await signUpVerified(app, { displayName: 'Sam Editor' });
    people.presenter = await signUpVerified(app, { displayName: 'Kari Presenter' });
    teamId = (await teamsOf(app, people.owner))[0]?.id ?? '';
    await inviteAndJoin(app, people.owner, teamId, people.editor, 'editor');
    await inviteAndJoin(app, people.owner, teamId, people.presenter, 'presenter');
    bookId = await createBrochureThroughApi(app, people.owner, BROCHURE, 0, teamId);
    const kit = await asOwner('/kits', {
      method: 'POST',
      body: JSON.stringify({
        id: crypto.randomUUID(),
        name: 'Oslo boat show',
        flipbooks: [bookId],
        idleSeconds: 120,
        teamId,
      }),
    });
    expect(kit.status).toBe(201);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.dispose();
    for (const relay of relays) await relay.close();
    await app?.stop();
  });

  let presenter: Awaited<ReturnType<typeof device>>;

  it('lets the presenter present the team’s kit offline, where the owner finds the lead as captured by them; editing is not theirs', async () => {
    presenter = await device('presenter');
    const { page, relay } = presenter;
    await card(page)
      .getByRole('button', { name: `More actions for ${BROCHURE}` })
      .click();
    await page.getByRole('menuitem', { name: 'Statistics' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Edit Flipbook' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: /^Delete/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    const refused = await fetch(`${app.url}/api/flipbooks/${bookId}`, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${people.presenter.authToken}`,
      },
      body: JSON.stringify({
        edits: {
          title: { value: 'Mine now', base: null, stamp: nextStamp([], Date.now(), 'tab') },
        },
      }),
    });
    expect(refused.status).toBe(403);

    await page.getByRole('link', { name: /Oslo boat show/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Oslo boat show' }).waitFor();
    // The team's kit came from the server: its images may still be to fetch onto this tablet.
    await page.getByText(/flipbooks? (of this kit is )?ready offline\.$/).waitFor();
    const makeReady = page.getByRole('button', { name: 'Make ready' });
    if (await makeReady.isEnabled()) await makeReady.click();
    await page.getByText('Every flipbook of this kit is ready offline.').waitFor();
    expect(await page.getByRole('button', { name: 'Edit kit' }).count()).toBe(0);
    await startPresenting(page);
    relay.cut();
    await page
      .locator('[data-kiosk]')
      .getByRole('button', { name: 'Send me this brochure' })
      .click();
    await leaveAddress(page, { email: 'visitor@fjord.example', name: 'Ola Visitor' });
    await page.getByText("Thanks! We'll e-mail you the link.").waitFor();
    expect(await readStore(page, 'leads')).toHaveLength(1);

    await online(page, relay);
    await expect.poll(async () => readStore(page, 'leads'), { timeout: 30_000 }).toEqual([]);
    const leads = await asOwner(`/leads?team=${teamId}`);
    expect((await leads.json()).items).toEqual([
      expect.objectContaining({
        email: 'visitor@fjord.example',
        capturedBy: { userId: people.presenter.user.id, name: 'Kari Presenter' },
        sentAfterRemoval: false,
      }),
    ]);
  });

  it('keeps the later of two offline renames, and tells the owner the editor made it', async () => {
    const owner = await device('owner');
    const editor = await device('editor');
    owner.relay.cut();
    editor.relay.cut();
    await rename(owner.page, BROCHURE, 'Fjord Trails 2027');
    await rename(editor.page, BROCHURE, 'Fjord Trails in Spring');

    const titleOnServer = (title: string) =>
      expect
        .poll(async () => (await serverFlipbooks(app, people.owner, teamId)).map((b) => b.title), {
          timeout: 30_000,
        })
        .toEqual([title]);
    await online(owner.page, owner.relay);
    await explainingSync(owner.syncState, () => titleOnServer('Fjord Trails 2027'));
    await online(editor.page, editor.relay);
    await explainingSync(editor.syncState, () => titleOnServer('Fjord Trails in Spring'));

    await explainingSync(owner.syncState, () =>
      owner.page
        .getByText('Renamed by Sam Editor while you were offline', { exact: false })
        .first()
        .waitFor({ timeout: 30_000 }),
    );
    await card(owner.page, 'Fjord Trails in Spring')
      .getByText(/^Renamed by Sam Editor · /)
      .waitFor();
    await card(editor.page, 'Fjord Trails in Spring')
      .getByText(/^Renamed by you · /)
      .waitFor();
  });

  it('drops the team’s library from the removed presenter’s tablet at its next sync', async () => {
    const { page } = presenter;
    const exit = page.locator('[data-kiosk]').getByRole('button', { name: 'Exit' });
    await exit.hover();
    await page.mouse.down();
    await page.waitForTimeout(KIT_LIMITS.exitHoldMs + 500);
    await page.mouse.up();
    await page.getByRole('heading', { level: 1, name: 'Oslo boat show' }).waitFor();

    const removed = await asOwner(`/teams/${teamId}/members/${people.presenter.user.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    await page
      .getByText(
        `You are no longer a member of “${TEAM}”; its library was removed from this device.`,
      )
      .first()
      .waitFor({ timeout: 30_000 });
    await page.goto(presenter.relay.url);
    await page.getByRole('heading', { level: 2, name: 'Your flipbooks' }).waitFor();
    expect(await page.getByRole('button', { name: /^Library: / }).count()).toBe(0);
    const team = libraryKey(people.presenter.user.id, teamId);
    const books = await readStore<{ ownerId: string }>(page, 'flipbooks');
    const kits = await readStore<{ ownerId: string }>(page, 'kits');
    expect([...books, ...kits].filter((r) => r.ownerId === team)).toEqual([]);
    expect(await readStore(page, 'libraries')).toEqual([]);
  });
});

/** Renames a flipbook from its card's menu, as anyone allowed to edit it does. */
async function rename(page: Page, from: string, to: string) {
  const card = page.getByTestId('flipbook-card').filter({ hasText: from });
  await card.getByRole('button', { name: `More actions for ${from}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Flipbook' });
  await dialog.getByLabel('Title').fill(to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('flipbook-card').filter({ hasText: to }).waitFor();
}

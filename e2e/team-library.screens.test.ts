import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { axeViolations } from '#testing/axe';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { launchChromium } from '#testing/chromium';
import { sendLeadThroughApi } from '#testing/leads';
import { accessible, noHorizontalOverflow, screenshot, VIEWPORTS } from '#testing/screenshots';
import { inviteAndJoin, teamsOf } from '#testing/teams';

const BROCHURES = ['Summer trails', 'Winter cabins', 'Kayak rental'];

/** An organization account and its team, which it owns. */
async function organization(app: RunningApp, name: string) {
  const owner = await signUpVerified(app, { displayName: name, accountType: 'organization' });
  const [team] = await teamsOf(app, owner);
  if (!team) throw new Error('An organization account has a team');
  return { owner, team };
}

/** Opens the header's library switcher from the keyboard, as a screen reader's user would. */
async function openSwitcher(page: Page, shown: string) {
  const trigger = page.getByRole('button', { name: `Library: ${shown}` });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  return trigger;
}

/** Chooses a library with the mouse and waits for the library page to show it. */
async function choose(page: Page, from: string, library: string) {
  await page.getByRole('button', { name: `Library: ${from}` }).click();
  await page.getByRole('menuitemradio', { name: library }).click();
  await page.getByRole('heading', { level: 2, name: library }).waitFor();
}

/** Waits until every card of the library shows its cover, read from the device. */
async function coversShown(page: Page) {
  const covers = page.getByTestId('flipbook-card').locator('img');
  await expect
    .poll(() =>
      covers.evaluateAll(
        (imgs) =>
          imgs.filter(
            (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
          ).length,
      ),
    )
    .toBe(BROCHURES.length);
}

/** Photographs the page from its top, and checks it with axe and for sideways scrolling. */
async function photograph(page: Page, name: string, what: string) {
  // A full-page shot draws the sticky header where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await noHorizontalOverflow(page, what);
  await accessible(page, what);
}

/**
 * The rules that judge the page around an open menu: Radix hides the rest of the page from screen
 * readers while its menu is open (aria-hidden, with the focus kept in the menu), so there is no
 * main landmark or heading to find then. The page itself is checked with the menu closed.
 */
const AROUND_AN_OPEN_MENU = [
  'aria-hidden-focus',
  'landmark-one-main',
  'page-has-heading-one',
  'region',
];

/** Photographs the page with a menu open, and checks the menu with axe. */
async function photographMenu(page: Page, name: string, what: string) {
  await screenshot(page, name);
  await noHorizontalOverflow(page, what);
  const found = (await axeViolations(page))
    .filter((v) => !AROUND_AN_OPEN_MENU.includes(v.id))
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target}`));
  expect({ what, found }).toEqual({ what, found: [] });
}

/**
 * The header's library switcher open, and a team's library as its presenter (filled and empty)
 * and as its editor (e2e/artifacts/team-library-*.png), on a desktop and a phone, light and dark;
 * each passes axe and keeps to the page's width. The switcher is worked from the keyboard.
 */
describe('a team’s library, photographed', () => {
  let app: RunningApp;
  let sam: TestAccount;
  let kari: TestAccount;
  let owner: TestAccount;

  beforeAll(async () => {
    app = await startApp();
    const nordlys = await organization(app, 'Nordlys Outdoor');
    const fjord = await organization(app, 'Fjord Café');
    sam = await signUpVerified(app, { displayName: 'Sam Editor' });
    kari = await signUpVerified(app, { displayName: 'Kari Presenter' });
    await inviteAndJoin(app, nordlys.owner, nordlys.team.id, sam, 'editor');
    await inviteAndJoin(app, nordlys.owner, nordlys.team.id, kari, 'presenter');
    await inviteAndJoin(app, fjord.owner, fjord.team.id, kari, 'presenter');
    const ids: string[] = [];
    for (const [i, title] of BROCHURES.entries())
      ids.push(await createBrochureThroughApi(app, nordlys.owner, title, i * 6, nordlys.team.id));
    owner = nordlys.owner;
    // A visitor's address left at Kari's kiosk, which the owner finds as captured by her.
    const lead = { source: 'kiosk', email: 'ola@fjord.example', name: 'Ola Nordmann' };
    const sent = await sendLeadThroughApi(app, ids[0] ?? '', { ...lead, event: 'Oslo' }, kari);
    expect(sent.status).toBe(201);
  });
  afterAll(async () => {
    await app?.stop();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`on ${size}, ${theme}`, async () => {
        // Kari's device and Sam's.
        const kariDevice = await launchChromium({ viewport, colorScheme: theme });
        const samDevice = await launchChromium({ viewport, colorScheme: theme });
        const ownerDevice = await launchChromium({ viewport, colorScheme: theme });
        try {
          const [kariPage, samPage, ownerPage] = await Promise.all([
            kariDevice.newPage(),
            samDevice.newPage(),
            ownerDevice.newPage(),
          ]);
          for (const page of [kariPage, samPage, ownerPage])
            await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
          await presenterShots(kariPage, `${size}-${theme}`);
          await editorShots(samPage, `${size}-${theme}`);
          await ownerShots(ownerPage, `${size}-${theme}`);
        } finally {
          await kariDevice.dispose();
          await samDevice.dispose();
          await ownerDevice.dispose();
        }
      });
    }
  }

  /** Kari: the switcher open over her own library, then the teams' libraries she presents. */
  async function presenterShots(page: Page, shot: string) {
    await signInBrowser(page, app, kari);
    await page.getByRole('button', { name: 'Library: My flipbooks' }).waitFor();
    await accessible(page, 'the library page with the library switcher');
    const trigger = await openSwitcher(page, 'My flipbooks');
    const choices = page.getByRole('menuitemradio');
    await expect
      .poll(() => choices.allInnerTexts())
      .toEqual(['My flipbooks', 'Fjord Café\nPresenter', 'Nordlys Outdoor\nPresenter']);
    await photographMenu(page, `team-library-switcher-${shot}`, 'the library switcher, open');
    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await expect.poll(() => trigger.evaluate((b) => b === document.activeElement)).toBe(true);

    // Arrows move down the choices, Enter takes one.
    await openSwitcher(page, 'My flipbooks');
    // Radix moves the focus a moment after the key: each press waits for it before the next.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focused).toBe('My flipbooks');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Fjord CaféPresenter');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Nordlys OutdoorPresenter');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Nordlys Outdoor' }).waitFor();
    await page.getByRole('button', { name: `View ${BROCHURES[0]}` }).waitFor();
    await page.getByText('You present this team’s library; editors change it.').waitFor();
    expect(await page.getByRole('heading', { name: 'Create New Flipbook' }).count()).toBe(0);
    await page.getByRole('button', { name: `More actions for ${BROCHURES[0]}` }).click();
    await page.getByRole('menuitem', { name: 'Statistics' }).waitFor();
    expect(await page.getByRole('menuitem', { name: /Edit|Delete/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await coversShown(page);
    await photograph(page, `team-library-presenter-${shot}`, 'a team library, as its presenter');

    await choose(page, 'Nordlys Outdoor', 'Fjord Café');
    await page.getByText('Nothing to present yet.').waitFor();
    await photograph(page, `team-library-empty-${shot}`, 'an empty team library, as its presenter');
  }

  /** Sam: the team's library he edits, with the upload zone that fills it. */
  async function editorShots(page: Page, shot: string) {
    await signInBrowser(page, app, sam);
    await choose(page, 'My flipbooks', 'Nordlys Outdoor');
    await page.getByRole('button', { name: `View ${BROCHURES[0]}` }).waitFor();
    await page.getByText('New flipbooks go into Nordlys Outdoor.').waitFor();
    await coversShown(page);
    await photograph(page, `team-library-editor-${shot}`, 'a team library, as its editor');
  }

  /** The owner: the team's leads with who captured each, and the figures of the team's library. */
  async function ownerShots(page: Page, shot: string) {
    await signInBrowser(page, app, owner);
    await choose(page, 'My flipbooks', 'Nordlys Outdoor');
    await page.goto(`${app.url}/leads`);
    // The name is also a choice of the filter's list, which shows none.
    await page.getByText('Kari Presenter').filter({ visible: true }).first().waitFor();
    await page.getByRole('combobox', { name: 'Captured by' }).waitFor();
    await photograph(page, `team-leads-${shot}`, 'the team’s leads, as its owner');
    await page.goto(`${app.url}/profile?tab=analytics`);
    await page.getByLabel('Library').selectOption({ label: 'Nordlys Outdoor' });
    await page.getByLabel('Made by').waitFor();
    await photograph(page, `team-analytics-${shot}`, 'the team library’s figures, as its owner');
  }
});

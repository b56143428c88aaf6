import { afterAll, beforeAll, describe, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { accessible, noHorizontalOverflow, screenshot, VIEWPORTS } from '#testing/screenshots';
import { invite, inviteAndJoin, mailedInvitation, teamsOf } from '#testing/teams';

/**
 * Profile → Team as its owner sees it (members of each role, a pending invitation), the page of
 * an invitation's link signed out, and the tab of someone in no team (e2e/artifacts/team-*.png), on a desktop and a phone, light
 * and dark; each passes axe and keeps to the page's width.
 */
describe('the Team tab and the invitation page, photographed', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let owner: TestAccount;
  let invitationPath: string;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
    owner = await signUpVerified(app, {
      displayName: 'Nordlys Outdoor',
      accountType: 'organization',
    });
    const [team] = await teamsOf(app, owner);
    if (!team) throw new Error('An organization account has a team');
    const people = [
      ['Ingrid Admin', 'admin'],
      ['Sam Editor', 'editor'],
      ['Kari Presenter', 'presenter'],
    ] as const;
    for (const [displayName, role] of people)
      await inviteAndJoin(app, owner, team.id, await signUpVerified(app, { displayName }), role);
    await invite(app, owner, team.id, 'new.rep@nordlys.example', 'presenter');
    invitationPath = await mailedInvitation(app, 'new.rep@nordlys.example');
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`on ${size}, ${theme}`, async () => {
        const signedIn = await launchChromium({ viewport, colorScheme: theme });
        const signedOut = await launchChromium({ viewport, colorScheme: theme });
        try {
          const page = await signedIn.newPage();
          await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
          await signInBrowser(page, app, owner, '/profile?tab=team');
          await page.getByText('Kari Presenter', { exact: true }).waitFor();
          await screenshot(page, `team-tab-${size}-${theme}`);
          await noHorizontalOverflow(page, 'the Team tab');
          await accessible(page, 'the Team tab');

          const visitor = await signedOut.newPage();
          await visitor.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
          await visitor.goto(`${app.url}${invitationPath}`);
          await visitor.getByText('new.rep@nordlys.example').first().waitFor();
          await screenshot(visitor, `team-invitation-${size}-${theme}`);
          await noHorizontalOverflow(visitor, 'the invitation page');
          await accessible(visitor, 'the invitation page');

          // Someone in no team, who may make one.
          await signInBrowser(visitor, app, await signUpVerified(app), '/profile?tab=team');
          await visitor.getByText('You are in no team yet.', { exact: false }).waitFor();
          await screenshot(visitor, `team-none-${size}-${theme}`);
          await noHorizontalOverflow(visitor, 'the Team tab of someone in no team');
          await accessible(visitor, 'the Team tab of someone in no team');
        } finally {
          await signedIn.dispose();
          await signedOut.dispose();
        }
      });
    }
  }
});

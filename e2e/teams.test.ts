import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium, WITHOUT_SERVICE_WORKER } from '#testing/chromium';
import { VIEWPORTS } from '#testing/screenshots';
import { invite, inviteAndJoin, mailedInvitation, teamsOf } from '#testing/teams';
import { looksRight } from '#testing/text-fits';
import { untranslatedOnShow } from '#testing/untranslated-on-show';

/**
 * A team with three people in three browsers: the owner invites from Profile → Team, an editor
 * joins through the mailed link after signing in on its page, a presenter already signed in joins
 * at once and sees no management controls; the owner removes the presenter, whose Team tab then
 * has no team. Then, in other languages: nothing untranslated on the tab or the invitation page,
 * and German and Arabic (right to left) fitting a phone.
 */
describe('a team, from three browsers', () => {
  let app: RunningApp;
  let owner: TestAccount;
  let editor: TestAccount;
  let presenter: TestAccount;
  const browsers: Awaited<ReturnType<typeof launchChromium>>[] = [];
  const open = async (options?: Parameters<typeof launchChromium>[0]) => {
    const context = await launchChromium({ ...WITHOUT_SERVICE_WORKER, ...options });
    browsers.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    app = await startApp();
    owner = await signUpVerified(app, {
      displayName: 'Nordlys Outdoor',
      accountType: 'organization',
    });
    editor = await signUpVerified(app, { displayName: 'Sam Editor' });
    presenter = await signUpVerified(app, { displayName: 'Kari Presenter' });
  });
  afterAll(async () => {
    for (const context of browsers) await context.dispose();
    await app?.stop();
  });

  it('invites by the form, joins by the mailed link, and a removed member has no team left', async () => {
    const ownerPage = await open();
    await signInBrowser(ownerPage, app, owner, '/profile?tab=team');
    const inviteAs = async (email: string, role: string) => {
      await ownerPage.getByLabel('E-mail').fill(email);
      await ownerPage.getByRole('combobox', { name: /^Role(?! of)/ }).selectOption({ label: role });
      await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
      await ownerPage.getByText(email, { exact: true }).waitFor();
    };
    await inviteAs(editor.email, 'Editor');
    await inviteAs(presenter.email, 'Presenter');

    // The editor opens the link signed out, signs in on its page, and joins.
    const editorPage = await open();
    await editorPage.goto(`${app.url}${await mailedInvitation(app, editor.email)}`);
    await editorPage.getByText('Join Nordlys Outdoor').first().waitFor();
    await editorPage.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const form = editorPage.getByRole('dialog').getByRole('tabpanel');
    await form.getByLabel('Email or Username').fill(editor.email);
    await form.getByLabel('Password', { exact: true }).fill(editor.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await editorPage.getByRole('button', { name: 'Join Nordlys Outdoor' }).click();
    await editorPage.waitForURL(/\/profile\?tab=team$/);
    await editorPage.getByText('Your role: Editor.').waitFor();

    // The presenter, signed in already, joins at once and may change nobody.
    const presenterPage = await open();
    await signInBrowser(
      presenterPage,
      app,
      presenter,
      await mailedInvitation(app, presenter.email),
    );
    await presenterPage.getByRole('button', { name: 'Join Nordlys Outdoor' }).click();
    await presenterPage.getByText('Your role: Presenter.').waitFor();
    const members = presenterPage.getByRole('list', { name: 'Members of Nordlys Outdoor' });
    await members.getByText('Sam Editor').waitFor();
    expect(await presenterPage.getByRole('combobox').count()).toBe(0);
    expect(await presenterPage.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await presenterPage.getByRole('button', { name: 'Leave team' }).waitFor();

    // The owner sees both, no invitation left pending, and removes the presenter.
    await ownerPage.reload();
    await ownerPage.getByText('Members (3)').waitFor();
    await ownerPage.getByText('No invitations waiting.').waitFor();
    await ownerPage.getByRole('button', { name: 'Remove Kari Presenter' }).click();
    await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await ownerPage.getByText('Members (2)').waitFor();
    expect(await teamsOf(app, presenter)).toEqual([]);

    await presenterPage.reload();
    await presenterPage.getByText('You are in no team yet.', { exact: false }).waitFor();
  });

  it('lets a new person create their account on the invitation page and join, the link proving the address', async () => {
    const [team] = await teamsOf(app, owner);
    const email = `new.rep-${Date.now()}@nordlys.example`;
    await invite(app, owner, team?.id ?? '', email, 'presenter');
    const page = await open();
    await page.goto(`${app.url}${await mailedInvitation(app, email)}`);
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('tabpanel');
    await form.getByLabel('First Name').fill('Nora');
    await form.getByLabel('Last Name').fill('Rep');
    await form.getByLabel('Email Address').fill(email);
    await dialog.getByRole('img', { name: 'Email available' }).waitFor();
    await form.getByLabel('Password', { exact: true }).fill('Nora#Rep-2026');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Nora#Rep-2026');
    await form.getByRole('button', { name: 'Create Account' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
    await verify.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('status').filter({ hasText: 'Please verify your email' }).waitFor();

    await page.getByRole('button', { name: 'Join Nordlys Outdoor' }).click();
    await page.getByText('Your role: Presenter.').waitFor();
    // Joining verified the address the link went to: no banner asks for the code any more, at
    // once and after a reload.
    const banner = page.getByRole('status').filter({ hasText: 'Please verify your email' });
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Your role: Presenter.').waitFor();
    expect(
      await page.getByRole('status').filter({ hasText: 'Please verify your email' }).count(),
    ).toBe(0);
  });

  /** A new organization's team of two, with an invitation pending; `own`: its people's words. */
  async function teamWithPending() {
    const boss = await signUpVerified(app, {
      displayName: 'Fjord Gear',
      accountType: 'organization',
    });
    const [team] = await teamsOf(app, boss);
    const teamId = team?.id ?? '';
    const member = await signUpVerified(app, { displayName: 'Lena Editor' });
    await inviteAndJoin(app, boss, teamId, member, 'editor');
    const pending = `pending-${Date.now()}@fjord.example`;
    await invite(app, boss, teamId, pending, 'presenter');
    // The people's own words: names and addresses, the team's name.
    return { boss, pending, own: ['Fjord Gear', 'Lena Editor', boss.email, member.email, pending] };
  }

  it('shows nothing untranslated on Profile → Team or the invitation page: in the pseudo-language every text is marked', async () => {
    const { boss, own, pending } = await teamWithPending();

    const page = await open();
    await page.addInitScript(() => localStorage.setItem('flipfold:language', 'en-XA'));
    await signInBrowser(page, app, boss, '/profile?tab=team');
    const tab = page.getByRole('tabpanel');
    await tab.getByText(pending, { exact: true }).waitFor();
    await untranslatedOnShow(tab, own);
    await tab.getByRole('button', { name: '⟦Rémóvé Lena Editor⟧' }).click();
    const question = page.getByRole('alertdialog');
    await question.getByRole('button', { name: '⟦Rémóvé⟧' }).waitFor();
    await untranslatedOnShow(question, own);
    await page.keyboard.press('Escape');

    const visitor = await open();
    await visitor.addInitScript(() => localStorage.setItem('flipfold:language', 'en-XA'));
    await visitor.goto(`${app.url}${await mailedInvitation(app, pending)}`);
    const card = visitor.locator('main section').first();
    await card.getByRole('heading', { name: '⟦Jóíñ Fjord Gear⟧' }).waitFor();
    await untranslatedOnShow(card, own);
  });

  it('fits Profile → Team in German and the invitation page in Arabic, right to left, on a phone', async () => {
    const { boss, pending } = await teamWithPending();
    const german = await open({ locale: 'de-DE', viewport: VIEWPORTS.phone });
    await signInBrowser(german, app, boss, '/profile?tab=team');
    await german.getByRole('list', { name: 'Mitglieder von Fjord Gear' }).waitFor();
    await german.getByText('Offene Einladungen').waitFor();
    await looksRight(german, 'teams-de-team-tab-phone');

    const arabic = await open({ locale: 'ar', viewport: VIEWPORTS.phone });
    await arabic.goto(`${app.url}${await mailedInvitation(app, pending)}`);
    await arabic.getByRole('heading', { name: 'الانضمام إلى Fjord Gear' }).waitFor();
    expect(await arabic.evaluate(() => document.dir)).toBe('rtl');
    await looksRight(arabic, 'teams-ar-invitation-phone');
  });
});

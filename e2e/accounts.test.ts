import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkAccountScreens } from '#testing/account-screens';
import { mailedCode, mailedPath, signUpUnverified } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium, WITHOUT_SERVICE_WORKER } from '#testing/chromium';
import { holdRoute } from '#testing/hold-route';
import { addRows, readStore } from '#testing/indexeddb';
import { collectPageErrors, noShots, screenshot, VIEWPORTS } from '#testing/screenshots';

/** Chromium logs every refused request (a wrong password's 401) as an error; those are expected. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !e.startsWith('Failed to load resource'));
}

/** The path of the last link of a kind the server printed for this address, once it is there. */
const mailedLink = (app: RunningApp, email: string, kind: 'verification' | 'reset') =>
  mailedPath(
    app,
    email,
    kind === 'verification' ? 'verification code \\d{6}, link' : 'password reset link',
  );

/** Waits for the verification mail and reads its code through the shared helper. */
async function codeFor(app: RunningApp, email: string): Promise<string> {
  await mailedLink(app, email, 'verification');
  return mailedCode(app, email);
}

async function signOutFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tabpanel').getByLabel('Email or Username').fill(identifier);
  await dialog.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

describe('the account lifecycle in the browser', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let page: Page;
  let errors: string[];
  const email = 'events@acme.example';
  const organization = 'Acme Events';
  let username = '';
  let password = 'Launch#2026';

  async function open() {
    app = await startApp();
    // No service worker: the first journey holds the library's script back by route.
    browser = await launchChromium({ serviceWorkers: 'block' });
    page = await browser.newPage();
    errors = collectPageErrors(page);
  }
  async function close() {
    await browser?.dispose();
    await app?.stop();
  }
  beforeAll(open);
  afterAll(close);

  it('signs up as an organization through the dialog and verifies by the mailed code', async ({
    task,
  }) => {
    // A second try starts over: the first may have made the account and left the page signed in.
    if (task.result?.retryCount) {
      await close();
      await open();
    }
    await page.goto(app.url);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Sign In' }).waitFor();
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(await dialog.getByRole('radio', { name: 'Individual' }).isChecked()).toBe(true);
    await dialog.getByRole('tabpanel').getByLabel('First Name').waitFor();

    await dialog.getByText('Organization', { exact: true }).click();
    expect(await dialog.getByRole('tabpanel').getByLabel('First Name').count()).toBe(0);
    await dialog.getByRole('tabpanel').getByLabel('Organization / Team Name').fill(organization);
    expect(await dialog.getByText('Display name:').textContent()).toBe(
      `Display name: ${organization}`,
    );
    const usernameField = dialog.getByRole('tabpanel').getByLabel('Username');
    await expect.poll(() => usernameField.inputValue()).toMatch(/^acme/);
    username = await usernameField.inputValue();

    await dialog.getByRole('tabpanel').getByLabel('Email Address').fill(email);
    await dialog.getByRole('img', { name: 'Email available' }).waitFor();

    await dialog.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill('launch');
    for (const rule of [
      'At least 8 characters',
      'At least one uppercase letter',
      'At least one number',
      'At least one special character (!@#$%^&*)',
    ]) {
      await dialog.getByText(rule).waitFor();
    }
    await dialog.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill(password);
    expect(await dialog.getByText('At least').count()).toBe(0);
    await dialog
      .getByRole('tabpanel')
      .getByLabel('Confirm Password', { exact: true })
      .fill('Launch#2025');
    await dialog.getByText('Passwords do not match').waitFor();
    const create = dialog.getByRole('button', { name: 'Create Account' });
    expect(await create.isDisabled()).toBe(true);
    await dialog
      .getByRole('tabpanel')
      .getByLabel('Confirm Password', { exact: true })
      .fill(password);
    await dialog.getByText('Passwords match').waitFor();
    await dialog.getByRole('button', { name: 'Show password', exact: true }).click();
    expect(
      await dialog
        .getByRole('tabpanel')
        .getByLabel('Password', { exact: true })
        .getAttribute('type'),
    ).toBe('text');
    await create.click();

    const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
    await verify.waitFor();
    expect(await verify.textContent()).toContain(email);
    await page
      .getByText('Account created! Check your email for a verification code.')
      .first()
      .waitFor();
    // The notice is the library's, drawn once its texts have loaded.
    await expect
      .poll(() => page.getByText(/^Please verify your email to create flipbooks\./).count())
      .toBe(1);
    const resend = verify.getByRole('button', { name: /^Resend in \d+s$/ });
    expect(await resend.isDisabled()).toBe(true);

    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await verify.waitFor();

    const codeInput = verify.getByLabel('Verification code');
    expect(await codeInput.getAttribute('inputmode')).toBe('numeric');
    expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    await codeInput.pressSequentially('12ab3');
    expect(await codeInput.inputValue()).toBe('123');
    expect(await verify.getByRole('button', { name: 'Verify', exact: true }).isDisabled()).toBe(
      true,
    );

    const code = await codeFor(app, email);
    await codeInput.fill(code);
    // The page reloads after the verification; the signed-in home's script is held back meanwhile, and
    // the page shows the library's outline rather than nothing between the header and footer.
    const release = await holdRoute(page, '**/assets/signed-in-*.js');
    const reloaded = page.waitForEvent('domcontentloaded');
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await reloaded;
    await page.getByRole('status', { name: 'Loading your library' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your flipbooks' }).isVisible()).toBe(true);
    await screenshot(page, 'library-loading-desktop-light', { fullPage: false });
    release();
    await page.getByRole('button', { name: `Account menu for ${organization}` }).waitFor();
    await page.getByText('No flipbooks yet').waitFor();
    expect(await page.getByText(/^Please verify your email/).count()).toBe(0);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('flipfold:user') ?? 'null'),
    );
    expect(stored).toMatchObject({
      email,
      name: organization,
      accountType: 'organization',
      isVerified: true,
    });
    expect(unexpected(errors)).toEqual([]);
  });

  it('flags a registered e-mail in the sign-up tab and blocks the submit', async () => {
    await signOutFromMenu(page, organization);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByRole('tabpanel').getByLabel('First Name').fill('Ada');
    await dialog.getByRole('tabpanel').getByLabel('Last Name').fill('Lovelace');
    await dialog.getByRole('tabpanel').getByLabel('Email Address').fill(email.toUpperCase());
    await dialog.getByText('Email already registered').waitFor();
    expect(
      await dialog.getByRole('tabpanel').getByLabel('Email Address').getAttribute('aria-invalid'),
    ).toBe('true');
    await dialog.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill(password);
    await dialog
      .getByRole('tabpanel')
      .getByLabel('Confirm Password', { exact: true })
      .fill(password);
    expect(await dialog.getByRole('button', { name: 'Create Account' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
  });

  it('signs in by username, shows the menu without the admin entry, and refuses a wrong password', async () => {
    await signIn(page, username, 'Wrong#Pass1');
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('alert').textContent()).toBe('Invalid email or password');
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Invalid email or password');
    await dialog.getByRole('tab', { name: 'Sign In' }).click();
    await dialog.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    const menu = page.getByRole('button', { name: `Account menu for ${organization}` });
    await menu.waitFor();
    expect(await menu.textContent()).toContain('A');
    await menu.click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await menu.waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it('asks before signing out with changes waiting to sync, then clears them', async () => {
    const userId = await page.evaluate(
      // The app stores the PublicUser JSON under this key; only its id is needed here.
      () => (JSON.parse(localStorage.getItem('flipfold:user') ?? '{}') as { id: string }).id,
    );
    await addRows(
      page,
      'outbox',
      ['a', 'b'].map((flipbookId) => ({
        ownerId: userId,
        flipbookId,
        kind: 'create',
        // Refused by the server: no drain (the page's or the service worker's) takes them away.
        status: 'failed',
        error: 'Title is too long',
        attempts: 1,
        notBefore: 0,
        createdAt: Date.now(),
      })),
    );
    // Written around Dexie, whose live queries only see its own writes: a new load reads them.
    await page.reload();

    const menu = page.getByRole('button', { name: `Account menu for ${organization}` });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.locator('p').allInnerTexts()).toEqual([
      'You have 2 changes waiting to sync.',
      '2 changes are not saved on the server: signing out now discards them.',
    ]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await menu.waitFor();

    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await confirm.getByRole('button', { name: 'Sign out anyway' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    const left = await readStore(page, 'outbox');
    expect(left).toHaveLength(0);
    expect(await page.evaluate(() => localStorage.getItem('flipfold:authToken'))).toBeNull();
    await signIn(page, username, password);
    await menu.waitFor();
  });

  it('resets the password through the mailed link', async () => {
    await signOutFromMenu(page, organization);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/request-reset$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If the email exists, a reset link has been sent.').waitFor();
    expect(await mailedLink(app, email, 'reset')).toMatch(/^\/reset-password\?token=/);

    await page.goto(`${app.url}/reset-password`);
    await page
      .getByText('Invalid Link: This password reset link is invalid or has expired')
      .waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL(/\/request-reset$/);

    await page.goto(`${app.url}${await mailedLink(app, email, 'reset')}`);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Update password' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Password must be at least 8 characters long',
    );
    password = 'Reset#Pass42';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(`${password}x`);
    await page.getByRole('button', { name: 'Update password' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Passwords do not match');
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    expect(
      await page.getByRole('listitem').filter({ hasText: 'Passwords match' }).textContent(),
    ).toContain('(done)');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password updated successfully!').waitFor();
    await page.getByRole('button', { name: 'Go to Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tabpanel').getByLabel('Email or Username').fill(email);
    await dialog.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.getByRole('button', { name: `Account menu for ${organization}` }).waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it('changes the password on the profile', async () => {
    await page.getByRole('button', { name: `Account menu for ${organization}` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(/\/profile$/);
    const info = page.getByRole('tabpanel');
    expect(await info.textContent()).toContain(username);
    expect(await info.textContent()).toContain(email);
    expect(await info.textContent()).toContain(organization);
    expect(await info.textContent()).toContain('Verified');

    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Current password', { exact: true }).fill(password);
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password', { exact: true }).fill('abcd');
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Passwords do not match');
    await page.getByLabel('Confirm new password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Password must be at least 6 characters',
    );
    await page.getByLabel('Current password', { exact: true }).fill('Not#MyPass1');
    await page.getByLabel('New password', { exact: true }).fill('Profile#Pass7');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Profile#Pass7');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Failed to change password', { exact: true }).waitFor();

    await page.getByLabel('Current password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed successfully!', { exact: true }).waitFor();
    password = 'Profile#Pass7';
    await page.reload();
    await page.getByRole('tab', { name: 'Info' }).waitFor();
    await signOutFromMenu(page, organization);
    await signIn(page, username, password);
    await page.getByRole('button', { name: `Account menu for ${organization}` }).waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it('deletes the account from the Danger Zone and sends the person home', async () => {
    await page.goto(`${app.url}/profile`);
    await page
      .getByRole('button', { name: 'Back' })
      .or(page.getByRole('link', { name: 'Back' }))
      .waitFor();
    await page.getByRole('tab', { name: 'Danger Zone' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByLabel('Password', { exact: true }).fill('Wrong#Pass9');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByRole('alert').waitFor();
    await confirm.getByLabel('Password', { exact: true }).fill(password);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('flipfold:user'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('flipfold:authToken'))).toBeNull();

    await page.goto(`${app.url}/profile`);
    await page.waitForURL(`${app.url}/`);
    await signIn(page, username, password);
    expect(await page.getByRole('dialog').getByRole('alert').textContent()).toBe(
      'Invalid email or password',
    );
    expect(unexpected(errors)).toEqual([]);
  });

  it('verifies an e-mail by the mailed link and explains a missing token', async () => {
    const other = 'linked@acme.example';
    await signUpUnverified(app, {
      username: 'linked.person',
      email: other,
      password: 'Linked#Pass1',
      displayName: 'Linked Person',
    });
    await page.goto(`${app.url}${await mailedLink(app, other, 'verification')}`);
    await page
      .getByRole('heading', { name: 'Email verified successfully! You can now create flipbooks.' })
      .waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.goto(`${app.url}/verify-email`);
    await page.getByText('No verification token provided.').waitFor();
    expect(unexpected(errors)).toEqual([]);
  });
  it('verifies by code on the profile, reloading into the verified state', async () => {
    const other = 'profile@acme.example';
    await signUpUnverified(app, {
      username: 'profile.person',
      email: other,
      password: 'Profile#Pass1',
      displayName: 'Pat Profile',
    });
    await page.goto(app.url);
    await signIn(page, 'profile.person', 'Profile#Pass1');
    await page.getByRole('button', { name: 'Account menu for Pat Profile' }).waitFor();
    await page.goto(`${app.url}/profile`);
    const info = page.getByRole('tabpanel');
    await info.getByText('Pat Profile').waitFor();
    await info.getByText('Not verified').waitFor();

    // The sign-up mail went out moments ago, so the server's resend cooldown refuses another.
    await info.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByText('Failed to send verification code', { exact: true }).waitFor();

    await info.getByLabel('Verification code').fill(await codeFor(app, other));
    const reloaded = page.waitForEvent('load');
    await info.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Email verified successfully!', { exact: true }).waitFor();
    await reloaded;
    await page.getByRole('tabpanel').getByText('Verified', { exact: true }).waitFor();
    expect(await page.getByText(/^Please verify your email/).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  it('names the code as well as the link in the banner, and verifies with the code from there', async () => {
    // An account of each try's own: a second try must not meet the first one's.
    const stamp = Date.now().toString(36);
    const other = `banner-${stamp}@acme.example`;
    await signUpUnverified(app, {
      username: `banner.${stamp}`,
      email: other,
      password: 'Banner#Pass1',
      displayName: 'Ben Banner',
    });
    await signOutFromMenu(page, 'Pat Profile');
    await signIn(page, `banner.${stamp}`, 'Banner#Pass1');
    const banner = page.getByRole('status').filter({ hasText: 'Please verify your email' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(
      'Please verify your email to create flipbooks. Check your inbox for the verification link.',
    );
    expect(await banner.textContent()).toContain('6-digit code');
    await screenshot(page, 'unverified-banner-desktop-light', { fullPage: false });

    await banner.getByRole('button', { name: 'Enter the code' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
    expect(await verify.textContent()).toContain(other);
    // The code was mailed at sign-up, a while ago: a new one may be asked for at once.
    expect(await verify.getByRole('button', { name: 'Resend Code' }).isEnabled()).toBe(true);
    await verify.getByLabel('Verification code').fill(await codeFor(app, other));
    const reloaded = page.waitForEvent('load');
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Email verified successfully!', { exact: true }).first().waitFor();
    await reloaded;
    await page.getByRole('button', { name: 'Account menu for Ben Banner' }).waitFor();
    expect(await page.getByText(/^Please verify your email/).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  it('fits every account screen on a 390 px phone, from the sign-in dialog to the reset pages, without sideways scrolling or errors', async () => {
    const phone = await launchChromium({ ...WITHOUT_SERVICE_WORKER, viewport: VIEWPORTS.phone });
    try {
      await walkAccountScreens(await phone.newPage(), app, 'phone', noShots);
    } finally {
      await phone.dispose();
    }
  });
});

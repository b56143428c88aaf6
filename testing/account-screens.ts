import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningApp } from './app-server';
import { collectPageErrors, noHorizontalOverflow, type Shoot } from './screenshots';

/**
 * Walks a new visitor through every account screen: the dialog's Sign In (with its error) and
 * Sign Up tabs, the verification modal and the banner behind it, the account menu, the profile
 * tabs and both reset pages, and signs out. Each screen fits the page's width (no sideways
 * scrolling) and nothing logs an error; `shoot` photographs each one (`name` tells the copies
 * of a run apart: the width and the theme).
 */
export async function walkAccountScreens(
  page: Page,
  app: RunningApp,
  name: string,
  shoot: Shoot,
): Promise<void> {
  const errors = collectPageErrors(page);
  await page.goto(app.url);
  const email = `grace-${name}@example.com`;
  await walkSignInAndUp(page, { email, name, shoot });
  await walkProfile(page, name, shoot);
  await walkResetPages(page, app, { email, name, shoot });

  await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
  expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
}

interface Walk {
  email: string;
  name: string;
  shoot: Shoot;
}

/** The dialog's Sign In error and Sign Up tab, then the verification modal and the banner. */
async function walkSignInAndUp(page: Page, { email, name, shoot }: Walk) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  const form = dialog.getByRole('tabpanel');
  await form.getByLabel('Email or Username').fill(`nobody-${name}`);
  await form.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByRole('alert').waitFor();
  await shoot(`accounts-dialog-signin-${name}`);

  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await form.getByLabel('First Name').fill('Grace');
  await form.getByLabel('Last Name').fill('Hopper');
  await form.getByLabel('Email Address').fill(email);
  await dialog.getByRole('img', { name: 'Email available' }).waitFor();
  await expect.poll(() => form.getByLabel('Username').inputValue()).toMatch(/^grace/);
  await form.getByLabel('Password', { exact: true }).fill('grace');
  await form.getByLabel('Confirm Password', { exact: true }).fill('grac');
  await shoot(`accounts-dialog-signup-${name}`);
  await noHorizontalOverflow(page, 'the Sign Up tab');

  await form.getByLabel('Password', { exact: true }).fill('Grace#Hopper1');
  await form.getByLabel('Confirm Password', { exact: true }).fill('Grace#Hopper1');
  await form.getByRole('button', { name: 'Create Account' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
  await verify.waitFor();
  await verify.getByLabel('Verification code').fill('123');
  await shoot(`accounts-verify-modal-${name}`);
  await verify.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('status').filter({ hasText: 'Please verify your email' }).waitFor();
  await shoot(`accounts-unverified-banner-${name}`);
}

/** The account menu, then each tab of the profile. */
async function walkProfile(page: Page, name: string, shoot: Shoot) {
  await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
  await shoot(`accounts-user-menu-${name}`);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL(/\/profile$/);
  // The screenshots want the sign-up toast gone. It may time out between the check and the click
  // on a loaded machine, so a click that finds nothing is fine: the wait below is what must hold.
  const toastClose = page.getByRole('region').getByRole('button', { name: 'Close' });
  if (await toastClose.isVisible())
    await toastClose.click({ timeout: 2_000 }).catch(() => undefined);
  await toastClose.waitFor({ state: 'detached' });
  for (const tab of ['Info', 'Password', 'Analytics', 'Integrations', 'Danger Zone']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').waitFor();
    await shoot(`accounts-profile-${tab.toLowerCase().replace(' ', '-')}-${name}`);
    await noHorizontalOverflow(page, `the profile's ${tab} tab`);
  }
}

/** The new password page of a reset link, and the page that asks for one. */
async function walkResetPages(page: Page, app: RunningApp, { email, name, shoot }: Walk) {
  await page.goto(`${app.url}/reset-password?token=${'a'.repeat(32)}`);
  await page.getByLabel('New password', { exact: true }).fill('Grace1');
  await shoot(`accounts-reset-password-${name}`);
  await page.goto(`${app.url}/request-reset`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If the email exists, a reset link has been sent.').waitFor();
  await shoot(`accounts-request-reset-${name}`);
  await noHorizontalOverflow(page, 'the reset request page');
}

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { collectPageErrors, screenshot, VIEWPORTS } from '#testing/screenshots';

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('the account screens look finished', () => {
  let app: RunningApp;
  let browser: Awaited<ReturnType<typeof launchChromium>>;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`on ${width}, ${theme}: dialog tabs, verification modal, profile tabs and reset pages`, async () => {
        const name = `${width}-${theme}`;
        const page = await browser.newPage();
        const errors = collectPageErrors(page);
        await page.setViewportSize(viewport);
        // Without transitions each screenshot shows the settled state of the tab it opened.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.addInitScript((t) => localStorage.setItem('flipfold:theme', t), theme);
        await page.goto(app.url);

        await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
        const dialog = page.getByRole('dialog');
        const form = dialog.getByRole('tabpanel');
        await form.getByLabel('Email or Username').fill(`nobody-${name}`);
        await form.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
        await form.getByRole('button', { name: 'Sign In' }).click();
        await dialog.getByRole('alert').waitFor();
        await screenshot(page, `accounts-dialog-signin-${name}`);

        await dialog.getByRole('tab', { name: 'Sign Up' }).click();
        await form.getByLabel('First Name').fill('Grace');
        await form.getByLabel('Last Name').fill('Hopper');
        const email = `grace-${name}@example.com`;
        await form.getByLabel('Email Address').fill(email);
        await dialog.getByRole('img', { name: 'Email available' }).waitFor();
        await expect.poll(() => form.getByLabel('Username').inputValue()).toMatch(/^grace/);
        await form.getByLabel('Password', { exact: true }).fill('grace');
        await form.getByLabel('Confirm Password', { exact: true }).fill('grac');
        await screenshot(page, `accounts-dialog-signup-${name}`);
        await noHorizontalOverflow(page);

        await form.getByLabel('Password', { exact: true }).fill('Grace#Hopper1');
        await form.getByLabel('Confirm Password', { exact: true }).fill('Grace#Hopper1');
        await form.getByRole('button', { name: 'Create Account' }).click();
        const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
        await verify.waitFor();
        await verify.getByLabel('Verification code').fill('123');
        await screenshot(page, `accounts-verify-modal-${name}`);
        await verify.getByRole('button', { name: 'Close' }).click();

        await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
        await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
        await screenshot(page, `accounts-user-menu-${name}`);
        await page.getByRole('menuitem', { name: 'Profile' }).click();
        await page.waitForURL(/\/profile$/);
        // The sign-up toast may have timed out on a slow machine; the screenshots want it gone.
        const toastClose = page.getByRole('region').getByRole('button', { name: 'Close' });
        if (await toastClose.isVisible()) await toastClose.click();
        await toastClose.waitFor({ state: 'detached' });
        for (const tab of ['Info', 'Password', 'Analytics', 'Danger Zone']) {
          await page.getByRole('tab', { name: tab }).click();
          await page.getByRole('tabpanel').waitFor();
          await screenshot(page, `accounts-profile-${tab.toLowerCase().replace(' ', '-')}-${name}`);
          await noHorizontalOverflow(page);
        }

        await page.goto(`${app.url}/reset-password?token=${'a'.repeat(32)}`);
        await page.getByLabel('New password', { exact: true }).fill('Grace1');
        await screenshot(page, `accounts-reset-password-${name}`);
        await page.goto(`${app.url}/request-reset`);
        await page.getByLabel('Email').fill(email);
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await page.getByText('If the email exists, a reset link has been sent.').waitFor();
        await screenshot(page, `accounts-request-reset-${name}`);
        await noHorizontalOverflow(page);

        await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
        await page.getByRole('menuitem', { name: 'Sign Out' }).click();
        await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
        expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
        await page.close();
      });
    }
  }
});

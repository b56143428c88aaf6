import type { Page } from 'playwright-core';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';

export interface CreatorHome {
  /** The app under test; a bench that restarts it puts the new one here, to be stopped at the end. */
  app: RunningApp;
  browser: Awaited<ReturnType<typeof launchChromium>>;
  page: Page;
  account: TestAccount;
}

/**
 * Runs `measure` on the home page of a verified creator, signed in on a fresh app and a fresh
 * Chromium, and ends both afterwards, whatever happened.
 */
export async function onCreatorHome<T>(measure: (home: CreatorHome) => Promise<T>): Promise<T> {
  const app = await startApp();
  const browser = await launchChromium();
  let home: CreatorHome | undefined;
  try {
    const account = await signUpVerified(app);
    const page = await browser.newPage();
    await signInBrowser(page, app, account);
    await page.getByText('Drag & drop PDF files here').waitFor();
    home = { app, browser, page, account };
    return await measure(home);
  } finally {
    await browser.dispose();
    await (home?.app ?? app).stop();
  }
}

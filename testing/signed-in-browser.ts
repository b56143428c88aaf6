import type { Page } from 'playwright-core';
import { signInBrowser, signUpVerified, type TestAccount } from './accounts';
import { type RunningApp, startApp } from './app-server';
import { launchChromium } from './chromium';
import { collectPageErrors } from './screenshots';

export interface SignedInBrowser {
  app: RunningApp;
  account: TestAccount;
  browser: Awaited<ReturnType<typeof launchChromium>>;
  page: Page;
  /** The page's errors from the start, for a journey to expect none. */
  errors: string[];
}

/**
 * A fresh app, a verified account, and a browser page signed in to it: the start of the journeys
 * a signed-in creator makes, in a browser with `options`. What started is stopped again if a later
 * step fails.
 */
export async function startSignedInBrowser(
  options: Parameters<typeof launchChromium>[0] = {},
): Promise<SignedInBrowser> {
  const app = await startApp();
  let browser: SignedInBrowser['browser'] | undefined;
  try {
    const account = await signUpVerified(app);
    browser = await launchChromium(options);
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await signInBrowser(page, app, account);
    return { app, account, browser, page, errors };
  } catch (error) {
    await browser?.dispose();
    await app.stop();
    throw error;
  }
}

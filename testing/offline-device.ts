import type { Page } from 'playwright-core';
import { signInBrowser, type TestAccount } from './accounts';
import type { RunningApp } from './app-server';
import { makePdf } from './pdfs';

/**
 * Signs in at `url` (the app, or a relay in front of it) and reloads until the service worker
 * controls the page, as for anyone who has opened the app before.
 */
export async function signInControlled(
  page: Page,
  app: RunningApp,
  account: TestAccount,
  url = app.url,
): Promise<void> {
  await signInBrowser(page, { ...app, url }, account);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Converts a file once and removes it, so pdf.js sits in the service worker's cache. */
export async function warmPdfJs(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Warm.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf('a4', 1),
  });
  await page.getByRole('img', { name: 'Front panel 1 of 3' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Remove Warm.pdf' }).click();
}

/** Creates a flipbook from a generated A4 PDF and waits for its card in the library. */
export async function createInBrowser(page: Page, title: string, pages = 3): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name: `${title}.pdf`,
    mimeType: 'application/pdf',
    buffer: await makePdf('a4', pages),
  });
  await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click({ timeout: 30_000 });
  await page.getByTestId('flipbook-card').filter({ hasText: title }).waitFor();
}

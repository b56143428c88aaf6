import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openEditor, rowReady, upload } from '#testing/annotate-editor';
import { makePdf } from '#testing/pdfs';
import { screenshot } from '#testing/screenshots';
import { type SignedInBrowser, startSignedInBrowser } from '#testing/signed-in-browser';

describe('the PDF editor, photographed', () => {
  let signedIn: SignedInBrowser;
  let page: Page;
  let row: Locator;

  beforeAll(async () => {
    signedIn = await startSignedInBrowser();
    page = signedIn.page;
    await upload(page, 'Looks.pdf', await makePdf('a4', 3));
    row = await rowReady(page, 'Looks.pdf');
  });
  afterAll(async () => {
    await signedIn?.browser.dispose();
    await signedIn?.app.stop();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const [device, size] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      it(`on ${device}, ${theme}, with the Draw tool chosen`, async () => {
        const switchTo = page.getByRole('button', { name: `Switch to ${theme} theme` });
        if (await switchTo.isVisible()) await switchTo.click();
        await page.setViewportSize(size);
        const dialog = await openEditor(page, row);
        await dialog.getByRole('button', { name: 'Draw' }).click();
        await screenshot(page, `annotate-${device}-${theme}`, { fullPage: false });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
      });
    }
  }
});

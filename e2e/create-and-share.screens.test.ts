import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { COVER_IMAGE } from '#testing/brochure-names';
import { createBrochureThroughApi } from '#testing/brochure-panels';
import { screenshot, settled, VIEWPORTS } from '#testing/screenshots';
import { type SignedInBrowser, startSignedInBrowser } from '#testing/signed-in-browser';

describe('the library, the viewer, the QR modal and the Edit dialog, photographed', () => {
  let signedIn: SignedInBrowser;

  beforeAll(async () => {
    signedIn = await startSignedInBrowser();
    await createBrochureThroughApi(signedIn.app, signedIn.account, 'Spring Menu');
  });
  afterAll(async () => {
    await signedIn?.browser.dispose();
    await signedIn?.app.stop();
  });

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`on ${width}, ${theme}`, async () => {
        const shot: Page = await signedIn.browser.newPage();
        await shot.setViewportSize(viewport);
        await shot.emulateMedia({ colorScheme: theme });
        await shot.addInitScript((t) => localStorage.setItem('flipfold:theme', t), theme);
        await shot.goto(signedIn.app.url);
        const card = shot.getByTestId('flipbook-card').first();
        await card.locator('img').first().waitFor();
        await shot.getByRole('button', { name: /^Account menu for / }).waitFor();
        await screenshot(shot, `library-${width}-${theme}`);

        await card.getByRole('button', { name: 'View', exact: true }).click();
        const viewer = shot.getByTestId('viewer');
        await viewer.getByRole('img', { name: COVER_IMAGE }).first().waitFor();
        if (width === 'desktop') {
          for (let stage = 1; stage <= 4; stage++) {
            await settled(viewer);
            await screenshot(shot, `viewer-stage-${stage}-desktop-${theme}`, { fullPage: false });
            await viewer.getByRole('button', { name: /Brochure/ }).click();
          }
        } else {
          await screenshot(shot, `viewer-phone-${theme}`, { fullPage: false });
        }
        await viewer.getByRole('button', { name: 'QR Code' }).click();
        const qr = shot.getByRole('dialog', { name: 'Share Your Flipbook' });
        await qr.getByRole('button', { name: 'Download QR', disabled: false }).waitFor();
        await settled(qr);
        await screenshot(shot, `qr-modal-${width}-${theme}`, { fullPage: false });
        await qr.getByRole('button', { name: 'Close' }).click();
        await viewer.getByRole('button', { name: 'Back' }).click();

        await card.getByRole('button', { name: /More actions/ }).click();
        await shot.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
        const edit = shot.getByRole('dialog', { name: 'Edit Flipbook' });
        await edit.getByRole('img').first().waitFor();
        await settled(edit);
        await screenshot(shot, `edit-dialog-${width}-${theme}`, { fullPage: false });
        await shot.close();
      });
    }
  }
});

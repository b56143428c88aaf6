import { afterAll, beforeAll, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { screenshot, VIEWPORTS } from '#testing/screenshots';

let app: RunningApp;
let kari: TestAccount;
beforeAll(async () => {
  app = await startApp();
  kari = await signUpVerified(app, { displayName: 'Kari Presenter' });
});
afterAll(async () => app?.stop());

it('previews', async () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      const d = await launchChromium({ viewport, colorScheme: theme });
      const page = await d.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
      await signInBrowser(page, app, kari);
      await page.getByText('No flipbooks yet').waitFor();
      await page.evaluate(
        (userId) =>
          new Promise<void>((resolve) => {
            const open = indexedDB.open('flipfold');
            open.onsuccess = () => {
              const tx = open.result.transaction('libraries', 'readwrite');
              tx.objectStore('libraries').put({ key: `${userId}/t1`, userId, teamId: 't1', name: 'Nordlys Outdoor', role: 'presenter' });
              tx.objectStore('libraries').put({ key: `${userId}/t2`, userId, teamId: 't2', name: 'Fjord Café and Very Long Team Name Ltd', role: 'editor' });
              tx.oncomplete = () => resolve();
            };
          }),
        kari.user.id,
      );
      await page.reload();
      const trigger = page.getByRole('button', { name: 'Library: My flipbooks' });
      await trigger.waitFor();
      await screenshot(page, `zz-own-${size}-${theme}`);
      await trigger.click();
      await page.getByRole('menu').waitFor();
      await screenshot(page, `zz-open-${size}-${theme}`);
      await page.getByRole('menuitemradio', { name: /Nordlys/ }).click();
      await page.getByText('Nothing to present yet.').waitFor();
      await screenshot(page, `zz-presenter-${size}-${theme}`);
      await page.getByRole('button', { name: 'Library: Nordlys Outdoor' }).click();
      await page.getByRole('menuitemradio', { name: /Fjord/ }).click();
      await page.getByText('No flipbooks in Fjord').waitFor();
      await screenshot(page, `zz-editor-${size}-${theme}`);
      await d.dispose();
    }
  }
});

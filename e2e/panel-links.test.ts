import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '#testing/accounts';
import type { RunningApp } from '#testing/app-server';
import type { launchChromium } from '#testing/chromium';
import { waitForPdfAssets } from '#testing/pdf-assets';
import { japanesePdf, LINKED_BROCHURE, makeLinkedBrochurePdf } from '#testing/pdfs';
import { screenshot, VIEWPORTS } from '#testing/screenshots';
import { type ServerFlipbook, serverFlipbooks } from '#testing/server-flipbooks';
import { followServiceWorkerRequests } from '#testing/service-worker-requests';
import { startSignedInBrowser } from '#testing/signed-in-browser';

type Browser = Awaited<ReturnType<typeof launchChromium>>;
type PanelContent = { text: string; links: Array<{ url: string }> };

// Its devices go offline (context.setOffline): their service workers' requests must too.
followServiceWorkerRequests();

describe('a brochure’s links and text in its flipbook', () => {
  let app: RunningApp;
  let browser: Browser;
  let account: TestAccount;
  let page: Page;
  let errors: string[];
  let book: ServerFlipbook & { content: Record<string, PanelContent> };

  beforeAll(async () => {
    ({ app, account, browser, page, errors } = await startSignedInBrowser());
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('keeps the web, e-mail and phone links and the text of each page when the PDF becomes a flipbook', async () => {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Garden Shop.pdf',
      mimeType: 'application/pdf',
      buffer: await makeLinkedBrochurePdf(),
    });
    const row = page.getByTestId('upload-file').filter({ hasText: 'Garden Shop.pdf' });
    await row.getByRole('img', { name: 'Front panel 3 of 3' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click();
    await expect
      .poll(async () => (await serverFlipbooks(app, account)).length, { timeout: 30_000 })
      .toBe(1);
    const [stored] = (await serverFlipbooks(app, account)) as Array<typeof book | undefined>;
    if (!stored) throw new Error('The flipbook did not reach the server');
    book = stored;
    const panel = (url: string | null | undefined) =>
      book.content[(url ?? '').replace('/media/', '')];
    const panels = [panel(book.left), panel(book.middle), panel(book.right)];
    expect(panels.map((p) => p?.links.map((l) => l.url))).toEqual(
      LINKED_BROCHURE.links.map((url) => [url]),
    );
    expect(panels[0]?.text).toContain('Visit our shop');
    expect(panels[1]?.text).toContain(LINKED_BROCHURE.word);
  });

  it('opens the web link in a new tab without a way back to the viewer, once the brochure lies open', async () => {
    await page
      .context()
      .route('https://shop.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Shop</title>' }),
      );
    const card = page.getByTestId('flipbook-card').filter({ hasText: 'Garden Shop' });
    await card.getByRole('button', { name: 'View', exact: true }).click();
    const viewer = page.getByTestId('viewer');
    const stage = viewer.getByRole('button', { name: /Brochure/ });
    // The cover is page 1: its text describes the stage, its link is the only one.
    await expect
      .poll(
        () =>
          stage.evaluate(
            (el) =>
              document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
          ),
        { timeout: 10_000 },
      )
      .toContain('Visit our shop');
    const links = viewer.getByTestId('panel-links').getByRole('link');
    await expect
      .poll(() => links.evaluateAll((all) => all.map((a) => a.textContent)), {
        timeout: 10_000,
      })
      .toEqual([LINKED_BROCHURE.links[0]]);
    await stage.click();
    await stage.click();
    expect(await page.getByTestId('trifold').getAttribute('data-stage')).toBe('open');
    await expect
      .poll(() => links.evaluateAll((all) => all.map((a) => a.textContent)), {
        timeout: 10_000,
      })
      .toEqual([...LINKED_BROCHURE.links]);
    // The link lies over the words it was on in the PDF.
    const shop = viewer.getByRole('link', { name: LINKED_BROCHURE.links[0] });
    const box = await shop.boundingBox();
    const words = await page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>('img[data-slot="left"]');
      const r = image?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    });
    expect(box && words).toBeTruthy();
    if (box && words) {
      expect(box.x).toBeGreaterThan(words.x);
      expect(box.x + box.width).toBeLessThan(words.x + words.width / 2);
      expect(box.y).toBeGreaterThan(words.y + words.height * 0.3);
      expect(box.y + box.height).toBeLessThan(words.y + words.height * 0.5);
    }
    // Keyboard users reach the links right after the brochure.
    await stage.focus();
    await page.keyboard.press('Tab');
    expect(await shop.evaluate((a) => a === document.activeElement)).toBe(true);
    await screenshot(page, 'viewer-links-open-desktop', { fullPage: false });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), shop.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(LINKED_BROCHURE.links[0]);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    // Turning hides the links until the brochure lies still again, half open: the cover's only.
    await stage.focus();
    await page.keyboard.press('ArrowLeft');
    // Gone with the turn (the links come back 700 ms after it).
    await expect.poll(() => links.count(), { interval: 20, timeout: 500 }).toBe(0);
    await expect
      .poll(() => links.evaluateAll((all) => all.map((a) => a.textContent)), {
        timeout: 10_000,
      })
      .toEqual([LINKED_BROCHURE.links[0]]);
    await page.keyboard.press('Escape');
  });

  it('shows the shown panel’s links on a phone, to a visitor of the shared link', async () => {
    const phone = await browser.newPage();
    await phone.setViewportSize(VIEWPORTS.phone);
    // A touch screen, where nothing hovers: the links are tinted so they can be seen.
    const devtools = await browser.newCDPSession(phone);
    await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await phone.goto(`${app.url}/?view=${book.id}`);
    const viewer = phone.getByTestId('viewer');
    const links = viewer.getByTestId('panel-links').getByRole('link');
    await expect
      .poll(() => links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))), {
        timeout: 10_000,
      })
      .toEqual([LINKED_BROCHURE.links[0]]);
    expect(await phone.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    expect(await links.first().evaluate((a) => getComputedStyle(a).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(await links.first().getAttribute('target')).toBe('_blank');
    expect(await links.first().getAttribute('rel')).toContain('noopener');
    await viewer.getByRole('button', { name: /Page 1 of 3/ }).click();
    await expect
      .poll(() => links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))), {
        timeout: 10_000,
      })
      .toEqual([LINKED_BROCHURE.links[1]]);
    await screenshot(phone, 'viewer-links-phone', { fullPage: false });
    await phone.close();
  });

  it('finds the flipbook by a word only its text contains, offline', async () => {
    const search = page.getByRole('searchbox', { name: 'Search flipbooks' });
    await page.context().setOffline(true);
    await search.fill(LINKED_BROCHURE.word.toLowerCase());
    const cards = page.getByTestId('flipbook-card');
    await expect
      .poll(() => cards.locator('h3').allTextContents(), { timeout: 10_000 })
      .toEqual(['Garden Shop']);
    await search.fill(`${LINKED_BROCHURE.word} winter`);
    await page.getByText(`No flipbooks match “${LINKED_BROCHURE.word} winter”.`).waitFor();
    await page.context().setOffline(false);
    await search.fill('');
    // The browser logs a request that going offline cut off (the library's check of other
    // devices' changes, when one was on its way; a clean-clone run met it on both tries); the page
    // catches it. Any other error counts.
    const cutOff = 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
    expect(errors.filter((error) => error !== cutOff)).toEqual([]);
  });

  it('keeps the text of a Japanese brochure in a font the file does not embed, converted offline', async () => {
    // Its text is read through two of pdf.js's CMaps, out of the pack the device cached. The
    // reload stands for a later visit: the PDF workers of this one started before the service
    // worker was in control of the page, so their requests would not reach its cache.
    await waitForPdfAssets(page);
    await page.reload();
    await page.getByTestId('flipbook-card').first().waitFor();
    await page.context().setOffline(true);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Trade Fair.pdf',
      mimeType: 'application/pdf',
      buffer: await japanesePdf('展示会'),
    });
    const row = page.getByTestId('upload-file').filter({ hasText: 'Trade Fair.pdf' });
    await row.getByRole('img', { name: 'Front panel 3 of 3' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click();
    await page.getByTestId('flipbook-card').filter({ hasText: 'Trade Fair' }).waitFor();
    await page.context().setOffline(false);
    const trade = async () =>
      (await serverFlipbooks(app, account)).find((b) => b.title === 'Trade Fair') as
        | typeof book
        | undefined;
    await expect.poll(trade, { timeout: 30_000 }).toBeDefined();
    const texts = Object.values((await trade())?.content ?? {}).map((panel) => panel.text);
    expect(texts.join(' ')).toContain('展示会');
  });
});

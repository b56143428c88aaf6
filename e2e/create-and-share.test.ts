import crypto from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_READER_READY_MARK } from '#core/pdf-assets';
import { signInBrowser, type TestAccount } from '#testing/accounts';
import type { RunningApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { readKeys } from '#testing/indexeddb';
import { waitForPdfAssets } from '#testing/pdf-assets';
import {
  bandColour,
  encryptedPdf,
  makePdf,
  pageColour,
  pngAsPdf,
  truncatedPdf,
} from '#testing/pdfs';
import { noHorizontalOverflow, screenshot, settled, VIEWPORTS } from '#testing/screenshots';
import { serverFlipbooks } from '#testing/server-flipbooks';
import { startSignedInBrowser } from '#testing/signed-in-browser';

type Browser = Awaited<ReturnType<typeof launchChromium>>;

/** Waits until the QR modal has its code and its buttons have faded in, for a screenshot. */
async function qrModalSettled(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Download QR', disabled: false }).waitFor();
  await settled(dialog);
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

/** Each stored panel, fetched and decoded by the browser: its width and the colour at its middle. */
async function panelPixels(page: Page, urls: Array<string | null | undefined>) {
  return page.evaluate(
    (list) =>
      Promise.all(
        list.map(async (url) => {
          const bitmap = await createImageBitmap(await (await fetch(url ?? '')).blob());
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
          context.drawImage(bitmap, 0, 0);
          const middle = context.getImageData(bitmap.width >> 1, bitmap.height >> 1, 1, 1).data;
          return { width: bitmap.width, middle: [middle[0] ?? 0, middle[1] ?? 0, middle[2] ?? 0] };
        }),
      ),
    urls,
  );
}

/** True when two colours differ by no more than JPEG's rounding in each channel. */
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= 6);

describe('creating, viewing and sharing a flipbook', () => {
  let app: RunningApp;
  let browser: Browser;
  let account: TestAccount;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ app, account, browser, page, errors } = await startSignedInBrowser());
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('spares a device that never converted the PDF workers, caches the PDF assets all the same, and once it has converted warms them in idle time so Browse Files converts at once', async () => {
    const fresh = await browser.newPage();
    await fresh.goto(app.url);
    await fresh.getByText('Drag & drop PDF files here').waitFor();
    // The idle-time warm-up caches the PDF assets (for offline) without starting the workers.
    await waitForPdfAssets(fresh);
    const workersLoaded = (page: Page) =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => /pdf-pages\.worker/.test(r.name)),
      );
    expect(await workersLoaded(fresh)).toBe(false);
    expect(
      await fresh.evaluate(
        (mark) => performance.getEntriesByName(mark).length,
        PDF_READER_READY_MARK,
      ),
    ).toBe(0);
    await upload(fresh, 'First.pdf', await makePdf('a4', 1));
    await fresh.getByRole('img', { name: 'Front panel 1 of 3' }).waitFor({ timeout: 30_000 });

    // A new session on this device: nothing pressed, nothing chosen, the workers have loaded
    // pdf.js and drawn a first page.
    await fresh.reload();
    await fresh.getByText('Drag & drop PDF files here').waitFor();
    await fresh.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      PDF_READER_READY_MARK,
      { timeout: 30_000 },
    );
    expect(await workersLoaded(fresh)).toBe(true);
    const chooser = fresh.waitForEvent('filechooser');
    await fresh.getByRole('button', { name: 'Browse Files' }).click();
    await (await chooser).setFiles({
      name: 'Picked.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf('a4', 1),
    });
    await fresh.getByRole('img', { name: 'Front panel 1 of 3' }).waitFor({ timeout: 30_000 });
    await fresh.close();
  });

  it('shows each kind of bad file with its own message and keeps Create disabled', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['seven.pdf', await makePdf('a4', 7), 'PDF has 7 pages; maximum allowed is 6.'],
      [
        'wide.pdf',
        await makePdf('wide', 1),
        'Page 1 aspect ratio 0.56 is not close to A4/A5/Letter portrait.',
      ],
      ['broken.pdf', await truncatedPdf(), 'Failed to parse PDF.'],
      ['locked.pdf', await encryptedPdf(), 'Failed to parse PDF.'],
      ['picture.pdf', pngAsPdf(), 'Failed to parse PDF.'],
    ];
    for (const [name, buffer, message] of cases) {
      await upload(page, name, buffer);
      const row = page.getByTestId('upload-file').filter({ hasText: name });
      await row.getByText(message).waitFor();
      expect(await page.getByRole('button', { name: /Create Flipbooks/ }).isDisabled()).toBe(true);
    }
    await page.getByRole('button', { name: 'Remove picture.pdf' }).click();
    expect(await page.getByTestId('upload-file').count()).toBe(0);
  });

  it('takes the first of several PDFs dropped at once and says the others were left out', async () => {
    const files = [
      { name: 'First.pdf', bytes: [...(await makePdf('a4', 1))] },
      { name: 'Second.pdf', bytes: [...(await makePdf('a5', 1))] },
    ];
    await page.getByTestId('drop-zone').evaluate((zone, list) => {
      const data = new DataTransfer();
      for (const f of list)
        data.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: 'application/pdf' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
    }, files);
    await page
      .getByText('Only “First.pdf” was added: drop or pick one PDF at a time.', { exact: true })
      .first()
      .waitFor();
    expect(await page.getByText('One file at a time', { exact: true }).first().isVisible()).toBe(
      true,
    );
    const rows = page.getByTestId('upload-file');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('First.pdf');
    await page.getByRole('button', { name: 'Remove First.pdf' }).click();
    expect(await rows.count()).toBe(0);
  });

  it('honours /Rotate and the crop box, and takes a 6-page A5 as three front and three back panels', async () => {
    await upload(page, 'Rotated.pdf', await makePdf('a4', 1, { rotate: 90 }));
    const rotated = page.getByTestId('upload-file').filter({ hasText: 'Rotated.pdf' });
    await rotated.getByText('842 × 595 pt, landscape').waitFor();
    await rotated.getByText('Valid PDF').waitFor();
    // A wide page cropped to A5 portrait is judged by what shows, the crop box.
    await upload(
      page,
      'Cropped.pdf',
      await makePdf('wide', 1, { cropTo: { width: 420, height: 595 } }),
    );
    const cropped = page.getByTestId('upload-file').filter({ hasText: 'Cropped.pdf' });
    await cropped.getByText('420 × 595 pt, portrait').waitFor();
    await cropped.getByText('Valid PDF').waitFor();
    await upload(page, 'Six.pdf', await makePdf('a5', 6));
    const six = page.getByTestId('upload-file').filter({ hasText: 'Six.pdf' });
    await six.getByText('6 pages').waitFor();
    await six.getByRole('img', { name: 'Back panel 3 of 3' }).waitFor({ timeout: 30_000 });
    expect(await six.getByRole('img', { name: /^Front panel/ }).count()).toBe(3);
    expect(await six.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Remove Six.pdf' }).click();
  });

  it('turns a 3-page A4 into a flipbook that appears at once and reaches the server byte-identical', async () => {
    await upload(page, 'Spring Menu.pdf', await makePdf('a4', 3));
    const row = page.getByTestId('upload-file').filter({ hasText: 'Spring Menu.pdf' });
    await row.getByText('Valid PDF').waitFor();
    await row.getByText('3 pages').waitFor();
    await row.getByRole('img', { name: 'Front panel 3 of 3' }).waitFor({ timeout: 30_000 });
    expect(await row.getByRole('checkbox').count()).toBe(0);
    await screenshot(page, 'upload-desktop-light');
    await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click();
    await page.getByText('1 flipbook added to your library.', { exact: true }).first().waitFor();
    await page.getByTestId('flipbook-card').filter({ hasText: 'Spring Menu' }).waitFor();

    await expect
      .poll(async () => (await serverFlipbooks(app, account)).length, { timeout: 30_000 })
      .toBe(1);
    const [book] = await serverFlipbooks(app, account);
    expect(book?.title).toBe('Spring Menu');
    expect([book?.left, book?.middle, book?.right].every((u) => u?.startsWith('/media/'))).toBe(
      true,
    );
    expect(book?.leftBack).toBeNull();
    // Each panel is its page, 900 px wide, in that page's colour.
    const pixels = await panelPixels(page, [book?.left, book?.middle, book?.right]);
    expect(pixels.map((p) => p.width)).toEqual([900, 900, 900]);
    expect(pixels.map((p, i) => near(p.middle, pageColour(i)))).toEqual([true, true, true]);
    const local = await readKeys(page, 'media');
    for (const url of [book?.left, book?.middle, book?.right]) {
      const name = (url ?? '').replace('/media/', '');
      expect(local).toContain(name);
      const bytes = Buffer.from(await (await fetch(`${app.url}${url}`)).arrayBuffer());
      expect(`${crypto.createHash('sha256').update(bytes).digest('hex')}.jpg`).toBe(name);
    }
  });

  it('splits a 2-page Letter landscape tri-fold into six panels', async () => {
    await upload(page, 'Trifold.pdf', await makePdf('letterLandscape', 2, { bands: true }));
    const row = page.getByTestId('upload-file').filter({ hasText: 'Trifold.pdf' });
    const toggle = row.getByRole('checkbox', { name: 'Auto-split into 3 panels (tri-fold)' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await row.getByRole('img', { name: 'Back panel 3 of 3' }).waitFor({ timeout: 30_000 });
    expect(await row.getByRole('img').count()).toBe(6);
    await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click();
    await expect
      .poll(async () => (await serverFlipbooks(app, account)).length, { timeout: 30_000 })
      .toBe(2);
    const trifold = (await serverFlipbooks(app, account)).find((b) => b.title === 'Trifold');
    expect([trifold?.leftBack, trifold?.middleBack, trifold?.rightBack].every(Boolean)).toBe(true);
    // Three 800 px strips of page 1 in front, three of page 2 behind, each showing its own third.
    const { left, middle, right, leftBack, middleBack, rightBack } = trifold ?? {};
    const pixels = await panelPixels(page, [left, middle, right, leftBack, middleBack, rightBack]);
    expect(pixels.map((p) => p.width)).toEqual([800, 800, 800, 800, 800, 800]);
    const colours = pixels.map((p, i) => near(p.middle, bandColour(i < 3 ? 0 : 1, i % 3)));
    expect(colours).toEqual(Array(6).fill(true));
  });

  it('opens the viewer in four desktop stages and counts the view', async () => {
    const card = page.getByTestId('flipbook-card').filter({ hasText: 'Trifold' });
    await card.getByRole('button', { name: 'View', exact: true }).click();
    const viewer = page.getByTestId('viewer');
    await viewer.waitFor();
    const stages: string[] = [];
    for (let i = 0; i < 4; i++) {
      stages.push((await page.getByTestId('trifold').getAttribute('data-stage')) ?? '');
      await viewer.getByRole('button', { name: /Brochure/ }).click();
    }
    expect(stages).toEqual(['cover', 'half-open', 'open', 'back']);
    expect(await page.getByTestId('trifold').getAttribute('data-stage')).toBe('cover');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('trifold').getAttribute('data-stage')).toBe('half-open');
    await viewer.getByRole('button', { name: 'Back' }).click();
    await card.getByText('1 view', { exact: true }).waitFor();
  });

  it('turns pages with Space and the arrows, but leaves Space to a focused button and all keys to the QR modal', async () => {
    const card = page.getByTestId('flipbook-card').filter({ hasText: 'Trifold' });
    await card.getByRole('button', { name: 'View', exact: true }).click();
    const viewer = page.getByTestId('viewer');
    const stage = () => page.getByTestId('trifold').getAttribute('data-stage');
    await viewer.waitFor();
    await page.keyboard.press(' ');
    expect(await stage()).toBe('half-open');
    await page.keyboard.press('ArrowLeft');
    expect(await stage()).toBe('cover');

    await viewer.getByRole('button', { name: 'QR Code' }).focus();
    await page.keyboard.press(' ');
    const dialog = page.getByRole('dialog', { name: 'Share Your Flipbook' });
    await dialog.getByRole('img', { name: /QR code/ }).waitFor();
    expect(await stage()).toBe('cover');
    await page.keyboard.press('ArrowRight');
    expect(await stage()).toBe('cover');
    // The modal opens with its Close button focused: Space presses it.
    await page.keyboard.press(' ');
    await dialog.waitFor({ state: 'detached' });
    expect(await stage()).toBe('cover');
    // A plain button has no use for the arrows, so they turn the page while QR Code keeps the focus.
    await page.keyboard.press('ArrowRight');
    expect(await stage()).toBe('half-open');
    await viewer.getByRole('button', { name: 'Back' }).click();
  });

  it('names the QR download after the title', async () => {
    const card = page.getByTestId('flipbook-card').filter({ hasText: 'Spring Menu' });
    await card.getByRole('button', { name: 'QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Flipbook' });
    await qrModalSettled(dialog);
    await screenshot(page, 'qr-modal-desktop-light', { fullPage: false });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download QR' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('spring_menu_qr_code.png');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('fits the QR modal on a screen zoomed to 200 %: every button on the screen, the opened embed code reached by scrolling the dialog', async () => {
    const zoomed = await launchChromium({
      viewport: { width: 683, height: 384 },
      device: { deviceScaleFactor: 2 },
    });
    try {
      const tab = await zoomed.newPage();
      await signInBrowser(tab, app, account);
      const onScreen = async (target: Locator) => {
        const box = await target.boundingBox();
        return (
          !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 683 && box.y + box.height <= 384
        );
      };
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark')
          await tab.getByRole('button', { name: 'Switch to dark theme' }).click();
        const card = tab.getByTestId('flipbook-card').filter({ hasText: 'Spring Menu' });
        await card.getByRole('button', { name: 'QR' }).click();
        const dialog = tab.getByRole('dialog', { name: 'Share Your Flipbook' });
        await qrModalSettled(dialog);
        expect(await onScreen(dialog.getByRole('img', { name: 'QR code for Spring Menu' }))).toBe(
          true,
        );
        for (const button of await dialog.getByRole('button').all())
          expect(await onScreen(button), (await button.textContent()) ?? '').toBe(true);
        await screenshot(tab, `qr-modal-200-percent-${theme}`, { fullPage: false });
        await dialog.getByRole('button', { name: 'Embed', exact: true }).click();
        const copy = dialog.getByRole('button', { name: 'Copy embed code' });
        await copy.evaluate((b) => b.scrollIntoView({ block: 'nearest' }));
        expect(await onScreen(copy)).toBe(true);
        expect(await dialog.evaluate((d) => d.scrollTop)).toBeGreaterThan(0);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    } finally {
      await zoomed.dispose();
    }
  });

  it('copies the viewer link when the device has no share sheet', async () => {
    await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
    );
    const card = page.getByTestId('flipbook-card').filter({ hasText: 'Spring Menu' });
    await card.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Viewer link copied to clipboard.', { exact: true }).first().waitFor();
    const [book] = (await serverFlipbooks(app, account)).filter((b) => b.title === 'Spring Menu');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${app.url}/?view=${book?.id}`,
    );
  });

  it('edits the title and page order, and the server follows', async () => {
    const before = (await serverFlipbooks(app, account)).find((b) => b.title === 'Spring Menu');
    const card = page.getByTestId('flipbook-card').filter({ hasText: 'Spring Menu' });
    await card.getByRole('button', { name: 'More actions for Spring Menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Flipbook' });
    await dialog.getByLabel('Title').fill('Summer Menu');
    await dialog.getByRole('button', { name: 'Move Page 1 — cover down' }).click();
    // Thumbnails large enough to tell the pages apart.
    const thumb = await dialog
      .getByRole('listitem')
      .filter({ hasText: 'Page 1 — cover' })
      .locator('img')
      .boundingBox();
    expect(thumb?.width).toBeGreaterThanOrEqual(80);
    expect(thumb?.height).toBeGreaterThanOrEqual(110);
    await screenshot(page, 'edit-dialog-desktop-light', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Title and PDF have been updated.', { exact: true }).first().waitFor();
    await expect
      .poll(
        async () => {
          const book = (await serverFlipbooks(app, account)).find((b) => b.id === before?.id);
          return book && { title: book.title, front: [book.left, book.middle, book.right] };
        },
        { timeout: 30_000 },
      )
      .toEqual({ title: 'Summer Menu', front: [before?.middle, before?.left, before?.right] });
  });

  it('opens a shared link signed out, on desktop and on a phone, and says when it is not found', async () => {
    const book = (await serverFlipbooks(app, account)).find((b) => b.title === 'Trifold');
    const visitor = await launchChromium({ viewport: VIEWPORTS.desktop });
    try {
      const desktop = await visitor.newPage();
      await desktop.goto(`${app.url}/?view=${book?.id}`);
      const brochure = desktop.getByTestId('trifold');
      await brochure.getByRole('img', { name: 'Cover', exact: true }).waitFor();
      await desktop.getByTestId('views-badge').waitFor();
      expect(await brochure.getAttribute('data-stage')).toBe('cover');
      await settled(brochure);
      await screenshot(desktop, 'shared-link-desktop-light', { fullPage: false });
      await desktop.getByRole('button', { name: /Brochure/ }).click();
      expect(await brochure.getAttribute('data-stage')).toBe('half-open');
      await desktop.getByRole('button', { name: /Brochure/ }).click();
      expect(await brochure.getAttribute('data-stage')).toBe('open');

      const phone = await visitor.newPage();
      await phone.setViewportSize(VIEWPORTS.phone);
      await phone.goto(`${app.url}/?view=${book?.id}`);
      const viewer = phone.getByTestId('viewer');
      await viewer.getByRole('img', { name: 'Cover', exact: true }).waitFor();
      await phone.getByTestId('views-badge').waitFor();
      const seen: string[] = [];
      for (let i = 0; i < 7; i++) {
        seen.push((await viewer.locator('img[data-slot]').getAttribute('alt')) ?? '');
        await viewer.getByRole('button', { name: /Tap for the next page/ }).click();
      }
      // A tri-fold is read from its front cover, through the inside, to the flap and the back.
      expect(seen).toEqual([
        'Cover',
        'Inside 1',
        'Inside 2',
        'Inside 3',
        'Inside flap',
        'Back cover',
        'Cover',
      ]);
      await screenshot(phone, 'shared-link-phone-light', { fullPage: false });
      await phone.goto(`${app.url}/?view=${crypto.randomUUID()}`);
      await phone.getByRole('heading', { name: 'Flipbook not found' }).waitFor();
      await phone.getByRole('button', { name: 'Upload your own' }).waitFor();
    } finally {
      await visitor.dispose();
    }
  });

  it('fits the library on a 390 px phone, and goes full screen there too, with the QR modal shown inside it', async () => {
    const book = (await serverFlipbooks(app, account)).find((b) => b.title === 'Trifold');
    const phone = await browser.newPage();
    try {
      await phone.setViewportSize(VIEWPORTS.phone);
      await phone.goto(app.url);
      await phone.getByTestId('flipbook-card').first().waitFor();
      await phone.getByRole('button', { name: /^Account menu for / }).waitFor();
      await noHorizontalOverflow(phone, 'the library');
      await phone.goto(`${app.url}/?view=${book?.id}`);
      const viewer = phone.getByTestId('viewer');
      await viewer.getByRole('img', { name: 'Cover', exact: true }).waitFor();
      // The header still fits at 390 px: nothing spills over and the title is not cut.
      const fits = await viewer.locator('header').evaluate((header) => {
        const title = header.querySelector('h1');
        return (
          header.scrollWidth <= header.clientWidth && title?.scrollWidth === title?.clientWidth
        );
      });
      expect(fits).toBe(true);
      await viewer.getByRole('button', { name: 'Full screen' }).click();
      await viewer.getByRole('button', { name: 'Exit full screen' }).waitFor();
      await viewer.getByRole('button', { name: 'QR Code' }).click();
      const dialog = phone.getByRole('dialog', { name: 'Share Your Flipbook' });
      await qrModalSettled(dialog);
      expect(
        await dialog.evaluate((element) => document.fullscreenElement?.contains(element) ?? false),
      ).toBe(true);
      await screenshot(phone, 'qr-modal-phone-fullscreen-light', { fullPage: false });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await viewer.getByRole('button', { name: 'Exit full screen' }).click();
      await viewer.getByRole('button', { name: 'Full screen' }).waitFor();
    } finally {
      await phone.close();
    }
  });

  it('deletes after confirmation, locally at once and then on the server', async () => {
    const card = page.getByTestId('flipbook-card').filter({ hasText: 'Summer Menu' });
    await card.getByRole('button', { name: 'More actions for Summer Menu' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Delete “Summer Menu”?').waitFor();
    await confirm
      .getByText('This will permanently remove this flipbook. This action cannot be undone.')
      .waitFor();
    await page.mouse.click(5, 5);
    expect(await confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('“Summer Menu” was removed.', { exact: true }).first().waitFor();
    expect(await page.getByTestId('flipbook-card').filter({ hasText: 'Summer Menu' }).count()).toBe(
      0,
    );
    await expect
      .poll(async () => (await serverFlipbooks(app, account)).length, { timeout: 30_000 })
      .toBe(1);
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });
});

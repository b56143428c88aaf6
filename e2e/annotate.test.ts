import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInBrowser,
  signUpUnverified,
  signUpVerified,
  type TestAccount,
} from '#testing/accounts';
import { openEditor, rowReady, upload } from '#testing/annotate-editor';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium, WITHOUT_SERVICE_WORKER } from '#testing/chromium';
import { readKeys } from '#testing/indexeddb';
import { japanesePdf, makePdf } from '#testing/pdfs';
import { screenshot } from '#testing/screenshots';
import { type ServerFlipbook, serverFlipbooks } from '#testing/server-flipbooks';

type Browser = Awaited<ReturnType<typeof launchChromium>>;
/** A mark's box on its page, as fractions of the page's width and height. */
type Box = { page: number; x: number; y: number; width: number; height: number };

/** Shows page `n` at the top of the editor (the page an image is added to). */
async function goToPage(dialog: Locator, n: number) {
  const target = dialog.locator(`.page[data-page-number="${n}"]`);
  await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await target.locator('.annotationEditorLayer').waitFor();
}

/** Draws a short stroke with the mouse on page 1 in the Draw tool: a mark to save. */
async function drawStroke(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Draw' }).click();
  const layer = dialog.locator('.page[data-page-number="1"] .annotationEditorLayer');
  const box = (await layer.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.35, { steps: 8 });
  await page.mouse.up();
}

/**
 * Types in a text box, then deletes with Backspace (the last character) and Delete (the first):
 * what a person does, and what a keydown handler left behind on the window would cancel.
 */
async function editsWithBackspaceAndDelete(page: Page, box: Locator, text = 'abcd') {
  await box.fill('');
  await box.focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Home');
  await page.keyboard.press('Delete');
  expect(await box.inputValue(), await box.evaluate((el) => el.outerHTML)).toBe(text.slice(1, -1));
}

/** The page's width and the window's: what scrolls sideways when the first is the larger. */
const widths = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

/** Where each mark sits on its page, read from pdf.js's editor elements. */
async function markBoxes(dialog: Locator): Promise<Box[]> {
  return dialog.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('.annotationEditorLayer > [id]')].map((mark) => {
      const page = mark.closest<HTMLElement>('.page');
      const p = page?.getBoundingClientRect() ?? new DOMRect();
      const m = mark.getBoundingClientRect();
      return {
        page: Number(page?.dataset.pageNumber),
        x: (m.left - p.left) / p.width,
        y: (m.top - p.top) / p.height,
        width: m.width / p.width,
        height: m.height / p.height,
      };
    }),
  );
}

/**
 * The mean difference (0-255, over RGB) between two stored panels inside a box given as fractions
 * of the panel, decoded by the browser.
 */
async function meanDifference(page: Page, a: string, b: string, box: Omit<Box, 'page'>) {
  return page.evaluate(
    async ({ a, b, box }) => {
      const pixels = async (url: string) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        const x = Math.floor(box.x * bitmap.width);
        const y = Math.floor(box.y * bitmap.height);
        const w = Math.max(1, Math.floor(box.width * bitmap.width));
        const h = Math.max(1, Math.floor(box.height * bitmap.height));
        return context.getImageData(x, y, w, h).data;
      };
      const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
      let sum = 0;
      for (let i = 0; i < pa.length; i += 4)
        for (let c = 0; c < 3; c++) sum += Math.abs((pa[i + c] ?? 0) - (pb[i + c] ?? 0));
      return sum / ((pa.length / 4) * 3);
    },
    { a, b, box },
  );
}

const front = (book: ServerFlipbook | undefined) => [book?.left, book?.middle, book?.right];

describe('annotating a PDF before it becomes a flipbook', () => {
  let app: RunningApp;
  let browser: Browser;
  let account: TestAccount;
  let page: Page;
  let plain: ServerFlipbook | undefined;
  const brochure = makePdf('a4', 3);

  const create = async (title: string) => {
    const before = (await serverFlipbooks(app, account)).length;
    await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click();
    await expect
      .poll(async () => (await serverFlipbooks(app, account)).length, { timeout: 30_000 })
      .toBe(before + 1);
    return (await serverFlipbooks(app, account)).find((b) => b.title === title);
  };

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    browser = await launchChromium(WITHOUT_SERVICE_WORKER);
    page = await browser.newPage();
    await signInBrowser(page, app, account);
    await page.getByText('Drag & drop PDF files here').waitFor();
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('loads no editor code on the home page until Annotate is pressed', async () => {
    await upload(page, 'Plain.pdf', await brochure);
    await rowReady(page, 'Plain.pdf');
    const editorFiles = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => r.name)
          .filter((n) => /pdf-editor-dialog|pdf_viewer|pdf\.worker\.min/.test(n)),
      );
    expect(await editorFiles()).toEqual([]);
    plain = await create('Plain');
    expect(front(plain).every(Boolean)).toBe(true);
  });

  it('keeps the panels byte-identical to a plain conversion when the editor is cancelled', async () => {
    await upload(page, 'Cancelled.pdf', await brochure);
    const row = await rowReady(page, 'Cancelled.pdf');
    const dialog = await openEditor(page, row);
    await dialog.getByRole('button', { name: 'Draw' }).click();
    const layer = dialog.locator('.page[data-page-number="1"] .annotationEditorLayer');
    const box = (await layer.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await page.mouse.move(box.x + 100, box.y + 300);
    await page.mouse.down();
    await page.mouse.move(box.x + 300, box.y + 320, { steps: 8 });
    await page.mouse.up();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog', { name: 'Discard your marks?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the editor.
    await expect
      .poll(() =>
        row.getByRole('button', { name: 'Annotate' }).evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    const cancelled = await create('Cancelled');
    expect(front(cancelled)).toEqual(front(plain));
  });

  it('shows the text of a Japanese brochure in a font the file does not embed, read through the CMaps', async () => {
    await upload(page, 'Trade Fair.pdf', await japanesePdf('展示会'));
    const row = await rowReady(page, 'Trade Fair.pdf');
    const dialog = await openEditor(page, row);
    await expect
      .poll(() => dialog.locator('.page[data-page-number="1"] .textLayer').textContent())
      .toContain('展示会');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await create('Trade Fair');
  });

  it('puts a free text on page 1, a drawing on page 2 and an image on page 3 into the panels', async () => {
    await upload(page, 'Marked.pdf', await brochure);
    const row = await rowReady(page, 'Marked.pdf');
    const dialog = await openEditor(page, row);

    await dialog.getByRole('button', { name: 'Text' }).click();
    await dialog.getByLabel('Colour').fill('#e00000');
    await dialog.getByLabel('Size').fill('48');
    const first = dialog.locator('.page[data-page-number="1"] .annotationEditorLayer');
    const one = (await first.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    // Offsets in CSS pixels from the page's top: pages are fit to width, taller than the window.
    await page.mouse.click(one.x + one.width * 0.2, one.y + 500);
    await page.keyboard.type('SALE TODAY');
    await page.keyboard.press('Escape');

    await goToPage(dialog, 2);
    await dialog.getByRole('button', { name: 'Draw' }).click();
    await dialog.getByLabel('Colour').fill('#0030ff');
    await dialog.getByLabel('Thickness').fill('20');
    const second = dialog.locator('.page[data-page-number="2"] .annotationEditorLayer');
    const two = (await second.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await page.mouse.move(two.x + two.width * 0.2, two.y + 350);
    await page.mouse.down();
    await page.mouse.move(two.x + two.width * 0.8, two.y + 420, { steps: 12 });
    await page.mouse.up();

    await goToPage(dialog, 3);
    const stamp = await sharp({
      create: { width: 300, height: 150, channels: 3, background: '#00b050' },
    })
      .png()
      .toBuffer();
    await dialog
      .getByTestId('stamp-input')
      .setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: stamp });
    await dialog.locator('.page[data-page-number="3"] .stampEditor canvas').waitFor();

    const boxes = await markBoxes(dialog);
    expect(boxes.map((b) => b.page).sort()).toEqual([1, 2, 3]);
    await screenshot(page, 'annotate-desktop-light', { fullPage: false });

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await rowReady(page, 'Marked.pdf');
    await screenshot(page, 'annotate-row-after-done');
    const marked = await create('Marked');
    const panels = front(marked);
    const base = front(plain);
    for (const box of boxes) {
      const i = box.page - 1;
      const diff = await meanDifference(page, panels[i] ?? '', base[i] ?? '', box);
      expect(diff, `page ${box.page}'s mark`).toBeGreaterThan(8);
    }
    // Away from the marks (the bottom strip of each page) the panels are unchanged.
    const bottom = { x: 0.1, y: 0.85, width: 0.8, height: 0.08 };
    for (const i of [0, 1, 2]) {
      const diff = await meanDifference(page, panels[i] ?? '', base[i] ?? '', bottom);
      expect(diff, `page ${i + 1} away from its mark`).toBeLessThan(3);
    }
  });

  it('refuses a text file named .png and a TIFF as images, and takes an SVG by its content without running its script', async () => {
    await upload(page, 'Stamps.pdf', await brochure);
    const row = await rowReady(page, 'Stamps.pdf');
    const dialog = await openEditor(page, row);
    const input = dialog.getByTestId('stamp-input');
    const tiff = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#ff0000' },
    })
      .tiff()
      .toBuffer();
    for (const [name, buffer, mimeType] of [
      ['notes.png', Buffer.from('Meeting notes, not a picture.\n'), 'image/png'],
      ['scan.tiff', tiff, 'image/tiff'],
    ] as const) {
      await input.setInputFiles({ name, mimeType, buffer });
      await dialog
        .getByRole('alert')
        .filter({ hasText: `“${name}” is not an image the editor can add.` })
        .waitFor();
    }
    expect(await dialog.locator('.stampEditor').count()).toBe(0);
    // An SVG is taken by its content and drawn as a picture: its script never runs.
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><script>window.svgRan = true</script><rect width="120" height="60" fill="#c000c0"/></svg>`;
    await input.setInputFiles({
      name: 'logo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(svg),
    });
    await dialog.locator('.stampEditor canvas').waitFor();
    expect(await page.evaluate(() => 'svgRan' in window)).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('says “Missing PDF file.” when the picked file is gone from the disk, and leaves the row as it was', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-annotate-'));
    const file = path.join(dir, 'Gone.pdf');
    fs.writeFileSync(file, await brochure);
    await page
      .getByTestId('drop-zone')
      .locator('..')
      .locator('input[type="file"]')
      .setInputFiles(file);
    const row = await rowReady(page, 'Gone.pdf');
    fs.rmSync(dir, { recursive: true, force: true });
    await row.getByRole('button', { name: 'Annotate' }).click();
    const dialog = page.getByRole('dialog', { name: /^Annotate / });
    await dialog.getByRole('alert').filter({ hasText: 'Missing PDF file.' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Done' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Valid PDF').waitFor();
    expect(await row.getByRole('img', { name: /^Front panel/ }).count()).toBe(3);
  });

  it('fits the toolbar on a 390 px phone, keeps a window made narrow fitted, and draws with a finger', async () => {
    await upload(page, 'Looks.pdf', await brochure);
    const row = await rowReady(page, 'Looks.pdf');
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await openEditor(page, row);
    await phone.getByRole('button', { name: 'Draw' }).click();
    const toolbar = phone.getByRole('toolbar', { name: 'Annotation tools' });
    // Nothing of the toolbar is cut off: it wraps instead.
    expect(await toolbar.evaluate((t) => t.scrollWidth - t.clientWidth)).toBe(0);
    await phone.getByRole('button', { name: 'Cancel' }).click();
    await phone.waitFor({ state: 'detached' });

    // A window made narrow with the editor open (a phone turned upright) keeps the page fitted.
    await page.setViewportSize({ width: 1280, height: 800 });
    const turned = await openEditor(page, row);
    const pageWidth = async () =>
      (await turned.locator('.page[data-page-number="1"]').boundingBox())?.width ?? 0;
    expect(await pageWidth()).toBeGreaterThan(1000);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(pageWidth).toBeLessThan(390);
    expect(await widths(page)).toEqual({ scrollWidth: 390, innerWidth: 390 });
    await turned.getByRole('button', { name: 'Cancel' }).click();
    await turned.waitFor({ state: 'detached' });

    // A finger drawing on the page draws; it does not scroll the pages.
    const dialog = await openEditor(page, row);
    await dialog.getByRole('button', { name: 'Draw' }).click();
    const pages = dialog.getByTestId('pdf-editor-pages');
    const layer = dialog.locator('.page[data-page-number="1"] .annotationEditorLayer');
    const box = (await layer.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    const before = await pages.evaluate((p) => p.scrollTop);
    await touch('touchStart', box.x + 60, box.y + 200);
    for (let i = 1; i <= 10; i++)
      await touch('touchMove', box.x + 60 + i * 20, box.y + 200 + i * 25);
    await touch('touchEnd', 0, 0);
    expect(await pages.evaluate((p) => p.scrollTop)).toBe(before);
    await dialog.getByRole('button', { name: 'Select' }).click();
    await dialog.locator('.page[data-page-number="1"] .inkEditor').waitFor();
    await screenshot(page, 'annotate-phone-touch-drawing', { fullPage: false });
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('fits a phone with a long file name: no sideways scrolling in the editor or after it, Done is where it is tapped, and focus goes back to Annotate', async () => {
    const phone = await launchChromium({
      ...WITHOUT_SERVICE_WORKER,
      viewport: { width: 390, height: 844 },
      device: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    });
    try {
      const tab = await phone.newPage();
      await signInBrowser(tab, app, account);
      const name = 'Harbour festival brochure, spring edition, final copy for print.pdf';
      await tab.getByRole('button', { name: 'Upload PDF' }).waitFor();
      await tab
        .getByLabel('PDF files')
        .setInputFiles({ name, mimeType: 'application/pdf', buffer: await brochure });
      const row = await rowReady(tab, name);
      // A phone widens its layout to whatever is wider than the screen, the editor's frame too.
      expect(await widths(tab)).toEqual({ scrollWidth: 390, innerWidth: 390 });

      await row.getByRole('button', { name: 'Annotate' }).tap();
      const dialog = tab.getByRole('dialog', { name: /^Annotate / });
      await dialog
        .getByRole('button', { name: 'Select', disabled: false })
        .waitFor({ timeout: 30_000 });
      const first = dialog.locator('.page[data-page-number="1"]');
      await first.locator('canvas').first().waitFor();
      expect(await widths(tab)).toEqual({ scrollWidth: 390, innerWidth: 390 });
      const fitted = (await first.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      expect(fitted.x).toBeGreaterThanOrEqual(0);
      expect(fitted.x + fitted.width).toBeLessThanOrEqual(390);
      // Every control is on the screen.
      for (const button of await dialog.getByRole('button').all()) {
        const box = (await button.boundingBox()) ?? { x: -1, y: 0, width: 0, height: 0 };
        const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
        expect(box.x, name ?? '').toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name ?? '').toBeLessThanOrEqual(390);
      }

      await dialog.getByRole('button', { name: 'Draw' }).tap();
      const cdp = await tab.context().newCDPSession(tab);
      const layer = await first.locator('.annotationEditorLayer').boundingBox();
      const x = (layer?.x ?? 0) + 60;
      const y = (layer?.y ?? 0) + 150;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let i = 1; i <= 8; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: x + i * 25, y: y + i * 10 }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await dialog.getByRole('button', { name: 'Select' }).tap();
      await first.locator('.inkEditor').waitFor();
      await screenshot(tab, 'annotate-phone-long-name-light', { fullPage: false });

      // What a tap at the middle of Done lands on is Done.
      const done = dialog.getByRole('button', { name: 'Done' });
      const box = (await done.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      expect(
        await tab.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim(),
          centre,
        ),
      ).toBe('Done');
      await tab.touchscreen.tap(centre.x, centre.y);
      await dialog.waitFor({ state: 'detached' });
      const annotate = row.getByRole('button', { name: 'Annotate' });
      await expect.poll(() => annotate.evaluate((b) => b === document.activeElement)).toBe(true);
      await rowReady(tab, name);
      expect(await widths(tab)).toEqual({ scrollWidth: 390, innerWidth: 390 });
      await screenshot(tab, 'annotate-phone-after-done-light');
    } finally {
      await phone.dispose();
    }
  });

  it('undoes, redoes, moves, resizes and deletes a mark, and zooms in, out and back to the page width', async () => {
    await upload(page, 'Tools.pdf', await brochure);
    const row = await rowReady(page, 'Tools.pdf');
    const dialog = await openEditor(page, row);
    const button = (name: string) => dialog.getByRole('button', { name, exact: true });
    await button('Draw').click();
    await dialog.getByLabel('Thickness').fill('20');
    const layer = dialog.locator('.page[data-page-number="1"] .annotationEditorLayer');
    const box = (await layer.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await page.mouse.move(box.x + 200, box.y + 400);
    await page.mouse.down();
    await page.mouse.move(box.x + 500, box.y + 420, { steps: 8 });
    await page.mouse.up();
    await button('Select').click();
    const ink = dialog.locator('.inkEditor');
    await ink.waitFor();
    await button('Undo').click();
    await expect.poll(() => ink.count()).toBe(0);
    await button('Redo').click();
    await ink.waitFor();

    const before = (await ink.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    // A click selects the mark (Delete comes on), then it is dragged.
    await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
    await expect.poll(() => button('Delete').isEnabled()).toBe(true);
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await page.mouse.move(before.x + before.width / 2 + 120, before.y + before.height / 2 + 80, {
      steps: 6,
    });
    await page.mouse.up();
    const moved = (await ink.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    expect(Math.round(moved.x - before.x)).toBeGreaterThan(100);

    // pdf.js's corner handle of the selected mark resizes it, keeping its top-left corner.
    const corner = ink.locator('.resizer.bottomRight');
    const handle = (await corner.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 150, handle.y + 100, { steps: 6 });
    await page.mouse.up();
    const resized = (await ink.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    expect(resized.width).toBeGreaterThan(moved.width * 1.2);
    expect(Math.abs(resized.x - moved.x)).toBeLessThan(2);
    await button('Delete').click();
    await expect.poll(() => ink.count()).toBe(0);

    const width = async () =>
      (await dialog.locator('.page[data-page-number="1"]').boundingBox())?.width ?? 0;
    const fitted = await width();
    await button('Zoom in').click();
    await expect.poll(width).toBeGreaterThan(fitted);
    await button('Zoom out').click();
    await button('Zoom out').click();
    await expect.poll(width).toBeLessThan(fitted);
    await button('Fit to width').click();
    await expect.poll(width).toBe(fitted);
    await button('Cancel').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove Tools.pdf' }).click();
  });

  it('works from the keyboard: Tab reaches every tool, stays in the editor, and Escape gives focus back', async () => {
    await upload(page, 'Keys.pdf', await brochure);
    const row = await rowReady(page, 'Keys.pdf');
    const annotate = row.getByRole('button', { name: 'Annotate' });
    await annotate.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Annotate Keys.pdf' });
    await dialog
      .getByRole('button', { name: 'Select', disabled: false })
      .waitFor({ timeout: 30_000 });
    const reached = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const focused = await dialog.evaluate((d) => {
        const el = document.activeElement;
        return {
          inside: d.contains(el),
          name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
        };
      });
      expect(focused.inside).toBe(true);
      reached.add(focused.name);
    }
    for (const control of [
      'Cancel',
      'Done',
      'Select',
      'Text',
      'Draw',
      'Image',
      'Zoom out',
      'Fit to width',
      'Zoom in',
    ])
      expect(reached).toContain(control);
    await dialog.getByRole('button', { name: 'Text' }).focus();
    await page.keyboard.press('Enter');
    expect(await dialog.getByRole('button', { name: 'Text' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => annotate.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Remove Keys.pdf' }).click();
  });

  it('annotates a flipbook’s kept PDF again from Edit, syncing new panels; says why without a copy, and “Invalid or corrupted PDF file.” for a damaged one', async () => {
    const openEdit = async (title: string) => {
      await page.getByRole('button', { name: `More actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
      return page.getByRole('dialog', { name: 'Edit Flipbook' });
    };
    const plainEdit = await openEdit('Plain');
    await plainEdit
      .getByText('The PDF can be annotated again only on the device that annotated it')
      .waitFor();
    expect(await plainEdit.getByRole('button', { name: 'Annotate PDF' }).count()).toBe(0);
    await plainEdit.getByRole('button', { name: 'Cancel' }).click();

    const before = (await serverFlipbooks(app, account)).find((b) => b.title === 'Marked');
    const markedId = before?.id ?? '';
    expect(await readKeys(page, 'pdfs')).toEqual([markedId]);
    const edit = await openEdit('Marked');
    await edit.getByRole('button', { name: 'Annotate PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annotate Marked.pdf' });
    await dialog
      .getByRole('button', { name: 'Select', disabled: false })
      .waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Draw' }).click();
    await dialog.getByLabel('Colour').fill('#ff8000');
    await dialog.getByLabel('Thickness').fill('20');
    const layer = dialog.locator('.page[data-page-number="1"] .annotationEditorLayer');
    const box = (await layer.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await page.mouse.move(box.x + box.width * 0.1, box.y + 650);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.9, box.y + 700, { steps: 12 });
    await page.mouse.up();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page
      .getByText('Title and PDF have been updated.', { exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(
        async () => (await serverFlipbooks(app, account)).find((b) => b.id === markedId)?.left,
        { timeout: 30_000 },
      )
      .not.toBe(before?.left);
    const after = (await serverFlipbooks(app, account)).find((b) => b.id === markedId);
    // The new stroke is in the new first panel, and the earlier marks are still there.
    const stroke = { x: 0.15, y: 650 / box.height, width: 0.7, height: 50 / box.height };
    expect(
      await meanDifference(page, after?.left ?? '', before?.left ?? '', stroke),
    ).toBeGreaterThan(8);
    expect(
      await meanDifference(page, after?.right ?? '', before?.right ?? '', {
        x: 0,
        y: 0,
        width: 1,
        height: 1,
      }),
    ).toBeLessThan(3);

    // A kept copy that no longer reads as a PDF: the viewer's own text, and nothing changes.
    await page.evaluate(
      ({ id, bytes }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('flipfold');
          open.onsuccess = () => {
            const tx = open.result.transaction('pdfs', 'readwrite');
            const store = tx.objectStore('pdfs');
            const read = store.get(id);
            read.onsuccess = () =>
              store.put({ ...read.result, pdf: new Blob([new Uint8Array(bytes)]) });
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      { id: markedId, bytes: [...(await brochure).subarray(0, 400)] },
    );
    const broken = await openEdit('Marked');
    await broken.getByRole('button', { name: 'Annotate PDF' }).click();
    const failing = page.getByRole('dialog', { name: 'Annotate Marked.pdf' });
    await failing
      .getByRole('alert')
      .filter({ hasText: 'Invalid or corrupted PDF file.' })
      .waitFor();
    expect(await failing.getByRole('button', { name: 'Done' }).isDisabled()).toBe(true);
    await failing.getByRole('button', { name: 'Cancel' }).click();
    await broken.getByRole('button', { name: 'Cancel' }).click();
    expect((await serverFlipbooks(app, account)).find((b) => b.id === markedId)?.left).toBe(
      after?.left,
    );

    await page.getByRole('button', { name: 'More actions for Marked' }).click();
    await page.getByRole('menuitem', { name: /Delete/ }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect.poll(() => readKeys(page, 'pdfs')).toEqual([]);
  });

  it('leaves Backspace and Delete to every text box of the app once the editor has closed', async () => {
    await upload(page, 'Typed After.pdf', await brochure);
    const row = await rowReady(page, 'Typed After.pdf');
    const dialog = await openEditor(page, row);
    await drawStroke(page, dialog);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await rowReady(page, 'Typed After.pdf');
    await create('Typed After');
    const edits = (box: Locator, text?: string) => editsWithBackspaceAndDelete(page, box, text);

    // The library and the Edit dialog.
    await edits(page.getByRole('searchbox', { name: 'Search flipbooks' }));
    await page.getByRole('searchbox', { name: 'Search flipbooks' }).fill('');
    await page.getByRole('button', { name: 'More actions for Typed After' }).click();
    await page.getByRole('menuitem', { name: 'Edit Flipbook' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Flipbook' });
    await edits(edit.getByLabel('Title'));
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // The profile's password fields and the delete-account box (the app is not reloaded).
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('tab', { name: 'Password' }).click();
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      await edits(page.getByLabel(label, { exact: true }));
    await page.getByRole('tab', { name: 'Danger Zone' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog');
    await edits(confirm.getByLabel('Password', { exact: true }));
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // Signed out: both tabs of the auth dialog, the reset request and the new password.
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const auth = page.getByRole('dialog').getByRole('tabpanel');
    for (const label of ['Email or Username', 'Password'])
      await edits(auth.getByLabel(label, { exact: true }));
    await page.getByRole('dialog').getByRole('tab', { name: 'Sign Up' }).click();
    // Names last: they ask the server for a username, which may then fill that field.
    for (const label of ['Username', 'Email Address', 'Password', 'Confirm Password'])
      await edits(auth.getByLabel(label, { exact: true }));
    await page.getByRole('dialog').getByText('Organization', { exact: true }).click();
    await edits(auth.getByLabel('Organization / Team Name'));
    await page.getByRole('dialog').getByText('Individual', { exact: true }).click();
    for (const label of ['First Name', 'Last Name']) await edits(auth.getByLabel(label));
    await page.getByRole('dialog').getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await edits(page.getByLabel('Email'));
    await page.evaluate(() => {
      history.pushState(null, '', '/reset-password?token=typed');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    for (const label of ['New password', 'Confirm password'])
      await edits(page.getByLabel(label, { exact: true }));

    // An unverified account: the code, in the banner's dialog and on the profile.
    await signUpUnverified(app, {
      username: 'typed.after',
      email: 'typed.after@example.com',
      password: 'Typed#After1',
      displayName: 'Typed After',
    });
    await page.evaluate(() => {
      history.pushState(null, '', '/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await auth.getByLabel('Email or Username').fill('typed.after');
    await auth.getByLabel('Password', { exact: true }).fill('Typed#After1');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Sign In', exact: true })
      .last()
      .click();
    await page.getByRole('button', { name: 'Enter the code' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
    await edits(verify.getByLabel('Verification code'), '1234');
    await verify.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Account menu for Typed After' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await edits(page.getByRole('tabpanel').getByLabel('Verification code'), '1234');
  });
});

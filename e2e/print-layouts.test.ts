import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBrowser, signUpVerified, type TestAccount } from '#testing/accounts';
import { type RunningApp, startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import { coloursOnShow, describeColours } from '#testing/colours-on-show';
import { makeKitInBrowser, startPresenting } from '#testing/event-kit';
import { type PrintPanel, pagesOf, pagesPdf, ROLL_FOLD, rollFoldPdf } from '#testing/print-layouts';
import { serverFlipbooks } from '#testing/server-flipbooks';

const IDLE_SECONDS = 10;

/** A print file, how it is uploaded, and what a reader must see of it. */
interface PrintFile {
  title: string;
  pdf: () => Promise<Buffer>;
  /** The upload's 'Auto-split into 3 panels (tri-fold)', where the file is offered it. */
  split?: boolean;
  panels: PrintPanel[];
  /** The panels on show at each stage on a larger screen, left to right. */
  stages: string[][];
  /** The panels a phone shows, tap after tap, from the first. */
  phone: string[];
  /** The upload row's last preview once its panels are made as they should be. */
  preview: string;
}

const pages = (...n: number[]) => n.map((i) => `Page ${i}`);
const FILES: PrintFile[] = [
  {
    title: 'Roll Fold',
    pdf: rollFoldPdf,
    split: true,
    panels: [...ROLL_FOLD.outside, ...ROLL_FOLD.inside],
    stages: [
      ['Front cover'],
      ['Back cover', 'Front cover'],
      ['Inside flap', 'Back cover', 'Front cover'],
      ['Inside 1', 'Inside 2', 'Inside 3'],
    ],
    phone: ['Front cover', 'Inside 1', 'Inside 2', 'Inside 3', 'Inside flap', 'Back cover'],
    preview: 'Back panel 3 of 3',
  },
  {
    title: 'One Page Flyer',
    pdf: () => pagesPdf(1),
    split: false,
    panels: pagesOf(1),
    stages: [pages(1)],
    phone: pages(1),
    preview: 'Front panel 1 of 1',
  },
  {
    title: 'Two Page Flyer',
    pdf: () => pagesPdf(2),
    split: false,
    panels: pagesOf(2),
    stages: [pages(1), pages(1, 2), pages(1, 2)],
    phone: pages(1, 2),
    preview: 'Front panel 2 of 2',
  },
  {
    title: 'Catalogue',
    pdf: () => pagesPdf(3),
    panels: pagesOf(3),
    stages: [pages(1), pages(1, 2), pages(1, 2, 3)],
    phone: pages(1, 2, 3),
    preview: 'Front panel 3 of 3',
  },
  {
    title: 'Booklet',
    pdf: () => pagesPdf(6, 'a5'),
    panels: pagesOf(6),
    stages: [pages(1), pages(1, 2), pages(1, 2, 3), pages(4, 5, 6)],
    phone: pages(1, 2, 3, 4, 5, 6),
    preview: 'Back panel 3 of 3',
  },
];
const cover = (file: PrintFile) => file.phone[0] ?? '';

/** Waits until every panel image on the page has arrived and been decoded. */
const painted = (page: Page) =>
  page.waitForFunction(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('img[data-slot]')];
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  });

/**
 * Asserts the panels a screenshot of `where` shows, left to right, read from its pixels (not from
 * the page's markup); a failure says every colour seen and how much of it.
 */
async function expectOnShow(where: Locator, file: PrintFile, expected: string[], what: string) {
  const until = Date.now() + 10_000;
  let seen: Awaited<ReturnType<typeof coloursOnShow>> = [];
  do {
    seen = await coloursOnShow(await where.screenshot(), file.panels);
    if (seen.map((c) => c.name).join() === expected.join()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  } while (Date.now() < until);
  expect(
    seen.map((c) => c.name),
    `${file.title}, ${what}: saw ${describeColours(seen)}`,
  ).toEqual(expected);
}

describe('print files as designers lay them out, opened on their cover', () => {
  let app: RunningApp;
  let account: TestAccount;
  let creator: Awaited<ReturnType<typeof launchChromium>>;
  let page: Page;
  const ids = new Map<string, string>();
  const idOf = (file: PrintFile) => ids.get(file.title) ?? '';

  beforeAll(async () => {
    app = await startApp();
    account = await signUpVerified(app);
    creator = await launchChromium({ viewport: { width: 1280, height: 800 } });
    page = await creator.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInBrowser(page, app, account);
    // The upload takes one file at a time: each is made into a flipbook before the next.
    for (const file of FILES) {
      await page.locator('input[type="file"]').setInputFiles({
        name: `${file.title}.pdf`,
        mimeType: 'application/pdf',
        buffer: await file.pdf(),
      });
      const row = page.getByTestId('upload-file').filter({ hasText: `${file.title}.pdf` });
      await row.getByText('Valid PDF').waitFor({ timeout: 30_000 });
      if (file.split !== undefined) {
        const toggle = row.getByRole('checkbox', { name: 'Auto-split into 3 panels (tri-fold)' });
        // The spec's default: on for files of two pages or fewer.
        expect(await toggle.isChecked()).toBe(true);
        // A portrait page is said to be cut into strips; a tri-fold sheet is landscape.
        const note = row.getByText('Portrait pages: splitting cuts each page into 3 strips.');
        expect(await note.count()).toBe(file.split ? 0 : 1);
        if (!file.split) await toggle.uncheck();
      }
      await row.getByRole('img', { name: file.preview, exact: true }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click({ timeout: 30_000 });
      await page.getByTestId('flipbook-card').filter({ hasText: file.title }).waitFor();
    }
    // Each reaches the server through the outbox (expect.poll is for tests, not their setup).
    for (const until = Date.now() + 60_000; Date.now() < until; ) {
      if ((await serverFlipbooks(app, account)).length === FILES.length) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const book of await serverFlipbooks(app, account)) ids.set(book.title, book.id);
    expect([...ids.keys()].sort()).toEqual(FILES.map((f) => f.title).sort());
  }, 180_000);
  afterAll(async () => {
    await creator?.dispose();
    await app?.stop();
  });

  it('opens each on its cover on a shared link and turns through the stages it has, as the paper unfolds', async () => {
    const visitor = await launchChromium({ viewport: { width: 1280, height: 800 } });
    try {
      const reader = await visitor.newPage();
      await reader.emulateMedia({ reducedMotion: 'reduce' });
      for (const file of FILES) {
        await reader.goto(`${app.url}/?view=${idOf(file)}`);
        const stage = reader.getByRole('button', { name: /^Brochure, / });
        await stage.waitFor();
        await painted(reader);
        for (const [i, expected] of file.stages.entries()) {
          await reader.getByText(`${i + 1} / ${file.stages.length}`, { exact: true }).waitFor();
          await expectOnShow(stage, file, expected, `stage ${i + 1}`);
          await stage.click();
        }
        // After the last stage, the cover again.
        await reader.getByText(`1 / ${file.stages.length}`, { exact: true }).waitFor();
        await expectOnShow(stage, file, [cover(file)], 'after the last stage');
        expect(await reader.getByText('No image').count(), file.title).toBe(0);
      }
    } finally {
      await visitor.dispose();
    }
  });

  it('shows a phone one panel at a time from the cover, in reading order, wrapping around', async () => {
    const visitor = await launchChromium({
      viewport: { width: 390, height: 844 },
      device: { isMobile: true, hasTouch: true },
    });
    try {
      const reader = await visitor.newPage();
      for (const file of FILES) {
        await reader.goto(`${app.url}/?view=${idOf(file)}`);
        const stage = reader.getByRole('button', { name: /Tap for the next page/ });
        await stage.waitFor();
        for (const [i, expected] of [...file.phone, cover(file)].entries()) {
          await painted(reader);
          await expectOnShow(stage, file, [expected], `tap ${i}`);
          // Each tap lands apart from the one before: two at one spot in a moment zoom instead.
          await stage.tap({ position: { x: i % 2 ? 80 : 260, y: 200 } });
        }
        expect(await reader.getByText('No image').count(), file.title).toBe(0);
      }
    } finally {
      await visitor.dispose();
    }
  });

  it('opens the embed page on the cover too, and turns it through the same stages', async () => {
    const visitor = await launchChromium({ viewport: { width: 900, height: 600 } });
    try {
      const reader = await visitor.newPage();
      await reader.emulateMedia({ reducedMotion: 'reduce' });
      for (const file of FILES) {
        await reader.goto(`${app.url}/embed/${idOf(file)}`);
        const stage = reader.getByRole('button', { name: /^Brochure, / });
        await stage.waitFor();
        await painted(reader);
        for (const [i, expected] of [...file.stages, file.stages[0] ?? []].entries()) {
          await expectOnShow(stage, file, expected, `the embed page, stage ${i + 1}`);
          await stage.click();
        }
        expect(await reader.getByText('No image').count(), file.title).toBe(0);
      }
    } finally {
      await visitor.dispose();
    }
  });

  it('shows each cover on its library card and in its shared link’s preview image', async () => {
    await page.goto(app.url);
    for (const file of FILES) {
      const card = page.getByTestId('flipbook-card').filter({ hasText: file.title });
      const image = card.locator('img').first();
      await image.waitFor();
      await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete)).toBe(true);
      await expectOnShow(image, file, [cover(file)], 'its card');

      const html = await (await fetch(`${app.url}/?view=${idOf(file)}`)).text();
      const preview = /<meta property="og:image" content="[^"]*(\/media\/[^"]+)"/.exec(html)?.[1];
      const bytes = Buffer.from(await (await fetch(`${app.url}${preview}`)).arrayBuffer());
      const seen = await coloursOnShow(await sharp(bytes).png().toBuffer(), file.panels);
      expect(
        seen.map((c) => c.name),
        `${file.title}'s og:image`,
      ).toEqual([cover(file)]);
    }
  });

  it('puts each cover first in the kiosk, in its covers row, and back on it after the attract loop', async () => {
    await page.goto(app.url);
    await makeKitInBrowser(page, {
      name: 'Print Fair',
      titles: FILES.map((f) => f.title),
      idleSeconds: IDLE_SECONDS,
    });
    await startPresenting(page);
    const kiosk = page.locator('[data-kiosk]');
    const stage = page.locator('[data-kiosk-stage]');
    const shown = async () => {
      const title = await kiosk.getByRole('heading', { level: 1 }).textContent();
      return FILES.find((f) => f.title === title) as PrintFile;
    };
    const first = await shown();
    await painted(page);
    await expectOnShow(stage, first, [cover(first)], 'the kiosk’s first screen');
    for (const file of FILES) {
      const choose = kiosk.getByRole('button', { name: `Show ${file.title}` });
      await expectOnShow(choose, file, [cover(file)], 'its place in the covers row');
      await choose.click();
      await painted(page);
      await expectOnShow(stage, file, [cover(file)], 'the kiosk');
    }
    // A visitor turns the last one and walks away: the kiosk starts over on the first cover.
    await stage.click();
    await page.locator('[data-kiosk][data-kiosk-mode="attract"]').waitFor({
      timeout: (IDLE_SECONDS + 10) * 1000,
    });
    expect((await shown()).title).toBe(first.title);
    await painted(page);
    await expectOnShow(stage, first, [cover(first)], 'the attract loop’s start');
    expect(await page.getByText('No image').count()).toBe(0);
  }, 90_000);
});

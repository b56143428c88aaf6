import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_READER_READY_MARK } from '#core/pdf-assets';
import type { RunningApp } from '#testing/app-server';
import { type launchChromium, WITHOUT_SERVICE_WORKER } from '#testing/chromium';
import { readStore } from '#testing/indexeddb';
import { makePdf } from '#testing/pdfs';
import { startSignedInBrowser } from '#testing/signed-in-browser';

type Browser = Awaited<ReturnType<typeof launchChromium>>;
type StoredFlipbook = { title: string; slots: Record<string, string | null>; thumbnail: string };

/** Converts `buffer` in the home page's zone and waits for its three front previews. */
async function convert(page: Page, name: string, buffer: Buffer) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer });
  const row = page.getByTestId('upload-file').filter({ hasText: name });
  await row.getByRole('img', { name: 'Front panel 3 of 3' }).waitFor({ timeout: 30_000 });
  return row;
}

/** Creates the flipbook of the zone's file and returns its panels' and thumbnail's media names. */
async function create(page: Page, title: string) {
  await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click();
  // The library, not the toast: the last create's toast, in the same words, may still show.
  const stored = async () =>
    (await readStore<StoredFlipbook>(page, 'flipbooks')).find((b) => b.title === title);
  await expect.poll(stored, { timeout: 30_000 }).toBeDefined();
  await page.getByText('1 flipbook added to your library.', { exact: true }).first().waitFor();
  const book = await stored();
  // Media are named by the SHA-256 of their bytes: equal names are byte-identical images.
  return { slots: book?.slots, thumbnail: book?.thumbnail };
}

describe('the PDF workers’ kept canvases', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ app, browser, page, errors } = await startSignedInBrowser(WITHOUT_SERVICE_WORKER));
  });
  afterAll(async () => {
    await browser?.dispose();
    await app?.stop();
  });

  it('makes a file’s panels byte for byte the same on canvases that held another file as on new ones', async () => {
    // A device that has converted before warms its workers in each new session.
    await convert(page, 'Earlier.pdf', await makePdf('a4', 1));
    await page.reload();
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      PDF_READER_READY_MARK,
      { timeout: 30_000 },
    );
    // A5 panels (900 × 1277) are not the size the warm-up keeps: the first file gets new canvases.
    const plain = await makePdf('a5', 3);
    await convert(page, 'Plain.pdf', plain);
    const first = await create(page, 'Plain');
    expect(Object.values(first.slots ?? {}).filter(Boolean)).toHaveLength(3);

    // Another file of that size, in other colours, is drawn on those same canvases…
    const other = await convert(page, 'Banded.pdf', await makePdf('a5', 3, { bands: true }));
    await other.getByRole('button', { name: /^Remove/ }).click();
    // …and the first file again on what it left.
    await convert(page, 'Plain again.pdf', plain);
    const again = await create(page, 'Plain again');

    expect(again).toEqual(first);
    expect(errors).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signInBrowser, signUpVerified } from '../e2e/support/accounts';
import { startApp } from '../e2e/support/app-server';
import { launchChromium } from '../e2e/support/chromium';
import { makePdf } from '../e2e/support/pdfs';
import type { BenchRow } from './support/table';

/** poppler's pdftoppm is the reference; as root on Debian it is installed like Chromium. */
function ensurePdftoppm() {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
  } catch {
    if (process.getuid?.() !== 0 || !fs.existsSync('/etc/debian_version')) {
      throw new Error('pdftoppm is missing: install it with sudo apt-get install -y poppler-utils');
    }
    execFileSync('sh', ['-c', 'apt-get update && apt-get install -y poppler-utils'], {
      stdio: 'inherit',
    });
  }
}

function pdftoppmMs(file: string, width: number, runs = 3): number {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-pdftoppm-'));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    execFileSync('pdftoppm', [
      '-scale-to-x',
      String(width),
      '-scale-to-y',
      '-1',
      '-jpeg',
      '-jpegopt',
      'quality=85',
      file,
      path.join(out, 'p'),
    ]);
    times.push(performance.now() - started);
  }
  fs.rmSync(out, { recursive: true, force: true });
  return Math.min(...times);
}

/** Time from picking the file to all panels made (open, render, encode), as a user sees it. */
async function convertInApp(
  page: Page,
  name: string,
  pdf: Buffer,
  lastPanel: string,
): Promise<{ ms: number; stallMs: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
    }).observe({ type: 'longtask' });
  });
  const started = performance.now();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  await page
    .getByTestId('upload-file')
    .getByRole('img', { name: lastPanel })
    .waitFor({ timeout: 60_000 });
  const ms = performance.now() - started;
  const stallMs = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
  return { ms, stallMs };
}

async function storedPanelBytes(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const open = indexedDB.open('flipfold');
        open.onsuccess = () => {
          const tx = open.result.transaction(['flipbooks', 'media']);
          const books = tx.objectStore('flipbooks').getAll();
          books.onsuccess = () => {
            const book = (books.result as Array<{ slots: Record<string, string | null> }>)[0];
            const names = Object.values(book?.slots ?? {}).filter((n): n is string => !!n);
            const sizes: number[] = [];
            for (const name of names) {
              const r = tx.objectStore('media').get(name);
              r.onsuccess = () => {
                sizes.push((r.result as { bytes: ArrayBuffer }).bytes.byteLength);
                if (sizes.length === names.length) resolve(sizes);
              };
            }
          };
        };
      }),
  );
}

/** Figures 1-3 of issue 8: conversion time against pdftoppm, panel weight, main-thread stalls. */
export async function benchConversion(): Promise<BenchRow[]> {
  ensurePdftoppm();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-bench-pdf-'));
  const sixPages = path.join(dir, 'six.pdf');
  const trifold = path.join(dir, 'trifold.pdf');
  fs.writeFileSync(sixPages, await makePdf('a4', 6));
  fs.writeFileSync(trifold, await makePdf('letterLandscape', 2));
  const app = await startApp();
  const browser = await launchChromium();
  try {
    const account = await signUpVerified(app);
    const page = await browser.newPage();
    await signInBrowser(page, app, account);
    await page.getByText('Drag & drop PDF files here').waitFor();
    // A first run loads pdf.js and its worker, as a returning user would have them cached.
    await convertInApp(page, 'warm-up.pdf', fs.readFileSync(sixPages), 'Back panel 3 of 3');
    await page.getByRole('button', { name: /^Remove/ }).click();

    const six = await convertInApp(page, 'six.pdf', fs.readFileSync(sixPages), 'Back panel 3 of 3');
    await page.getByRole('button', { name: 'Create Flipbooks (1)' }).click();
    await page.getByText('1 flipbook(s) added to your library.', { exact: true }).first().waitFor();
    const sizes = await storedPanelBytes(page);
    const tri = await convertInApp(
      page,
      'trifold.pdf',
      fs.readFileSync(trifold),
      'Back panel 3 of 3',
    );

    const ref6 = pdftoppmMs(sixPages, 900);
    const refTri = pdftoppmMs(trifold, 2400);
    const total = sizes.reduce((a, b) => a + b, 0);
    return [
      {
        figure: 'Conversion: 6-page A4 to panels in Chromium',
        value: six.ms,
        unit: 'ms',
        reference: { label: 'pdftoppm 900 px JPEG 85', value: ref6 },
        ratio: six.ms / ref6,
        goal: { ratio: 1.2, better: 'lower' },
      },
      {
        figure: 'Conversion: 2-page tri-fold at 2400 px',
        value: tri.ms,
        unit: 'ms',
        reference: { label: 'pdftoppm 2400 px JPEG 85', value: refTri },
        ratio: tri.ms / refTri,
        goal: { ratio: 0.6, better: 'lower' },
      },
      {
        figure: 'Panel weight: 6-panel flipbook (JPEG 85)',
        value: Math.round(total / 1024),
        unit: 'KB',
        goal: { max: 1536, better: 'lower' },
        note: `largest panel ${Math.round(Math.max(...sizes) / 1024)} KB, ${Math.round(total / 1024 / sizes.length)} KB on average`,
      },
      {
        figure: 'Main thread: longest stall while converting 6 pages',
        value: Math.max(six.stallMs, tri.stallMs),
        unit: 'ms',
        goal: { max: 50, better: 'lower' },
      },
    ];
  } finally {
    await browser.dispose();
    await app.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./support/table');
  console.log(renderTable(await benchConversion()));
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { isPdfAssetPath, PDF_ASSETS_CACHE } from '#core/pdf-assets';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * The built files reading, checking and converting a PDF can fetch: the PDF worker scripts and
 * pdf.js's fonts, CMaps, ICC profile and WebAssembly decoders (not its licences, its JS fallbacks
 * for browsers without WebAssembly, or the scripting engine, which is never enabled).
 */
export function pdfAssetPaths(root = DIST): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
  const scripts = fs
    .readdirSync(path.join(root, 'assets'))
    .map((name) => `/assets/${name}`)
    .filter((p) => /\.m?js$/.test(p) && isPdfAssetPath(p));
  const pdfjs = walk(path.join(root, 'pdfjs'))
    .map((full) => `/${path.relative(root, full).split(path.sep).join('/')}`)
    .filter((p) => !/LICENSE|\.js$|quickjs/.test(p) && !/\.(br|gz)$/.test(p));
  return [...scripts, ...pdfjs];
}

/** The paths the page's service worker holds in its PDF assets cache. */
export function cachedPdfAssets(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, PDF_ASSETS_CACHE);
}

/** Waits until the page's service worker holds every file of the PDF assets. */
export async function waitForPdfAssets(page: Page): Promise<void> {
  const wanted = pdfAssetPaths();
  await expect
    .poll(
      async () => {
        const cached = new Set(await cachedPdfAssets(page));
        return wanted.filter((p) => !cached.has(p));
      },
      { timeout: 60_000, interval: 250 },
    )
    .toEqual([]);
}

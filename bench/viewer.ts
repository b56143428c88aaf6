import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { dataUrl, noisePng } from '#api-test/png';
import { seedVerifiedUser } from '#api-test/seed-user';
import { LOCALE_NAMES, LOCALES } from '#core/i18n/locales';
import { startApp } from '#testing/app-server';
import { launchChromium } from '#testing/chromium';
import {
  countScriptsOnTheWire,
  type ScriptsOnTheWire,
  SHARED_LINK_SCRIPT_BUDGET,
} from '#testing/scripts-on-the-wire';
import type { BenchRow } from './support/table';

interface Load extends ScriptsOnTheWire {
  firstPanelMs: number;
}

/** Opens a URL and records when the first panel image is painted and the JS bytes on the wire. */
async function measure(page: Page, url: string, panelSelector: string): Promise<Load> {
  const scripts = await countScriptsOnTheWire(page);
  await page.goto(url);
  await page.waitForFunction(
    (selector) => {
      const img = document.querySelector<HTMLImageElement>(selector);
      return img?.complete && img.naturalWidth > 0;
    },
    panelSelector,
    { timeout: 30_000 },
  );
  const firstPanelMs = await page.evaluate(() => performance.now());
  // The scripts of the whole visit, not only those before the first panel.
  await page.waitForLoadState('networkidle');
  return { ...(await scripts.stop()), firstPanelMs };
}

/** What the shared-link viewer downloads and how fast it shows a panel. */
export async function benchViewer(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync('/tmp/flipfold-bench-viewer-');
  const { token } = await seedVerifiedUser(dataDir);
  const app = await startApp({ dataDir });
  const browser = await launchChromium({ viewport: { width: 1366, height: 900 } });
  try {
    const id = crypto.randomUUID();
    const panel = () => dataUrl(noisePng(300, 420));
    const res = await fetch(`${app.url}/api/flipbooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        id,
        title: 'Viewer bench',
        panels: { front: [panel(), panel(), panel()], back: [panel()] },
      }),
    });
    if (!res.ok) throw new Error(`create answered ${res.status}: ${await res.text()}`);
    const created = (await res.json()) as { left: string };

    const reference = await measure(await browser.newPage(), `${app.url}${created.left}`, 'img');
    const viewerPage = await browser.newPage();
    const cold = await measure(viewerPage, `${app.url}/?view=${id}`, '[data-testid="viewer"] img');
    await viewerPage.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const warm = await measure(viewerPage, `${app.url}/?view=${id}`, '[data-testid="viewer"] img');

    const pdfScripts = cold.urls.filter((u) => /pdf/i.test(u));
    const languages = await benchLanguages(`${app.url}/?view=${id}`);
    return [
      {
        figure: 'Shared-link viewer: JS on the wire, cold cache',
        value: Math.round(cold.bytes / 1024),
        unit: 'KB',
        goal: { max: SHARED_LINK_SCRIPT_BUDGET.maxBytes / 1024, better: 'lower' },
        note: pdfScripts.length === 0 ? 'no pdf.js' : `pdf.js loaded: ${pdfScripts.join(', ')}`,
      },
      {
        figure: 'Shared-link viewer: scripts downloaded, cold cache',
        value: cold.urls.length,
        unit: 'files',
        goal: { max: SHARED_LINK_SCRIPT_BUDGET.maxScripts, better: 'lower' },
      },
      {
        figure: 'Shared-link viewer: pdf.js scripts loaded',
        value: pdfScripts.length,
        unit: 'files',
        goal: { max: 0, better: 'lower' },
      },
      {
        figure: 'Shared-link viewer: first panel painted, cold cache',
        value: cold.firstPanelMs,
        unit: 'ms',
        reference: { label: 'the panel image opened alone', value: reference.firstPanelMs },
        ratio: cold.firstPanelMs / reference.firstPanelMs,
        goal: { max: 1000, better: 'lower' },
      },
      {
        figure: 'Shared-link viewer: first panel painted, service worker warm',
        value: warm.firstPanelMs,
        unit: 'ms',
        reference: { label: 'the panel image opened alone', value: reference.firstPanelMs },
        ratio: warm.firstPanelMs / reference.firstPanelMs,
        goal: { max: 1000, better: 'lower' },
        note: `${Math.round(warm.bytes / 1024)} KB of JS from the network`,
      },
      ...languages,
    ];
  } finally {
    await browser.dispose();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What a first visit in each language downloads beyond an English one, against that language's
 * viewer catalogue as it came over the wire: a language adds its catalogue and nothing more.
 */
async function benchLanguages(url: string): Promise<BenchRow[]> {
  const firstVisit = async (locale: string) => {
    const browser = await launchChromium({ viewport: { width: 1366, height: 900 }, locale });
    try {
      return await measure(await browser.newPage(), url, '[data-testid="viewer"] img');
    } finally {
      await browser.dispose();
    }
  };
  const english = await firstVisit('en-US');
  const rows: BenchRow[] = [];
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const visit = await firstVisit(locale);
    const catalogue = Object.entries(visit.bytesOf).find(([u]) =>
      new URL(u).pathname.startsWith(`/assets/${locale}-`),
    );
    const extra = visit.bytes - english.bytes;
    rows.push({
      figure: `Shared-link viewer in ${LOCALE_NAMES[locale]}: JS beyond English's`,
      value: extra,
      unit: 'bytes',
      reference: { label: 'its viewer catalogue on the wire', value: catalogue?.[1] ?? 0 },
      ratio: catalogue ? extra / catalogue[1] : Number.POSITIVE_INFINITY,
      goal: { ratio: 1, better: 'lower' },
      note: catalogue ? new URL(catalogue[0]).pathname : 'no catalogue downloaded',
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./support/table');
  console.log(renderTable(await benchViewer()));
}

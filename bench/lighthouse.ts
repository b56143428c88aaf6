import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { securityHeadersFor } from '#api/middleware/security-headers';
import { seedVerifiedUser } from '#api-test/seed-user';
import { startApp } from '#testing/app-server';
import { brochurePanel } from '#testing/brochure-panels';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '#testing/chromium';
import type { BenchRow } from './support/table';

/** A headless Chromium that Lighthouse drives over its DevTools port. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  ensureChromium();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-lighthouse-'));
  // In a process group of its own, so that stopping it stops its helper processes too.
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error(`Chromium exited:\n${output}`)));
  });
  return {
    port,
    stop: async () => {
      // The profile can go only once Chromium and its helpers have stopped writing to it.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await exited;
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 40, retryDelay: 250 });
      } catch (err) {
        // A temporary directory left behind is no reason to throw the run's figures away.
        console.warn(`Could not remove Chromium's profile ${profile}: ${String(err)}`);
      }
    },
  };
}

interface Report {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  kib: number;
}

async function audit(port: number, url: string, desktop: boolean): Promise<Report> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const numeric = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric('total-blocking-time')),
    kib: Math.round(numeric('total-byte-weight') / 1024),
  };
}

/** Mobile scores swing by ten points between runs here: each page is audited a few times. */
const MOBILE_RUNS = 3;

/** The run with the median performance score, and every run's score and blocking time. */
async function auditMedian(port: number, url: string): Promise<Report & { runs: string }> {
  const reports: Report[] = [];
  for (let i = 0; i < MOBILE_RUNS; i += 1) reports.push(await audit(port, url, false));
  const sorted = [...reports].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)] as Report;
  const runs = reports.map((r) => `${r.performance} (TBT ${r.tbtMs} ms)`).join(', ');
  return { ...median, runs };
}

/**
 * The floor of this machine: a plain HTML page (a heading and a sentence, no CSS, no script), served
 * by node:http and audited by the same Chromium in the same run, with the headers a signed-out
 * visitor's landing and shared link carry, and at `/opener-policy` with Cross-Origin-Opener-Policy
 * too, which every other page of the app carries (api/src/web/opener-policy.ts). Lighthouse's mobile
 * preset multiplies what this machine measured by four; on it even a plain page's own parsing counts
 * as blocking time, and more with that header, whose browsing context group Chromium sets up at load.
 */
async function startPlainPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Plain page</title><meta name="description" content="A plain page.">' +
    '</head><body><main><h1>Plain page</h1><p>A heading and a sentence, nothing else.</p>' +
    '</main></body></html>';
  const allHeaders = securityHeadersFor(false);
  const { 'Cross-Origin-Opener-Policy': _, ...entryHeaders } = allHeaders;
  const server = http.createServer((req, res) => {
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    const headers = req.url === '/opener-policy' ? allHeaders : entryHeaders;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The goals, measured by Lighthouse 12 on the built app: mobile is its default (a mid-range
 * phone on simulated slow 4G), desktop its desktop preset. The flipbook has six 900 × 1273 JPEG
 * panels, as the converter makes them.
 */
export async function benchLighthouse(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-bench-lighthouse-'));
  const { token } = await seedVerifiedUser(dataDir);
  const app = await startApp({ dataDir });
  const chromium = await startChromium();
  const plain = await startPlainPage();
  try {
    const jpeg = async (i: number) =>
      `data:image/jpeg;base64,${(await brochurePanel(i)).toString('base64')}`;
    const panels = await Promise.all([0, 1, 2, 3, 4, 5].map(jpeg));
    const res = await fetch(`${app.url}/api/flipbooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Harbour Festival',
        panels: { front: panels.slice(0, 3), back: panels.slice(3) },
      }),
    });
    if (!res.ok) throw new Error(`create answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    const shared = `${app.url}/?view=${id}`;

    const plainMobile = await auditMedian(chromium.port, `${plain.url}/`);
    const plainWithOpenerPolicy = await auditMedian(chromium.port, `${plain.url}/opener-policy`);
    const sharedMobile = await auditMedian(chromium.port, shared);
    const sharedDesktop = await audit(chromium.port, shared, true);
    const landingMobile = await auditMedian(chromium.port, `${app.url}/`);
    const floor = { label: 'plain HTML page, same headers', value: plainMobile.performance };
    const lowest = (key: 'accessibility' | 'bestPractices' | 'seo') =>
      Math.min(sharedMobile[key], sharedDesktop[key], landingMobile[key]);
    const note = 'landing and shared link, mobile and desktop';
    return [
      {
        figure: 'Shared link, mobile (slow 4G): performance',
        value: sharedMobile.performance,
        unit: '/100',
        reference: floor,
        goal: { min: 98, better: 'higher' },
        note: `median of runs ${sharedMobile.runs}; ${sharedMobile.kib} KiB`,
      },
      {
        figure: 'Shared link, mobile: first contentful paint',
        value: sharedMobile.fcpMs,
        unit: 'ms',
        goal: { max: 1200, better: 'lower' },
      },
      {
        figure: 'Shared link, mobile: largest contentful paint',
        value: sharedMobile.lcpMs,
        unit: 'ms',
        goal: { max: 1500, better: 'lower' },
      },
      {
        figure: 'Shared link, mobile: cumulative layout shift',
        value: sharedMobile.cls,
        unit: '',
        goal: { max: 0, better: 'lower' },
      },
      {
        figure: 'Shared link, desktop: largest contentful paint',
        value: sharedDesktop.lcpMs,
        unit: 'ms',
        goal: { max: 800, better: 'lower' },
        note: `performance ${sharedDesktop.performance}`,
      },
      {
        figure: 'Landing, mobile: performance',
        value: landingMobile.performance,
        unit: '/100',
        reference: floor,
        goal: { min: 98, better: 'higher' },
        note: `median of runs ${landingMobile.runs}; LCP ${landingMobile.lcpMs} ms, CLS ${landingMobile.cls}`,
      },
      {
        figure: 'Plain HTML page, same headers (reference), mobile: performance',
        value: plainMobile.performance,
        unit: '/100',
        note: `median of runs ${plainMobile.runs}`,
      },
      {
        figure: 'The same with Cross-Origin-Opener-Policy (reference), mobile: performance',
        value: plainWithOpenerPolicy.performance,
        unit: '/100',
        note: `median of runs ${plainWithOpenerPolicy.runs}; every page but a signed-out visitor's landing and shared link carries it`,
      },
      {
        figure: 'Landing, mobile: first contentful paint',
        value: landingMobile.fcpMs,
        unit: 'ms',
        goal: { max: 1200, better: 'lower' },
      },
      {
        figure: 'Lowest accessibility score',
        value: lowest('accessibility'),
        unit: '/100',
        goal: { min: 100, better: 'higher' },
        note,
      },
      {
        figure: 'Lowest best practices score',
        value: lowest('bestPractices'),
        unit: '/100',
        goal: { min: 100, better: 'higher' },
        note,
      },
      {
        figure: 'Lowest SEO score',
        value: lowest('seo'),
        unit: '/100',
        goal: { min: 100, better: 'higher' },
        note,
      },
    ];
  } finally {
    await plain.stop();
    await chromium.stop();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./support/table');
  const rows = await benchLighthouse();
  console.log(renderTable(rows));
  for (const row of rows) if (row.note) console.log(`- ${row.figure}: ${row.note}`);
}

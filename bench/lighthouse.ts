import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { seedVerifiedUser } from '../api/src/test-support/seed-user';
import { startApp } from '../e2e/support/app-server';
import { brochurePanel } from '../e2e/support/brochure-panels';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/support/chromium';
import type { BenchRow } from './support/table';

/** A headless Chromium that Lighthouse drives over its DevTools port. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  ensureChromium();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
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
      // The profile can go only once Chromium has stopped writing to it.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      // Its helper processes may still be writing for a moment after it has exited.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
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
    kib: Math.round(numeric('total-byte-weight') / 1024),
  };
}

/**
 * Issue 17's goals, measured by Lighthouse 12 on the built app: mobile is its default (a mid-range
 * phone on simulated slow 4G), desktop its desktop preset. The flipbook has six 900 × 1273 JPEG
 * panels, as the converter makes them.
 */
export async function benchLighthouse(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-bench-lighthouse-'));
  const { token } = await seedVerifiedUser(dataDir);
  const app = await startApp({ dataDir });
  const chromium = await startChromium();
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

    const sharedMobile = await audit(chromium.port, shared, false);
    const sharedDesktop = await audit(chromium.port, shared, true);
    const landingMobile = await audit(chromium.port, `${app.url}/`, false);
    const lowest = (key: 'accessibility' | 'bestPractices' | 'seo') =>
      Math.min(sharedMobile[key], sharedDesktop[key], landingMobile[key]);
    const note = 'landing and shared link, mobile and desktop';
    return [
      {
        figure: 'Shared link, mobile (slow 4G): performance',
        value: sharedMobile.performance,
        unit: '/100',
        goal: { min: 98, better: 'higher' },
        note: `${sharedMobile.kib} KiB`,
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
        goal: { min: 98, better: 'higher' },
        note: `LCP ${landingMobile.lcpMs} ms, CLS ${landingMobile.cls}`,
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
    await chromium.stop();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./support/table');
  console.log(renderTable(await benchLighthouse()));
}

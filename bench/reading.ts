import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataUrl, noisePng } from '#api-test/png';
import { seedVerifiedUser } from '#api-test/seed-user';
import { ANALYTICS_BUDGET_BYTES, analyticsGzipBytes } from '#testing/analytics-weight';
import { startApp } from '#testing/app-server';
import { BROWSER_USER_AGENT } from '#testing/user-agent';
import { generatorLabel, type LoadResult, load } from './support/load';
import { processCpuMs } from './support/process-cpu';
import { startReferenceServer } from './support/reference-server';
import type { BenchRow } from './support/table';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
/** Readers the load comes from: a report each, from addresses behind the one trusted proxy. */
const ADDRESSES = 50_000;

/**
 * A session's first report, as a shared link's viewer sends it once the reader turns a page: the
 * load generator fills {{uuid}} with a new session for each report (bench/support/load.ts).
 */
const firstReport = (flipbook: string) =>
  JSON.stringify({
    flipbook,
    session: '{{uuid}}',
    source: 'link',
    device: 'phone',
    referrer: 'https://news.example',
    events: [
      { type: 'start', layout: 'stages', steps: 4 },
      { type: 'stage', stage: 0 },
      { type: 'stage-time', stage: 0, seconds: 4 },
      { type: 'stage', stage: 1 },
    ],
  });

/** Microseconds of CPU a process has used (Linux), or null elsewhere. */
function cpuMicros(pid: number | undefined): number | null {
  try {
    return pid === undefined ? null : processCpuMs(pid) * 1000;
  } catch {
    return null;
  }
}

/**
 * POST load where every request is the first report of a new session (its own id) from another
 * reader (X-Forwarded-For, one of ADDRESSES in turn).
 */
function reportLoad(
  url: string,
  body: string,
  length: { seconds: number } | { amount: number } = { seconds: LOAD_SECONDS },
) {
  return load({
    url,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // A browser's: a load generator's own agent is a script's, whose reports count nothing.
      'user-agent': BROWSER_USER_AGENT,
      'x-forwarded-for': '{{address}}',
    },
    body,
    connections: CONNECTIONS,
    addresses: ADDRESSES,
    length,
  });
}

/** The built recorder chunk as served (its .gz), for the note. */
function builtRecorderGzipBytes(): number | null {
  const file = fs.readdirSync('dist/assets').find((f) => /^reading-start-.*\.js\.gz$/.test(f));
  return file ? fs.statSync(path.join('dist/assets', file)).size : null;
}

/** Reading reports against the bare node:http route, and what the analytics weigh in the viewer. */
export async function benchReading(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-bench-reading-'));
  const { token } = await seedVerifiedUser(dataDir);
  const app = await startApp({ dataDir, env: { MONGODB_URI: '', TRUST_PROXY: '1' } });
  const reference = await startReferenceServer();
  try {
    const id = crypto.randomUUID();
    const panel = () => dataUrl(noisePng(40, 56));
    const created = await fetch(`${app.url}/api/flipbooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ id, title: 'Bench', panels: { front: [panel()], back: [] } }),
    });
    if (!created.ok) throw new Error(`create answered ${created.status}`);
    const sessions = async () => {
      const res = await fetch(`${app.url}/api/flipbooks/${id}/statistics`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { reading: { sessions: number } }).reading.sessions;
    };

    const body = firstReport(id);
    // Alternated twice, each one's best run kept: a shared machine's noise hits both alike.
    const runs: Array<{ bare: LoadResult; reports: LoadResult }> = [];
    // CPU per request of each server over all runs: a steadier figure than rates on a busy machine.
    const cpu = { bare: 0, reports: 0, bareRequests: 0, reportRequests: 0 };
    const measured = async (pid: number | undefined, url: string, key: 'bare' | 'reports') => {
      const before = cpuMicros(pid);
      const result = await reportLoad(url, body);
      const after = cpuMicros(pid);
      if (before !== null && after !== null) cpu[key] += after - before;
      cpu[key === 'bare' ? 'bareRequests' : 'reportRequests'] += result.answered;
      return result;
    };
    for (let i = 0; i < 2; i++)
      runs.push({
        bare: await measured(reference.child.pid, reference.url, 'bare'),
        reports: await measured(app.pid, `${app.url}/api/reading`, 'reports'),
      });
    const perRequest = (micros: number, requests: number) =>
      `${Math.round(micros / Math.max(1, requests))} µs`;
    const best = (pick: (r: (typeof runs)[number]) => LoadResult) =>
      runs.map(pick).reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
    const [bare, reports] = [best((r) => r.bare), best((r) => r.reports)];

    const before = await sessions();
    // A fixed number of reports, each answer read: autocannon's (see support/load.ts).
    const exact = await reportLoad(`${app.url}/api/reading`, body, { amount: 5000 });
    const counted = (await sessions()) - before;

    const gzip = await analyticsGzipBytes();
    const built = builtRecorderGzipBytes();
    return [
      {
        figure: `Reading reports: POST /api/reading requests/s (${reports.generator})`,
        value: reports.requestsPerSecond,
        unit: 'req/s',
        reference: { label: 'bare node:http reading the body', value: bare.requestsPerSecond },
        ratio: reports.requestsPerSecond / bare.requestsPerSecond,
        goal: { ratio: 0.6, better: 'higher' },
        note:
          `${generatorLabel(reports.generator)}, ${CONNECTIONS} connections, both sides, best of ` +
          `two alternated runs of ${LOAD_SECONDS} s; ${reports.non2xx} non-2xx, ${reports.errors} errors; ` +
          `each report a new session of another reader ` +
          `(${ADDRESSES.toLocaleString('en-US')} addresses); server CPU per request ` +
          `${perRequest(cpu.reports, cpu.reportRequests)} against the bare route's ` +
          `${perRequest(cpu.bare, cpu.bareRequests)}`,
      },
      {
        figure: `Reading reports: lost or doubled out of 5,000 concurrent (${exact.generator})`,
        value: Math.abs(counted - (exact.answered - exact.non2xx)),
        unit: 'sessions',
        goal: { max: 0, better: 'lower' },
      },
      {
        figure: 'Shared-link viewer: reader analytics, gzip',
        value: gzip / 1024,
        unit: 'KB',
        goal: { max: ANALYTICS_BUDGET_BYTES / 1024, better: 'lower' },
        note: `the hook and the recorder chunk, bundled alone${built ? `; the recorder chunk as built, loaded after the first paint: ${(built / 1024).toFixed(2)} KB` : ''}`,
      },
    ];
  } finally {
    reference.stop();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./support/table');
  console.log(renderTable(await benchReading()));
}

import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { dataUrl, noisePng } from '../api/src/test-support/png';
import { seedVerifiedUser } from '../api/src/test-support/seed-user';
import { MEDIA_LIMITS } from '../core/limits';
import { startApp } from '../e2e/support/app-server';
import type { BenchRow } from './support/table';

/** Asks /api/health every 10 ms from a thread of its own until told to stop; posts the latencies. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
const latencies = [];
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    await (await fetch(workerData.url + '/api/health')).text();
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  parentPort.postMessage(latencies);
})();
`;

const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * 0.99))
  ] ?? 0;

async function probeWhile(url: string, during: () => Promise<unknown>): Promise<number[]> {
  const probe = new Worker(PROBE, { eval: true, workerData: { url } });
  await during();
  const latencies = new Promise<number[]>((resolve) => probe.once('message', resolve));
  probe.postMessage('stop');
  const seen = await latencies;
  await probe.terminate();
  return seen;
}

/** Six creates of 20 MB of real images each (the request limit), as JSON ready to send. */
function sixCreates(): string[] {
  const side = 1000;
  const images = Array.from({ length: 6 }, () => dataUrl(noisePng(side, side)));
  const used = 6 * (side * (side * 3 + 1));
  const thumbSide = Math.floor(Math.sqrt((MEDIA_LIMITS.maxRequestBytes - used) / 3.2));
  const thumbnail = dataUrl(noisePng(thumbSide, thumbSide));
  return Array.from({ length: 6 }, () =>
    JSON.stringify({
      id: crypto.randomUUID(),
      title: 'Twenty megabytes',
      panels: { front: images.slice(0, 3), back: images.slice(3) },
      thumbnail,
    }),
  );
}

/**
 * Issue 13's goal: other requests keep being answered while big uploads run. The server runs in
 * its own process; /api/health's p99 while six 20 MB creates run, against its p99 idle.
 */
export async function benchFlood(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync('/tmp/flipfold-bench-flood-');
  const { token } = await seedVerifiedUser(dataDir);
  const app = await startApp({ dataDir, env: { MONGODB_URI: '' } });
  try {
    const bodies = sixCreates();
    const idle = await probeWhile(app.url, () => new Promise((r) => setTimeout(r, 3000)));
    const loaded = await probeWhile(app.url, () =>
      Promise.all(
        bodies.map(async (body) => {
          const res = await fetch(`${app.url}/api/flipbooks`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body,
          });
          await res.text();
          if (res.status !== 201) throw new Error(`a 20 MB create answered ${res.status}`);
        }),
      ),
    );
    return [
      {
        figure: '/api/health p99 while six 20 MB creates run',
        value: p99(loaded),
        unit: 'ms',
        reference: { label: 'idle, same run', value: p99(idle) },
        ratio: p99(loaded) / p99(idle),
        goal: { max: 100, better: 'lower' },
        note: `${loaded.length} probes under load`,
      },
    ];
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

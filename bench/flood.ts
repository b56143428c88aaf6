import fs from 'node:fs';
import { percentile, sixTwentyMegabyteCreates, startHealthProbe } from '#api-test/health-probe';
import { seedVerifiedUser } from '#api-test/seed-user';
import { startApp } from '#testing/app-server';
import type { BenchRow } from './support/table';

async function probeWhile(url: string, during: () => Promise<unknown>): Promise<number[]> {
  const probe = startHealthProbe(url);
  await during();
  return probe.stop();
}

const p99 = (values: number[]) => percentile(values, 0.99);

/**
 * The goal: other requests keep being answered while big uploads run. The server runs in
 * its own process; /api/health's p99 while six 20 MB creates run, against its p99 idle.
 */
export async function benchFlood(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync('/tmp/flipfold-bench-flood-');
  const { token } = await seedVerifiedUser(dataDir);
  const app = await startApp({ dataDir, env: { MONGODB_URI: '' } });
  try {
    const bodies = sixTwentyMegabyteCreates();
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

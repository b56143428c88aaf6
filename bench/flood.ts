import fs from 'node:fs';
import {
  nonAsciiTitleCreate,
  percentile,
  startHealthProbe,
  twentyMegabyteCreates,
} from '#api-test/health-probe';
import { seedVerifiedUser } from '#api-test/seed-user';
import { startApp } from '#testing/app-server';
import type { BenchRow } from './support/table';

async function probeWhile(url: string, during: () => Promise<unknown>): Promise<number[]> {
  const probe = await startHealthProbe(url);
  await during();
  return probe.stop();
}

const p99 = (values: number[]) => percentile(values, 0.99);

/** Times the two 28 MB bodies are sent, one pair after the other. */
const ARRIVING_ROUNDS = 10;

/** Sends the creates at once; each must be answered `status`. */
function sendAll(
  url: string,
  token: string,
  bodies: Array<string | Uint8Array<ArrayBuffer>>,
  status: number,
) {
  return Promise.all(
    bodies.map(async (body) => {
      const res = await fetch(`${url}/api/flipbooks`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body,
      });
      await res.text();
      if (res.status !== status) throw new Error(`a create answered ${res.status}, not ${status}`);
    }),
  );
}

/**
 * The goal: other requests keep being answered while big uploads run. The server runs in its own
 * process; /api/health's p99 while six 20 MB creates run, and its worst case and p99 while two
 * 28 MB creates whose title is non-ASCII text arrive, against its p99 idle.
 */
export async function benchFlood(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync('/tmp/flipfold-bench-flood-');
  const { token } = await seedVerifiedUser(dataDir);
  const app = await startApp({ dataDir, env: { MONGODB_URI: '' } });
  try {
    const bodies = twentyMegabyteCreates(6);
    // Built before anything is measured: encoding 28 MB of text takes this process a while.
    const texts = [nonAsciiTitleCreate(), nonAsciiTitleCreate()].map((t) =>
      new TextEncoder().encode(t),
    );
    const idle = await probeWhile(app.url, () => new Promise((r) => setTimeout(r, 3000)));
    // First, while the server has nothing else to do (the 20 MB creates leave phone copies to make).
    // In rounds, so the p99 is of enough probes (one round lasts a few of them).
    const arriving = await probeWhile(app.url, async () => {
      for (let round = 0; round < ARRIVING_ROUNDS; round++)
        await sendAll(app.url, token, texts, 413);
    });
    const loaded = await probeWhile(app.url, () => sendAll(app.url, token, bodies, 201));
    return [
      {
        figure: 'With two 28 MB non-ASCII creates arriving, /api/health worst case',
        value: Math.max(...arriving),
        unit: 'ms',
        reference: { label: 'idle p99, same run', value: p99(idle) },
        ratio: Math.max(...arriving) / p99(idle),
        goal: { max: 150, better: 'lower' },
        note: `${arriving.length} probes over ${ARRIVING_ROUNDS} pairs; the bodies are refused as they arrive (413)`,
      },
      {
        figure: 'With two 28 MB non-ASCII creates arriving, /api/health p99',
        value: p99(arriving),
        unit: 'ms',
        reference: { label: 'idle, same run', value: p99(idle) },
        ratio: p99(arriving) / p99(idle),
        goal: { max: 100, better: 'lower' },
      },
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

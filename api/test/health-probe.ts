import { Worker } from 'node:worker_threads';
import { MEDIA_LIMITS } from '#core/limits';
import { dataUrl, noisePng } from './png';

/**
 * Asks /api/health every 10 ms from a thread of its own until told to stop; posts the latencies.
 * A first request, not counted, opens the connection: a thread's first fetch takes far longer.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
const latencies = [];
parentPort.on('message', () => { running = false; });
(async () => {
  await (await fetch(workerData.url + '/api/health')).text();
  parentPort.postMessage('ready');
  while (running) {
    const started = performance.now();
    const res = await fetch(workerData.url + '/api/health');
    await res.text();
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  parentPort.postMessage(latencies);
})();
`;

/** The p-th percentile (0-1) of some latencies. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

/**
 * Starts probing /api/health from a worker thread, so the caller's thread (a server, in a test)
 * does only its own work; resolves once the probe's connection is open. stop() ends it and gives
 * the latencies seen.
 */
export async function startHealthProbe(url: string) {
  const probe = new Worker(PROBE, { eval: true, workerData: { url } });
  await new Promise((resolve) => probe.once('message', resolve));
  return {
    async stop(): Promise<number[]> {
      const latencies = new Promise<number[]>((resolve) => probe.once('message', resolve));
      probe.postMessage('stop');
      const seen = await latencies;
      await probe.terminate();
      return seen;
    },
  };
}

/** `count` creates of 20 MB of real images each (the request limit, seven images), as JSON to send. */
export function twentyMegabyteCreates(count: number): string[] {
  const side = 1000;
  const images = Array.from({ length: 6 }, () => dataUrl(noisePng(side, side)));
  const used = 6 * (side * (side * 3 + 1));
  const thumbSide = Math.floor(Math.sqrt((MEDIA_LIMITS.maxRequestBytes - used) / 3.2));
  const thumbnail = dataUrl(noisePng(thumbSide, thumbSide));
  return Array.from({ length: count }, () =>
    JSON.stringify({
      id: crypto.randomUUID(),
      title: 'Twenty megabytes',
      panels: { front: images.slice(0, 3), back: images.slice(3) },
      thumbnail,
    }),
  );
}

/** A create of about 28 MB (the body limit) whose title is non-ASCII text, 14 million `é`s. */
export function nonAsciiTitleCreate(): string {
  return JSON.stringify({ title: 'é'.repeat(14_000_000), panels: { front: [], back: [] } });
}

/** The same in plain ASCII that JSON must unescape: 4.6 million `\u00e9` escapes. */
export function escapedTitleCreate(): string {
  const title = '\\u00e9'.repeat(4_600_000);
  return `{"title":"${title}","panels":{"front":[],"back":[]}}`;
}

/** And in plain ASCII with nothing to unescape: 28 million `A`s. */
export function plainTitleCreate(): string {
  return JSON.stringify({ title: 'A'.repeat(28_000_000), panels: { front: [], back: [] } });
}

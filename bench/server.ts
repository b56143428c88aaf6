import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { FLIPBOOK_RATE_LIMITS } from '#api/features/flipbooks/limits';
import { createMongoStore } from '#api/store/mongo/open';
import { dropDatabase, startMongoTestServer, withDatabase } from '#api-test/mongo/server';
import { dataUrl, noisePng } from '#api-test/png';
import { seedVerifiedUser } from '#api-test/seed-user';
import { type RunningApp, startApp } from '#testing/app-server';
import { BROWSER_USER_AGENT } from '#testing/user-agent';
import { generatorLabel, type LoadResult, load } from './support/load';
import { processCpuMs } from './support/process-cpu';
import { startReferenceServer } from './support/reference-server';
import type { BenchRow } from './support/table';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;

/** A browser's user agent: a load generator's own, or none, is a script's, whose views do not count. */
const BROWSER = { 'user-agent': BROWSER_USER_AGENT };

/** Views of `url`: for LOAD_SECONDS, or a fixed amount (autocannon's, for exact counts). */
function viewLoad(
  url: string,
  length: { seconds: number } | { amount: number },
  connections = CONNECTIONS,
) {
  return load({ url, headers: BROWSER, connections, length });
}

function panelBody(bytesPerPanel: number) {
  // 200 KB of noise ≈ 260 × 260 RGB pixels.
  const side = Math.round(Math.sqrt(bytesPerPanel / 3));
  const panels = () => [0, 1, 2].map(() => dataUrl(noisePng(side, side)));
  return {
    id: crypto.randomUUID(),
    title: 'Bench brochure',
    panels: { front: panels(), back: panels() },
  };
}

/**
 * The public view against the bare node:http reference, both under the same generator,
 * alternated twice with each one's best run kept: a shared machine's noise hits both alike. Each
 * server's CPU time per answer over its runs too (µs), which a busy machine leaves as it is.
 */
async function bestViews(
  reference: { url: string; pid: number },
  view: { url: string; pid: number },
) {
  const runs: Array<{ bare: LoadResult; views: LoadResult }> = [];
  const cpu = { bare: { ms: 0, answered: 0 }, views: { ms: 0, answered: 0 } };
  const measured = async (side: { url: string; pid: number }, key: 'bare' | 'views') => {
    const before = processCpuMs(side.pid);
    const result = await viewLoad(side.url, { seconds: LOAD_SECONDS });
    cpu[key].ms += processCpuMs(side.pid) - before;
    cpu[key].answered += result.answered;
    return result;
  };
  for (let i = 0; i < 2; i++)
    runs.push({ bare: await measured(reference, 'bare'), views: await measured(view, 'views') });
  const best = (pick: (r: (typeof runs)[number]) => LoadResult) =>
    runs.map(pick).reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  const answered = runs.reduce((sum, r) => sum + r.views.answered - r.views.non2xx, 0);
  const perAnswer = ({ ms, answered }: { ms: number; answered: number }) =>
    (ms * 1000) / Math.max(1, answered);
  return {
    bare: best((r) => r.bare),
    views: best((r) => r.views),
    answered,
    cpu: { bare: perAnswer(cpu.bare), views: perAnswer(cpu.views) },
  };
}

async function createFlipbook(url: string, token: string, body: ReturnType<typeof panelBody>) {
  const res = await fetch(`${url}/api/flipbooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`seed create answered ${res.status}: ${await res.text()}`);
}

/**
 * The same views on the MongoDB store: the emulator (jongodb), or the server in MONGODB_URI. The
 * emulator is a wire-compatible stand-in, so its figure shows the adapter works under load, not
 * how fast MongoDB is.
 */
async function benchMongoViews(reference: { url: string; pid: number }): Promise<BenchRow[]> {
  const server = await startMongoTestServer();
  const uri = withDatabase(server.uri, `flipfold_bench_${crypto.randomBytes(4).toString('hex')}`);
  const dataDir = fs.mkdtempSync('/tmp/flipfold-bench-mongo-');
  let app: RunningApp | null = null;
  try {
    const store = await createMongoStore(uri);
    const { token } = await seedVerifiedUser(dataDir, store);
    await store.close();
    app = await startApp({ dataDir, env: { MONGODB_URI: uri } });
    const book = panelBody(20_000);
    await createFlipbook(app.url, token, book);
    const { bare, views, answered } = await bestViews(reference, {
      url: `${app.url}/api/flipbooks/${book.id}`,
      pid: app.pid,
    });
    const counted = await viewsOf(app.url, token, book.id);
    return [
      {
        figure: `Views on MongoDB (${server.kind === 'real' ? 'MONGODB_URI' : 'emulator'}): requests/s (${views.generator})`,
        value: views.requestsPerSecond,
        unit: 'req/s',
        reference: { label: 'bare node:http JSON', value: bare.requestsPerSecond },
        ratio: views.requestsPerSecond / bare.requestsPerSecond,
        note:
          `${generatorLabel(views.generator)}, ${CONNECTIONS} connections, both sides; ` +
          `${views.non2xx} non-2xx, ${views.errors} errors, ${counted} views counted of ${answered} answered; ` +
          (server.kind === 'real'
            ? 'on the server in MONGODB_URI'
            : "on the jongodb emulator, a wire-compatible stand-in: not MongoDB's figure"),
      },
    ];
  } finally {
    await app?.stop();
    if (server.kind === 'real') await dropDatabase(uri);
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function viewsOf(url: string, token: string, id: string): Promise<number> {
  const res = await fetch(`${url}/api/flipbooks/my`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { items } = (await res.json()) as { items: Array<{ id: string; views: number }> };
  return items.find((i) => i.id === id)?.views ?? -1;
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/**
 * One POST on a connection of its own (agent: false), for the app and the reference alike: a pooled
 * connection the server closes after its keep-alive timeout, while the next request goes out on
 * it, ends in a reset that says nothing about either server.
 */
function timedPost(url: string, token: string, body: unknown): Promise<number> {
  const payload = Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': payload.length,
          Authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.resume();
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status > 299) reject(new Error(`create answered ${status}`));
          else resolve(performance.now() - started);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function concurrentLatencies(
  concurrency: number,
  total: number,
  send: () => Promise<number>,
) {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        latencies.push(await send());
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    mean: latencies.reduce((s, v) => s + v, 0) / latencies.length,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  };
}

/** The creates this bench sends: the latency rows' and two memory rounds of 200. */
const CREATES = [1, 8, 32].reduce((sum, c) => sum + Math.max(16, c * 2), 0) + 2 * 200 + 1;

/**
 * Accounts enough to spread the creates within each account's budget of writes
 * (FLIPBOOK_RATE_LIMITS.writesPerAccount), as many people creating at once would; each in turn.
 */
async function seedMakers(dataDir: string): Promise<() => string> {
  const { max } = FLIPBOOK_RATE_LIMITS.writesPerAccount;
  const tokens: string[] = [];
  for (let i = 0; i < Math.ceil(CREATES / max) + 1; i++)
    tokens.push((await seedVerifiedUser(dataDir)).token);
  let next = 0;
  return () => tokens[next++ % tokens.length] as string;
}

/** Views/s, create latency, server memory. */
export async function benchServer(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = fs.mkdtempSync('/tmp/flipfold-bench-');
  const { token } = await seedVerifiedUser(dataDir);
  const maker = await seedMakers(dataDir);
  // MONGODB_URI would switch this app's store; these figures are SQLite's (MongoDB's follow).
  const app = await startApp({ dataDir, env: { MONGODB_URI: '' } });
  const reference = await startReferenceServer();
  try {
    const first = panelBody(200_000);
    await createFlipbook(app.url, token, first);

    // 5. Views against the bare node:http route, same load generator, same run.
    const referenceSide = { url: reference.url, pid: reference.child.pid ?? 0 };
    const viewUrl = `${app.url}/api/flipbooks/${first.id}`;
    const { bare, views, cpu } = await bestViews(referenceSide, { url: viewUrl, pid: app.pid });
    rows.push({
      figure: `Views: GET /api/flipbooks/{id} requests/s (${views.generator})`,
      value: views.requestsPerSecond,
      unit: 'req/s',
      reference: { label: 'bare node:http JSON', value: bare.requestsPerSecond },
      ratio: views.requestsPerSecond / bare.requestsPerSecond,
      goal: { ratio: 0.6, better: 'higher' },
      note:
        `${generatorLabel(views.generator)}, ${CONNECTIONS} connections, both sides, best of two ` +
        `alternated runs of ${LOAD_SECONDS} s; ${views.non2xx} non-2xx, ${views.errors} errors`,
    });
    // What each reply costs the server, which a machine busy with other work leaves as it is.
    rows.push({
      figure: `Views: server CPU per request (${views.generator})`,
      value: cpu.views,
      unit: 'µs',
      reference: { label: 'bare node:http JSON', value: cpu.bare },
      ratio: cpu.views / cpu.bare,
      note: 'CPU time of the server process over all its timed runs, per answer',
    });
    rows.push({
      figure: `Views: p99 latency (${views.generator})`,
      value: views.latency.p99,
      unit: 'ms',
      reference: { label: 'bare node:http JSON', value: bare.latency.p99 },
      ratio: views.latency.p99 / Math.max(bare.latency.p99, 1),
    });
    // Exactness: a fixed number of concurrent views must add exactly that many.
    const before = await viewsOf(app.url, token, first.id);
    const exact = await viewLoad(viewUrl, { amount: 5000 });
    const after = await viewsOf(app.url, token, first.id);
    rows.push({
      // A fixed number of requests, each answer read: autocannon's (see support/load.ts).
      figure: `Views: lost or doubled out of 5,000 concurrent (${exact.generator})`,
      value: Math.abs(after - before - (exact.answered - exact.non2xx)),
      unit: 'views',
      goal: { max: 0, better: 'lower' },
    });

    rows.push(...(await benchMongoViews(referenceSide)));

    // 6. Create latency with six 200 KB panels against the reference reading the same body.
    for (const concurrency of [1, 8, 32]) {
      const total = Math.max(16, concurrency * 2);
      const bodies = Array.from({ length: total }, () => panelBody(200_000));
      const refBodies = [...bodies];
      const ref = await concurrentLatencies(concurrency, total, () =>
        timedPost(reference.url, token, refBodies.pop()),
      );
      const api = await concurrentLatencies(concurrency, total, () =>
        timedPost(`${app.url}/api/flipbooks`, maker(), bodies.pop()),
      );
      rows.push({
        figure: `Create: 6 × 200 KB panels, ${concurrency} concurrent (mean)`,
        value: api.mean,
        unit: 'ms',
        reference: { label: 'bare node:http reading the body', value: ref.mean },
        ratio: api.mean / ref.mean,
        note: `p99 ${api.p99.toFixed(0)} ms`,
      });
    }

    // 8. Memory: RSS after 10,000 views and 200 creates, then after a second identical round.
    const round = async () => {
      await viewLoad(viewUrl, { amount: 10_000 }, 16);
      await concurrentLatencies(8, 200, () =>
        timedPost(`${app.url}/api/flipbooks`, maker(), panelBody(20_000)),
      );
      return rssKb(app.pid);
    };
    const afterFirst = await round();
    const afterSecond = await round();
    rows.push({
      figure: 'Memory: server RSS after 2nd round (10k views + 200 creates)',
      value: Math.round(afterSecond / 1024),
      unit: 'MB',
      reference: { label: 'after 1st round', value: Math.round(afterFirst / 1024) },
      ratio: afterSecond / afterFirst,
      goal: { ratio: 1.1, better: 'lower' },
    });
  } finally {
    reference.stop();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./support/table');
  console.log(renderTable(await benchServer()));
}

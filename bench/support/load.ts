import { execFile, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * HTTP load for the server figures, from one of two generators:
 *
 * - `wrk` (C; Debian's package, `apt-get install wrk`), used when it is on PATH or in WRK_PATH.
 *   autocannon is JavaScript and caps itself below what a bare node:http route serves on a
 *   two-core machine, so a reference measured with it is measured at the generator's limit and
 *   every ratio to it reads high.
 * - `autocannon`, otherwise, or always with BENCH_GENERATOR=autocannon (to compare the two).
 *
 * Both sides of a ratio must come from the same generator: each result says which produced it.
 * A fixed number of requests (`amount`, for the exact counts) is always autocannon's: wrk stops
 * at a deadline with requests in flight whose answers it never reads.
 */
export type Generator = 'wrk' | 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /**
   * The body. In it and in the headers' values, {{uuid}} is a new UUID for each request (unique
   * across runs too) and {{address}} the next of `addresses` IPv4 addresses, 10.0.0.0 onwards:
   * both generators fill them alike, so the server does the same work per request under either.
   */
  body?: string;
  connections: number;
  /** How many addresses {{address}} goes through before it starts again (default 50,000). */
  addresses?: number;
  /** `seconds` of load, or a fixed `amount` of requests (autocannon, see above). */
  length: { seconds: number } | { amount: number };
}

export interface LoadResult {
  generator: Generator;
  requestsPerSecond: number;
  /** Answers received, 2xx or not. */
  answered: number;
  non2xx: number;
  /** Connections that failed, broke or timed out. */
  errors: number;
  /** Milliseconds. */
  latency: { p50: number; p99: number };
}

const UUID = '{{uuid}}';
const ADDRESS = '{{address}}';

/** A generator's name and version, for the notes: `wrk 4.1.0, 2 threads`. */
export function generatorLabel(generator: Generator): string {
  if (generator === 'autocannon') return 'autocannon';
  const version = wrkVersion();
  return `wrk${version ? ` ${version}` : ''}, ${wrkThreads()} threads`;
}

/** The generator the timed loads use on this machine. */
function loadGenerator(): Generator {
  return process.env.BENCH_GENERATOR === 'autocannon' || !wrkPath() ? 'autocannon' : 'wrk';
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  return 'seconds' in options.length && loadGenerator() === 'wrk'
    ? wrkLoad(options, options.length.seconds)
    : autocannonLoad(options);
}

let wrkFound: string | null | undefined;

/** WRK_PATH, or wrk on PATH, or null. */
function wrkPath(): string | null {
  if (wrkFound !== undefined) return wrkFound;
  const candidates = process.env.WRK_PATH
    ? [process.env.WRK_PATH]
    : (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'wrk'));
  wrkFound =
    candidates.find((file) => {
      try {
        fs.accessSync(file, fs.constants.X_OK);
        return fs.statSync(file).isFile();
      } catch {
        return false;
      }
    }) ?? null;
  return wrkFound;
}

function wrkVersion(): string | null {
  const file = wrkPath();
  if (!file) return null;
  try {
    // `wrk -v` prints its banner and usage and exits 1.
    const { stdout } = spawnSync(file, ['-v'], { encoding: 'utf8' });
    return /wrk (?:debian\/)?(\d+\.\d+\.\d+)/.exec(stdout)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * wrk's threads: one per core, so on two cores two. Each thread is one event loop that owns its
 * connections, and one needs 21–26 µs of CPU per request here: alone it would top out near
 * 40,000–48,000 requests/s, below what the bare route serves on a quiet day (51,700/s), so one
 * thread would measure the reference at the generator's limit again. With two, the kernel shares
 * both cores among the server and wrk, alike for the app and the reference; on a day the bare
 * route served 37,000/s, one thread and two gave the same ratios (WRK_THREADS overrides).
 */
function wrkThreads(): number {
  const wanted = Number(process.env.WRK_THREADS);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : Math.max(1, os.availableParallelism());
}

/** A Lua string literal of any text: bytes outside printable ASCII, quotes and backslashes escaped. */
function luaString(text: string): string {
  let out = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    // Always three digits: a quote before a 1 would otherwise read as byte 341.
    out +=
      byte < 32 || byte > 126 || c === '"' || c === '\\' ? `\\${String(byte).padStart(3, '0')}` : c;
  }
  return `${out}"`;
}

/**
 * The Lua script wrk runs: the method, headers and body; when they hold {{uuid}} or {{address}},
 * a request() that fills them for each request (a counter per thread, numbered apart by the
 * thread's index); non-2xx answers counted in response(), and done() printing one line of JSON
 * with everything the result needs, so nothing depends on wrk's human-readable report.
 */
function wrkScript(options: LoadOptions, threads: number, marker: string): string {
  const method = options.method ?? 'GET';
  const headers = Object.entries(options.headers ?? {});
  const body = options.body ?? '';
  const varies = [body, ...headers.map(([, v]) => v)].some(
    (text) => text.includes(UUID) || text.includes(ADDRESS),
  );
  // 8-4-4-4-12 hex: the run's random part, then the thread (3 hex digits) and its counter (12).
  const prefix = `${crypto.randomBytes(4).toString('hex')}-${crypto.randomBytes(2).toString('hex')}-4${crypto.randomBytes(2).toString('hex').slice(1)}-8`;
  const lines = [
    'local threads = {}',
    'function setup(thread)',
    '  thread:set("index", #threads)',
    '  table.insert(threads, thread)',
    'end',
    `wrk.method = ${luaString(method)}`,
    ...headers.map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`),
    ...(body ? [`wrk.body = ${luaString(body)}`] : []),
    'non2xx = 0',
    'function response(status, headers, body)',
    '  if status < 200 or status > 299 then non2xx = non2xx + 1 end',
    'end',
  ];
  if (varies)
    lines.push(
      `local threadCount, addresses, prefix = ${threads}, ${options.addresses ?? 50_000}, ${luaString(prefix)}`,
      'local sent = 0',
      'local function fill(text, uuid, address)',
      `  text = string.gsub(text, ${luaString(UUID)}, uuid)`,
      `  return (string.gsub(text, ${luaString(ADDRESS)}, address))`,
      'end',
      'function request()',
      '  local n = sent * threadCount + index',
      '  sent = sent + 1',
      '  local uuid = prefix .. string.format("%03x-%012x", index, sent)',
      '  local a = n % addresses',
      '  local address = string.format("10.%d.%d.%d", math.floor(a / 65536), math.floor(a / 256) % 256, a % 256)',
      '  local headers = {}',
      '  for name, value in pairs(wrk.headers) do headers[name] = fill(value, uuid, address) end',
      '  return wrk.format(nil, nil, headers, wrk.body and fill(wrk.body, uuid, address))',
      'end',
    );
  lines.push(
    'function done(summary, latency, requests)',
    '  local non2xx = 0',
    '  for _, thread in ipairs(threads) do non2xx = non2xx + thread:get("non2xx") end',
    '  local e = summary.errors',
    `  io.write(string.format(${luaString(`${marker} {"answered":%d,"micros":%d,"non2xx":%d,"errors":%d,"p50":%d,"p99":%d}\n`)},`,
    '    summary.requests, summary.duration, non2xx, e.connect + e.read + e.write + e.timeout,',
    '    latency:percentile(50), latency:percentile(99)))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

async function wrkLoad(options: LoadOptions, seconds: number): Promise<LoadResult> {
  const file = wrkPath();
  if (!file) throw new Error('wrk is not installed');
  const threads = Math.min(wrkThreads(), options.connections);
  const marker = `flipfold-load-${crypto.randomBytes(4).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-wrk-'));
  const script = path.join(dir, 'load.lua');
  fs.writeFileSync(script, wrkScript(options, threads, marker));
  try {
    const args = [
      `--threads=${threads}`,
      `--connections=${options.connections}`,
      `--duration=${Math.max(1, Math.round(seconds))}s`,
      // autocannon's timeout, so a slow answer is an error under either generator alike.
      '--timeout=10s',
      '--latency',
      `--script=${script}`,
      options.url,
    ];
    const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>(
      (resolve, reject) =>
        execFile(file, args, { encoding: 'utf8' }, (err, stdout, stderr) =>
          err
            ? reject(new Error(`wrk failed: ${err.message}\n${stdout}${stderr}`))
            : resolve({ stdout, stderr }),
        ),
    );
    const line = stdout.split('\n').find((l) => l.startsWith(`${marker} `));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}${stderr}`);
    const r = JSON.parse(line.slice(marker.length + 1)) as Record<
      'answered' | 'micros' | 'non2xx' | 'errors' | 'p50' | 'p99',
      number
    >;
    return {
      generator: 'wrk',
      requestsPerSecond: r.answered / (r.micros / 1e6),
      answered: r.answered,
      non2xx: r.non2xx,
      errors: r.errors,
      latency: { p50: r.p50 / 1000, p99: r.p99 / 1000 },
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function autocannonLoad(options: LoadOptions): Promise<LoadResult> {
  const headers = options.headers ?? {};
  const body = options.body;
  const varies = [body ?? '', ...Object.values(headers)].some(
    (text) => text.includes(UUID) || text.includes(ADDRESS),
  );
  const addresses = options.addresses ?? 50_000;
  // 8-4-4-4-12 hex: the run's random UUID to its last group, then the request's number.
  const prefix = crypto.randomUUID().slice(0, 24);
  let sent = 0;
  const fill = (text: string, uuid: string, address: string) =>
    text.replaceAll(UUID, uuid).replaceAll(ADDRESS, address);
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections: options.connections,
    ...('seconds' in options.length
      ? { duration: options.length.seconds }
      : { amount: options.length.amount }),
    headers,
    ...(body !== undefined && { body }),
    ...(varies && {
      requests: [
        {
          setupRequest: (request) => {
            const n = sent++;
            const uuid = `${prefix}${n.toString(16).padStart(12, '0')}`;
            const a = n % addresses;
            const address = `10.${a >> 16}.${(a >> 8) & 255}.${a & 255}`;
            return {
              ...request,
              ...(body !== undefined && { body: fill(body, uuid, address) }),
              headers: Object.fromEntries(
                Object.entries(headers).map(([name, value]) => [name, fill(value, uuid, address)]),
              ),
            };
          },
        },
      ],
    }),
  });
  return {
    generator: 'autocannon',
    requestsPerSecond: result.requests.average,
    answered: result['2xx'] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latency: { p50: result.latency.p50, p99: result.latency.p99 },
  };
}

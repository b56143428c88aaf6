// `npm test`: every check and every test tier, two lanes side by side on a two-core machine, then a
// table of each tier's time and count. The browser lane builds the app and runs the journeys in
// Chromium; the Node lane runs the checks and the unit, API and MongoDB tiers, which mostly wait on
// sockets and disks. Each tier's output is printed whole when it ends, so lanes never interleave.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPORTS = 'reports/test';

/**
 * Where the run's temporary files go (Chromium profiles, data directories, SQLite files): a
 * directory in /dev/shm when it is a memory file system with room to spare, else the usual one.
 * Each browser profile and server writes megabytes and syncs them; in memory that costs the
 * kernel far less (a fifth less time per browser start here), and the files are as real.
 */
function temporaryRoot() {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize < 4 * 2 ** 30) return null;
    return fs.mkdtempSync('/dev/shm/flipfold-test-');
  } catch {
    return null;
  }
}
const TMPDIR = temporaryRoot();
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const npx = (...args) => ['npx', ...args];
const vitest = (project, extraReporters = [], options = []) =>
  npx(
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORTS}/${project}.json`,
    ...extraReporters.map((r) => `--reporter=${r}`),
    ...options,
  );

/**
 * Journeys mostly wait (on the server, the network relays, the browser's timers), so two run at
 * once beside the Node lane; alone (npx vitest --project e2e) they run one at a time.
 */
const TWO_JOURNEYS_AT_ONCE = ['--fileParallelism', '--maxWorkers=2'];

/**
 * The MongoDB tier waits on the emulator more than it computes (alone: 103 s with one file at a
 * time, 62 s with two). The API tier runs one file at a time: its timing tests (a reset for a known
 * account as fast as for an unknown one) failed beside a second API file.
 */
const TWO_FILES_AT_ONCE = ['--maxWorkers=2'];

/**
 * Tiers in the order each lane runs them; `needs` names a step, in either lane, that this one waits
 * for and whose failure skips it (the MongoDB tier's scale-out test runs the built server).
 */
const LANES = [
  [
    { name: 'build', command: ['npm', 'run', 'build'] },
    {
      name: 'e2e',
      command: vitest('e2e', ['./testing/second-tries-reporter.ts'], TWO_JOURNEYS_AT_ONCE),
      needs: 'build',
    },
  ],
  [
    { name: 'check', command: ['npm', 'run', 'check'] },
    { name: 'core', command: vitest('core') },
    { name: 'pwa', command: vitest('pwa') },
    // Its server processes start from the build when it is fresh (api/test/server-command.ts).
    { name: 'api', command: vitest('api'), needs: 'build' },
    {
      name: 'mongo',
      command: vitest('mongo', ['./api/test/mongo/summary-reporter.ts'], TWO_FILES_AT_ONCE),
      needs: 'build',
    },
  ],
];

/** Each step's result once it has ended: what the steps that need it, and the table, wait on. */
const results = new Map(
  LANES.flat().map((step) => {
    let end;
    const promise = new Promise((resolve) => {
      end = resolve;
    });
    return [step.name, { promise, end }];
  }),
);

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const log = path.join(REPORTS, `${step.name}.log`);
    const out = fs.openSync(log, 'w');
    console.log(`▶ ${step.name}: ${step.command.join(' ')}`);
    const child = spawn(step.command[0], step.command.slice(1), {
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
        ...(TMPDIR ? { TMPDIR } : {}),
      },
    });
    child.on('close', (code) => {
      fs.closeSync(out);
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n━━━━ ${step.name} (${seconds.toFixed(0)} s, exit ${code}) ━━━━`);
      process.stdout.write(fs.readFileSync(log));
      resolve({ ok: code === 0, seconds });
    });
  });
}

async function runLane(lane) {
  for (const step of lane) {
    const needed = step.needs ? await results.get(step.needs).promise : { ok: true };
    const result = needed.ok
      ? await run(step)
      : { ok: false, seconds: 0, skipped: `${step.needs} failed` };
    results.get(step.name).end(result);
  }
}

/** A test tier's vitest JSON report; null for the steps that are not test tiers. */
function testReport(name) {
  const file = path.join(REPORTS, `${name}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** The tests of a tier that passed only when retried (testing/second-tries-reporter.ts). */
function secondTries(name) {
  const file = path.join(REPORTS, `${name}-second-tries.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
}

/** Counts from a test tier's report; none for the other steps. */
function counts(name) {
  const report = testReport(name);
  if (!report) return null;
  return {
    files: report.testResults.length,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    notRun: report.numPendingTests + report.numTodoTests,
    secondTry: secondTries(name).length,
  };
}

/** Every test that passed only on its second try, after the table, with its first try's error. */
function printSecondTries() {
  const tries = LANES.flat().flatMap(({ name }) =>
    secondTries(name).map((t) => ({ tier: name, ...t })),
  );
  if (tries.length === 0) return;
  console.log('\nPassed only on a second try:');
  for (const t of tries) {
    console.log(`\n↻ ${t.tier} ${t.file} › ${t.name}`);
    if (t.error) console.log(`    ${firstLines(t.error, 5)}`);
    if (t.diff) console.log(`    ${firstLines(t.diff, 12)}`);
  }
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLines = (text, n) =>
  text.replace(ANSI, '').trim().split('\n').slice(0, n).join('\n    ');

/**
 * What failed, again after the table: a CI log is often read from its end, and a tier's own output
 * may lie thousands of lines above it. A test tier names each failed test with its first error
 * lines; any other step shows the end of its log.
 */
function printFailures(ended) {
  const failed = LANES.flat().filter((_, i) => !ended[i].ok && !ended[i].skipped);
  if (failed.length === 0) return;
  console.log('\nWhat failed:');
  for (const { name } of failed) {
    const report = testReport(name);
    if (!report) {
      const log = fs.readFileSync(path.join(REPORTS, `${name}.log`), 'utf8').replace(ANSI, '');
      console.log(
        `\n✗ ${name}, the end of its log:\n${log.trim().split('\n').slice(-30).join('\n')}`,
      );
      continue;
    }
    for (const result of report.testResults) {
      const where = path.relative(process.cwd(), result.name);
      const tests = result.assertionResults.filter((t) => t.status === 'failed');
      for (const test of tests) {
        console.log(`\n✗ ${name} ${where} › ${test.fullName}`);
        console.log(`    ${firstLines(test.failureMessages.join('\n'), 15)}`);
      }
      if (tests.length === 0 && result.status === 'failed') {
        console.log(`\n✗ ${name} ${where}`);
        console.log(`    ${firstLines(result.message || 'failed without a message', 15)}`);
      }
    }
  }
}

/**
 * The machine's CPU time so far, from /proc/stat (Linux; null elsewhere): busy and stolen (by the
 * host of a virtual machine) seconds over all cores. The run's busy seconds say how much work it
 * was, which its wall time, on a shared machine, does not.
 */
function machineCpu() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const tick = 100;
    return {
      busy: (user + nice + system + irq + softirq) / tick,
      steal: steal / tick,
      all: (user + nice + system + idle + iowait + irq + softirq + steal) / tick,
    };
  } catch {
    return null;
  }
}

const started = Date.now();
const cpuAtStart = machineCpu();
if (TMPDIR) console.log(`Temporary files go to ${TMPDIR} (memory), removed at the end.`);
await Promise.all(LANES.map(runLane));
if (TMPDIR) fs.rmSync(TMPDIR, { recursive: true, force: true });
const wall = (Date.now() - started) / 1000;

const ended = await Promise.all(LANES.flat().map(({ name }) => results.get(name).promise));
const rows = LANES.flat().map(({ name }, i) => {
  const r = ended[i];
  const c = counts(name);
  const state = r.skipped ? `not run (${r.skipped})` : r.ok ? 'passed' : 'FAILED';
  return [
    name,
    state,
    `${r.seconds.toFixed(0)} s`,
    c ? String(c.files) : '',
    c ? String(c.passed) : '',
    c ? String(c.failed) : '',
    c ? String(c.notRun) : '',
    c ? String(c.secondTry) : '',
  ];
});
const head = ['tier', 'result', 'time', 'files', 'passed', 'failed', 'not run', '2nd try'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`\n${line(head)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(line(row));
printFailures(ended);
printSecondTries();
const total = rows.reduce((sum, r) => sum + (Number(r[4]) || 0), 0);
console.log(`\n${total} tests passed in ${(wall / 60).toFixed(1)} min (two lanes side by side).`);
const cpuAtEnd = machineCpu();
if (cpuAtStart && cpuAtEnd) {
  const busy = cpuAtEnd.busy - cpuAtStart.busy;
  const steal = cpuAtEnd.steal - cpuAtStart.steal;
  const all = cpuAtEnd.all - cpuAtStart.all;
  console.log(
    `The machine was busy ${busy.toFixed(0)} CPU-seconds (${((100 * busy) / all).toFixed(0)}% of ${(all / wall).toFixed(0)} cores), ${steal.toFixed(0)} more taken by its host.`,
  );
}
process.exit(ended.every((r) => r.ok) ? 0 : 1);

import fs from 'node:fs';
import os from 'node:os';
import { closeSharedBrowser } from '#testing/chromium';
import { benchAnnotate } from './annotate';
import { benchConversion } from './conversion';
import { benchFlood } from './flood';
import { benchKiosk } from './kiosk';
import { benchLighthouse } from './lighthouse';
import { benchReading } from './reading';
import { benchServer } from './server';
import { type BenchRow, meetsGoal, renderTable } from './support/table';
import { benchSync } from './sync';
import { benchTeams } from './teams';
import { benchViewer } from './viewer';

/**
 * `npm run bench`: every figure, each against a reference measured in the same run, as one table.
 * `--only=server,flood` runs those suites alone; `--docs` also writes the table into
 * docs/performance.md between the bench markers (the latest run only: git keeps the history).
 */
const SUITES: Array<[string, () => Promise<BenchRow[]>]> = [
  ['server', benchServer],
  ['reading', benchReading],
  ['flood', benchFlood],
  ['viewer', benchViewer],
  ['lighthouse', benchLighthouse],
  ['conversion', benchConversion],
  ['annotate', benchAnnotate],
  ['sync', benchSync],
  ['kiosk', benchKiosk],
  ['teams', benchTeams],
];

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = only?.filter((name) => !SUITES.some(([suite]) => suite === name)) ?? [];
if (unknown.length > 0) {
  console.error(`No bench suite ${unknown.join(', ')}: ${SUITES.map(([s]) => s).join(', ')}`);
  process.exit(2);
}

const rows: BenchRow[] = [];
const started = Date.now();
for (const [name, run] of SUITES) {
  if (only && !only.includes(name)) continue;
  const suiteStart = Date.now();
  process.stdout.write(`bench ${name}... `);
  rows.push(...(await run()));
  console.log(`${((Date.now() - suiteStart) / 1000).toFixed(0)} s`);
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const heading = `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, in ${((Date.now() - started) / 1000).toFixed(0)} s.`;
const table = renderTable(rows);
console.log(`\n${heading}\n\n${table}`);
const notes = rows.filter((r) => r.note).map((r) => `- ${r.figure}: ${r.note}`);
if (notes.length > 0) console.log(`\n${notes.join('\n')}`);

fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync('bench/results/latest.md', `${heading}\n\n${table}\n\n${notes.join('\n')}\n`);

const PERFORMANCE_DOC = 'docs/performance.md';
if (process.argv.includes('--docs')) {
  const doc = fs.readFileSync(PERFORMANCE_DOC, 'utf8');
  const block = `<!-- bench:start -->\n${heading}\n\n${table}\n${notes.length ? `\n${notes.join('\n')}\n` : ''}<!-- bench:end -->`;
  fs.writeFileSync(
    PERFORMANCE_DOC,
    doc.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, block),
  );
  console.log(`${PERFORMANCE_DOC} updated`);
}

await closeSharedBrowser();

const missed = rows.filter((r) => meetsGoal(r) === false);
if (missed.length > 0)
  console.log(
    `\n${missed.length} figure(s) miss their goal: ${missed.map((r) => r.figure).join('; ')}`,
  );

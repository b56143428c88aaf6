import type { Reporter, TestModule, Vitest } from 'vitest/node';

const PROJECT = 'mongo';

/** Ends the name of every case that only a real MongoDB server can show (see real-server.ts). */
export const NEEDS_REAL_SERVER = '(needs a real MongoDB server';

const cases = (n: number) => `${n} ${n === 1 ? 'case' : 'cases'}`;

/**
 * The closing line of a run that included the vitest project "mongo": how many MongoDB cases ran,
 * on which server, and which cases need a real MongoDB server and so did not run on the emulator.
 */
export default class MongoSummaryReporter implements Reporter {
  private selected = false;

  onInit(vitest: Vitest) {
    this.selected = vitest.projects.some((p) => p.name === PROJECT);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (!this.selected) return;
    // The project's global setup says which server it started, in this same process.
    const line = closingLine(
      modules.filter((m) => m.project.name === PROJECT),
      process.env.FLIPFOLD_MONGODB_SERVER,
    );
    if (line) console.log(`\n${line}`);
  }
}

/**
 * The line for the MongoDB project's modules of a run, given the server its global setup started;
 * none when the run held none of them (files picked by name elsewhere), whose setup never ran.
 */
export function closingLine(
  modules: ReadonlyArray<Pick<TestModule, 'children'>>,
  server: string | undefined,
): string | null {
  if (modules.length === 0) return null;
  return server === 'real' || server === 'emulator'
    ? mongoSummary(modules, server)
    : 'MongoDB: no case ran, as no MongoDB server could be started (the reason is above).';
}

export function mongoSummary(
  modules: ReadonlyArray<Pick<TestModule, 'children'>>,
  kind: 'emulator' | 'real',
): string {
  const server =
    kind === 'real' ? 'the MongoDB server in MONGODB_URI' : 'the MongoDB emulator (jongodb)';
  const all = modules.flatMap((m) => [...m.children.allTests()]);
  const count = (state: string) => all.filter((c) => c.result().state === state).length;
  const [passed, failed] = [count('passed'), count('failed')];
  if (passed + failed === 0) return `MongoDB: no case ran on ${server}.`;
  const notRun = all.filter((c) => c.result().state !== 'passed' && c.result().state !== 'failed');
  const needReal = notRun.filter((c) => c.name.includes(NEEDS_REAL_SERVER));
  const otherNotRun = notRun.length - needReal.length;
  const ran = `MongoDB: ${cases(passed + failed)} ran on ${server}: ${passed} passed, ${failed} failed`;
  const extra = otherNotRun > 0 ? `; ${cases(otherNotRun)} more did not run` : '';
  if (needReal.length === 0) return `${ran}${extra}; none is left for a real server.`;
  return (
    `${ran}${extra}; ${cases(needReal.length)} ${needReal.length === 1 ? 'needs' : 'need'} a real ` +
    'MongoDB server and did not run ' +
    `(set MONGODB_URI to one to run them): ${needReal.map((c) => c.fullName).join('; ')}.`
  );
}

import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { NEEDS_REAL_SERVER } from './real-server';

const PROJECT = 'mongo';

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
    console.log(`\n${mongoSummary(modules.filter((m) => m.project.name === PROJECT))}`);
  }
}

export function mongoSummary(modules: ReadonlyArray<TestModule>): string {
  const server =
    process.env.FLIPFOLD_MONGODB_SERVER === 'real'
      ? 'the MongoDB server in MONGODB_URI'
      : 'the MongoDB emulator (jongodb)';
  const cases = modules.flatMap((m) => [...m.children.allTests()]);
  const count = (state: string) => cases.filter((c) => c.result().state === state).length;
  const [passed, failed] = [count('passed'), count('failed')];
  if (passed + failed === 0) return `MongoDB: no case ran on ${server}.`;
  const notRun = cases.filter(
    (c) => c.result().state !== 'passed' && c.result().state !== 'failed',
  );
  const needReal = notRun.filter((c) => c.name.includes(NEEDS_REAL_SERVER));
  const otherNotRun = notRun.length - needReal.length;
  const ran = `MongoDB: ${passed + failed} cases ran on ${server}: ${passed} passed, ${failed} failed`;
  const extra = otherNotRun > 0 ? `; ${otherNotRun} other cases did not run` : '';
  if (needReal.length === 0) return `${ran}${extra}; none is left for a real server.`;
  return (
    `${ran}${extra}; ${needReal.length} ${needReal.length === 1 ? 'needs' : 'need'} a real MongoDB server and did not run ` +
    `(set MONGODB_URI to run them): ${needReal.map((c) => c.fullName).join('; ')}.`
  );
}

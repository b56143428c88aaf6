import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/** Where `npm test` keeps each tier's reports (scripts/test.mjs). */
const REPORTS = 'reports/test';

/** Where `npm test` finds a tier's second tries, beside its JSON report. */
const secondTriesFile = (reports: string, project: string) =>
  path.join(reports, `${project}-second-tries.json`);

export interface SecondTry {
  file: string;
  name: string;
  /** The first try's error, when the runner kept it. */
  error: string | null;
  /** Its expected-against-received difference, which the message alone leaves out ('[ Array(1) ]'). */
  diff: string | null;
}

/**
 * Names every test that failed and then passed on its retry, so a green run never hides one:
 * printed at the end of the tier and written for `npm test`'s table.
 */
export default class SecondTriesReporter implements Reporter {
  private readonly tries = new Map<string, SecondTry[]>();

  onTestCaseResult(test: TestCase) {
    if (!test.diagnostic()?.flaky) return;
    const project = test.project.name;
    const errors = test.result().errors ?? [];
    const list = this.tries.get(project) ?? [];
    list.push({
      file: path.relative(process.cwd(), test.module.moduleId),
      name: test.fullName,
      error: errors[0]?.message ?? null,
      diff: errors[0]?.diff ?? null,
    });
    this.tries.set(project, list);
  }

  onTestRunEnd() {
    fs.mkdirSync(REPORTS, { recursive: true });
    for (const [project, list] of this.tries) {
      fs.writeFileSync(secondTriesFile(REPORTS, project), JSON.stringify(list, null, 2));
      console.log(`\n${list.length} passed only on a second try (${project}):`);
      for (const t of list)
        console.log(
          `  ${t.file} › ${t.name}${t.error ? `\n    ${t.error}` : ''}${t.diff ? `\n${t.diff}` : ''}`,
        );
    }
  }
}

import { describe, expect, it } from 'vitest';
import type { TestModule } from 'vitest/node';
import { closingLine, mongoSummary, NEEDS_REAL_SERVER } from './summary-reporter';

type State = 'passed' | 'failed' | 'skipped' | 'pending';

/** Just what the summary reads of a test module: its cases' names and outcomes. */
function moduleOf(...cases: Array<[string, State]>): Pick<TestModule, 'children'> {
  const tests = cases.map(([name, state]) => ({
    name,
    fullName: `suite > ${name}`,
    result: () => ({ state }),
  }));
  // A stand-in for vitest's TestModule: the summary only walks children.allTests().
  return { children: { allTests: () => tests.values() } } as unknown as Pick<
    TestModule,
    'children'
  >;
}

describe('the closing line of the MongoDB tier', () => {
  it('counts what ran and names the cases that need a real server as not run, never as passed', () => {
    const line = mongoSummary(
      [
        moduleOf(['a', 'passed'], ['b', 'failed']),
        moduleOf(['c', 'passed'], [`d ${NEEDS_REAL_SERVER}: no such command)`, 'skipped']),
      ],
      'emulator',
    );
    expect(line).toBe(
      'MongoDB: 3 cases ran on the MongoDB emulator (jongodb): 2 passed, 1 failed; 1 case needs ' +
        'a real MongoDB server and did not run (set MONGODB_URI to one to run them): ' +
        `suite > d ${NEEDS_REAL_SERVER}: no such command).`,
    );
  });

  it('says when every case ran on a real server', () => {
    expect(mongoSummary([moduleOf(['a', 'passed'], ['b', 'passed'])], 'real')).toBe(
      'MongoDB: 2 cases ran on the MongoDB server in MONGODB_URI: 2 passed, 0 failed; none is left for a real server.',
    );
  });

  it('counts other cases that did not run apart, and says when none ran at all', () => {
    expect(mongoSummary([moduleOf(['a', 'passed'], ['b', 'skipped'])], 'real')).toContain(
      '1 case more did not run',
    );
    expect(mongoSummary([moduleOf(['a', 'skipped'])], 'emulator')).toBe(
      'MongoDB: no case ran on the MongoDB emulator (jongodb).',
    );
  });

  it('says nothing for a run that held none of its files, and names a server that did not start', () => {
    expect(closingLine([], undefined)).toBeNull();
    expect(closingLine([], 'emulator')).toBeNull();
    expect(closingLine([moduleOf(['a', 'skipped'])], undefined)).toBe(
      'MongoDB: no case ran, as no MongoDB server could be started (the reason is above).',
    );
    expect(closingLine([moduleOf(['a', 'passed'])], 'emulator')).toBe(
      'MongoDB: 1 case ran on the MongoDB emulator (jongodb): 1 passed, 0 failed; none is left for a real server.',
    );
  });
});

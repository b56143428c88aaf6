// @ts-check
/**
 * Mutation testing: StrykerJS changes the source of core/ and the PWA's data layer (pwa/src/data/ and
 * each feature's data/, with offline/) one small edit at a time and runs the unit tests that cover
 * the change; a mutant that no test notices shows a gap in the tests. `npm run test:mutation`; scope
 * a run with `-- --mutate core/pdf-rules.ts`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'core/**/*.ts',
    'pwa/src/data/**/*.ts',
    'pwa/src/features/*/data/**/*.ts',
    'offline/**/*.ts',
    '!**/*.test.ts',
    // The test kit: a fake server, used by the tests only.
    '!offline/test/**',
  ],
  // Other work shares the machine's two cores.
  concurrency: 1,
  coverageAnalysis: 'perTest',
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The sandbox is a copy of the whole repository, so no tsconfig path needs rewriting; and
  // Stryker's rewriter calls TypeScript's JS API, which TypeScript 7 (the native compiler) lacks.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  // Reruns only what changed since the last run (mutants, or the tests that cover them); `--force`
  // runs everything. Scoped runs keep files of their own: `--incrementalFile reports/<name>.json`.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  thresholds: { high: 90, low: 85, break: null },
};

import { configDefaults, defineConfig } from 'vitest/config';

/**
 * API test files the MongoDB tier leaves out: it runs the suites whose outcome depends on the
 * store, and these do not (or are SQLite's own), so a second run would show nothing new.
 */
const NOT_ON_MONGODB = [
  // SQLite's own: its run of the store contract (the MongoDB run is its .mongo.test twin), its
  // files on disk, and its write-ahead log closed cleanly at shutdown.
  'api/src/store/sqlite/*.test.ts',
  'api/src/server.test.ts',
  // Media files left in DATA_DIR/media by killed servers: it starts its servers on SQLite.
  'api/src/security/orphan-media.test.ts',
  // No store at all: configuration, operators, the MongoDB test kit, password hashing, the
  // rate limiter's arithmetic and the daily schedule of forgetting readers.
  'api/src/config.test.ts',
  'api/src/features/admin/shared-analytics.test.ts',
  'api/src/media/task-pool.test.ts',
  'api/src/canonical-url.test.ts',
  'api/src/change-feed.test.ts',
  'api/src/features/flipbooks/present.test.ts',
  'api/src/features/flipbooks/public-view-fast-path.test.ts',
  'api/src/store/sqlite/sqlite-store.test.ts',
  'api/src/store/mongo/operator.test.ts',
  'api/test/mongo/*.test.ts',
  'api/src/features/auth/passwords.test.ts',
  'api/src/rate-limits/rate-limiter.test.ts',
  'api/src/features/reading/forget-readers.test.ts',
  // Which addresses a webhook may reach, against receivers of its own: no store.
  'api/src/features/integrations/public-address.test.ts',
  // Body parsing and image decoding happen before the store is asked anything.
  'api/src/middleware/bounded-json.test.ts',
  'api/src/media/decode-image.test.ts',
  'api/src/media/decode-processes.test.ts',
  // Decode bombs are refused, and decodes shared between accounts, before anything is stored.
  'api/src/media/decode-bomb.test.ts',
  // The server's own defences: floods, fuzzing, timing, proxies, slow bodies and the route
  // matrix judge the HTTP layer and the event loop, which are the same on either store.
  'api/src/security/{flood,fuzz,proxy,route-matrix,slow-body,timing}.test.ts',
  // The web pages (shell, shared link, embed page, opener policy): headers and markup.
  'api/src/web/*.test.ts',
];

/**
 * MONGODB_URI names the server of the MongoDB tier only (its global setup reads it in the main
 * process); every worker gets it empty, so no server a test starts uses it by inheritance.
 */
const NO_MONGODB_URI = { MONGODB_URI: '' };

/**
 * A hang detector for the API and MongoDB tiers, not a speed bound: their slowest tests (a flood of
 * 20 MB creates, 40 rounds of an edit racing a delete) take 10 s alone and up to 30 s beside the
 * journeys on a two-core machine: at the edge of the 30 s this used to be.
 */
const SERVER_TEST_TIMEOUTS = { testTimeout: 60_000, hookTimeout: 60_000 };

/** The screens photographed by `npm run screenshots`, which npm test leaves out. */
const SCREENSHOTS = 'e2e/**/*.screens.test.ts';

/** Browser journeys (and screenshots): Debian's Chromium against the built app. */
const BROWSER = {
  env: NO_MONGODB_URI,
  environment: 'node' as const,
  globalSetup: ['testing/global-setup.ts'],
  setupFiles: ['testing/failure-pages.ts'],
  testTimeout: 90_000,
  hookTimeout: 120_000,
  // expect.poll's own default is 1 s: a page's reply to a reply (an outbox emptied, a badge
  // redrawn) took longer than that beside the other tiers. A poll that passes returns at once.
  expect: { poll: { timeout: 10_000 } },
  // A journey that fails beside the other tiers on a loaded two-core machine gets one more try;
  // the run names every test that needed it (testing/second-tries-reporter.ts, npm test's table).
  retry: 1,
  // Two cores: one journey at a time keeps Chromium and the server from starving each other.
  fileParallelism: false, // Journeys keep their state in the servers and browsers they start: a worker imports the kit
  // (playwright-core, axe, the test servers) once, not once per file.
  isolate: false,
};

/**
 * The API suites share one module graph per worker instead of importing the app again for each
 * file (a second of every file's run): they mock no module and keep their state in the apps they
 * start, each on its own data directory or database.
 */
const SHARED_MODULES = { isolate: false } as const;

/**
 * One runner, five tiers: pure core rules, the API over real HTTP with a real SQLite file, the
 * PWA's data layer on fake-indexeddb, browser journeys in Debian's Chromium against the built app,
 * and the store contract plus the API suites again on MongoDB (the emulator, or MONGODB_URI).
 */
export default defineConfig({
  test: {
    // The last line of a run with the MongoDB tier says how many of its cases ran, and on what.
    reporters: [
      'default',
      './api/test/mongo/summary-reporter.ts',
      './testing/second-tries-reporter.ts',
    ],
    projects: [
      {
        // With the repository's own checks (tooling/): the import boundaries of npm run check.
        test: {
          name: 'core',
          isolate: false,
          include: ['core/**/*.test.ts', 'tooling/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          ...SHARED_MODULES,
          include: ['api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'api/**/*.mongo.test.ts'],
          env: NO_MONGODB_URI,
          environment: 'node',
          ...SERVER_TEST_TIMEOUTS,
        },
      },
      {
        // The same API suites on the MongoDB store, plus the MongoDB-only cases (*.mongo.test.ts).
        // One server for the run (global setup); each test app gets a database of its own.
        test: {
          name: 'mongo',
          ...SHARED_MODULES,
          include: ['api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...NOT_ON_MONGODB],
          env: { ...NO_MONGODB_URI, FLIPFOLD_TEST_STORE: 'mongodb' },
          globalSetup: ['api/test/mongo/global-setup.ts'],
          environment: 'node',
          ...SERVER_TEST_TIMEOUTS,
        },
      },
      {
        // One module graph per worker, as for the API: each file opens its own database
        // (fake-indexeddb) and the globals it stubs are put back after each test.
        test: {
          name: 'pwa',
          isolate: false,
          unstubGlobals: true,
          include: [
            'pwa/**/*.test.ts',
            'pwa/**/*.test.tsx',
            'offline/**/*.test.ts',
            'service-worker/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SCREENSHOTS],
          ...BROWSER,
        },
      },
      {
        // Not part of npm test: `npm run screenshots` photographs the screens (e2e/artifacts/*.png)
        // at both widths in both themes; the checks made on the way run in the journeys once.
        test: { name: 'screenshots', include: [SCREENSHOTS], ...BROWSER },
      },
    ],
  },
});

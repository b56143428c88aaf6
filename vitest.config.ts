import { defineConfig } from 'vitest/config';

/**
 * One runner, four tiers: pure core rules, the API over real HTTP with a real SQLite file, the PWA's
 * data layer on fake-indexeddb, and browser journeys in Debian's Chromium against the built app.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Only with MONGODB_URI: `npm run test:mongo` (fails loudly without it).
        test: {
          name: 'mongo',
          include: ['api/**/*.mongo-test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'pwa',
          include: ['pwa/**/*.test.ts', 'pwa/**/*.test.tsx', 'service-worker/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Two cores: one journey at a time keeps Chromium and the server from starving each other.
          fileParallelism: false,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

/**
 * The unit tiers only (core rules, and the PWA's data layer on fake-indexeddb), for Stryker's
 * mutation runs (stryker.config.mjs): no API, no browser, no MongoDB.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'pwa',
          include: [
            'pwa/**/*.test.ts',
            'pwa/**/*.test.tsx',
            'offline/**/*.test.ts',
            'service-worker/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
    ],
  },
});

/**
 * Import boundaries, checked by `npm run check` (docs/architecture.md):
 * - core/ holds the rules every runtime shares and depends on no other part of the repository;
 * - api/ and pwa/ never import each other (they meet only through core/ and HTTP);
 * - service-worker/ imports only core/ and offline/;
 * - a PWA feature (pwa/src/features/<name>/), and the app around them (pwa/src/app/), use a
 *   feature only through the files at the top of its folder, its face; the files in its
 *   sub-folders (kiosk/, data/…) are its own; what several features need lives outside features/
 *   (data/, pdf/, state/, ui/);
 * - an API feature (api/src/features/<name>/) uses another feature only through the files at the
 *   top of that feature's folder, its face (service.ts, present.ts, limits.ts…), never a file in
 *   one of its sub-folders nor its HTTP entry points (routes.ts, *-fast-path.ts), which app.ts
 *   alone mounts; what several features need lives outside features/ (rate-limits/,
 *   change-feed.ts, crawlers.ts, middleware/…);
 * - no import cycles in production code.
 * Tests and test support may import what they need. TypeScript is read through Babel (see
 * tooling/dependency-cruiser-babel.cjs); a type-only import counts like any other. @swc/core is
 * installed only because dependency-cruiser scans .ts and .tsx files at all only when it finds a
 * TypeScript older than 7 or @swc/core (whose parser cannot read .tsx, so Babel does the reading).
 */

/**
 * Tests and the code only tests use: every root keeps its test kit in one folder (api/test/,
 * pwa/test/, offline/test/), and testing/ is the kit e2e, bench and scripts share.
 */
const TESTS = ['\\.test\\.tsx?$', '^(api|pwa|offline)/test/', '^(e2e|bench|testing)/'].join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-stands-alone',
      comment:
        'core/ holds the shared rules: it may not depend on a runtime, the tests or the tools.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(api|pwa|service-worker|offline|e2e|bench|testing|scripts|tooling)/' },
    },
    {
      name: 'api-not-into-pwa',
      comment: 'The API and the PWA meet only through core/ (rules, schemas) and HTTP.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(pwa|service-worker)/' },
    },
    {
      name: 'pwa-not-into-api',
      comment: 'The API and the PWA meet only through core/ (rules, schemas) and HTTP.',
      severity: 'error',
      from: { path: '^pwa/' },
      to: { path: '^(api|service-worker)/' },
    },
    {
      name: 'service-worker-only-core-and-offline',
      comment:
        'The service worker may use core/ and offline/ (code it shares with the PWA), no more.',
      severity: 'error',
      from: { path: '^service-worker/', pathNot: TESTS },
      to: { path: '^(api|pwa|e2e|bench|testing|scripts|tooling)/' },
    },
    {
      name: 'offline-only-core',
      comment: 'offline/ is what the PWA and its service worker both run: it may use core/ only.',
      severity: 'error',
      from: { path: '^offline/', pathNot: TESTS },
      to: { path: '^(api|pwa|service-worker|e2e|bench|testing|scripts|tooling)/' },
    },
    {
      name: 'no-feature-internals',
      comment:
        "A PWA feature is used by the app and by other features only through the top-level files of its folder, never its sub-folders' files; move shared parts out of features/.",
      severity: 'error',
      from: { path: '^pwa/src/(app|features/([^/]+))/', pathNot: TESTS },
      to: { path: '^pwa/src/features/[^/]+/[^/]+/', pathNot: '^pwa/src/features/$2/' },
    },
    {
      name: 'no-api-feature-internals',
      comment:
        "An API feature is used by others only through the top-level files of its folder, never its sub-folders' files or its routes.ts or *-fast-path.ts (app.ts mounts those); move shared parts out of features/.",
      severity: 'error',
      from: { path: '^api/src/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^api/src/features/[^/]+/([^/]+/|routes\\.ts$|[^/]+-fast-path\\.ts$)',
        pathNot: '^api/src/features/$1/',
      },
    },
    {
      name: 'production-not-into-tests',
      comment: 'Production code never imports tests or a test kit.',
      severity: 'error',
      from: { path: '^(core|api|pwa|service-worker|offline)/', pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'no-cycles',
      comment:
        'A cycle makes the order modules load in matter; move the shared piece down instead.',
      severity: 'error',
      from: { path: '^(core|api|pwa|service-worker|offline)/', pathNot: TESTS },
      to: { circular: true, viaOnly: { pathNot: TESTS } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    babelConfig: { fileName: 'tooling/dependency-cruiser-babel.cjs' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};

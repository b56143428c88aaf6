import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** A probe: files (path → source) written into the repository, where the rules match on paths. */
type Probe = Record<string, string>;

/**
 * Gives each probe's files names no other probe uses (`__boundary_probe__` becomes
 * `__boundary_probe_3__`), so every probe can sit in the repository at once.
 */
function spread(probes: Probe[]): Probe[] {
  return probes.map((files, n) =>
    Object.fromEntries(
      Object.entries(files).map(([file, source]) => [
        file.replaceAll(/__boundary_probe(_\w)?__/g, `__boundary_probe_${n}$1__`),
        source.replaceAll(/__boundary_probe(_\w)?__/g, `__boundary_probe_${n}$1__`),
      ]),
    ),
  );
}

/**
 * Writes every probe into the repository (with the folders it names that are not there), runs
 * dependency-cruiser once on all of them with the project's config, as `npm run check` does, and
 * always removes them (and those folders). Two levels of imports hold
 * every edge a probe makes, and a cycle between two probes; the rest of the graph is the
 * repository's own, which `npm run check` cruises whole. Each probe gets the violations that start
 * in its own files.
 */
async function violationsOfEach(probes: Probe[]): Promise<Violation[][]> {
  const paths = probes.flatMap(Object.keys);
  const folders: string[] = [];
  try {
    for (const files of probes) {
      for (const [file, source] of Object.entries(files)) {
        const made = await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        if (made) folders.push(made);
        await writeFile(path.join(root, file), source);
      }
    }
    const { stdout } = await promisify(execFile)(
      depcruise,
      [
        ...paths,
        '--config',
        '.dependency-cruiser.cjs',
        '--max-depth',
        '2',
        '--output-type',
        'json',
      ],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
    ).catch((failure: { stdout: string }) => failure);
    const { violations } = (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary;
    return probes.map((files) => violations.filter((v) => v.from in files));
  } finally {
    await Promise.all(paths.map((file) => rm(path.join(root, file), { force: true })));
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }
}

describe('import boundaries (npm run check)', () => {
  // Every probe is registered while the suite is collected, and one dependency-cruiser run (seconds
  // on a busy machine) answers them all before the first case.
  const probes: Probe[] = [];
  let found: Violation[][] = [];
  const probe = (files: Probe) => {
    const n = probes.push(files) - 1;
    return () => found[n] as Violation[];
  };
  beforeAll(async () => {
    found = await violationsOfEach(spread(probes));
  }, 60_000);

  const coreIntoApi = probe({
    'core/__boundary_probe__.ts': "export { HttpError } from '#api/http-errors';\n",
  });
  it('fails the check when core imports from the API', () => {
    expect(coreIntoApi()).toContainEqual(
      expect.objectContaining({
        from: expect.stringMatching(/^core\//),
        to: 'api/src/http-errors.ts',
        rule: expect.objectContaining({ name: 'core-stands-alone' }),
      }),
    );
  });

  const coreTypeFromPwa = probe({
    'core/__boundary_probe__.ts': "export type { Session } from '#pwa/state/session';\n",
  });
  it('fails the check when core imports only a type from the PWA', () => {
    expect(coreTypeFromPwa().map((v) => v.rule.name)).toContain('core-stands-alone');
  });

  const pwaIntoApi = probe({
    'pwa/src/__boundary_probe__.ts': "export { HttpError } from '../../api/src/http-errors';\n",
  });
  it('fails the check when the PWA imports from the API', () => {
    expect(pwaIntoApi().map((v) => v.rule.name)).toContain('pwa-not-into-api');
  });

  const workerIntoPwa = probe({
    'service-worker/__boundary_probe__.ts': "export { sessionStore } from '#pwa/state/session';\n",
  });
  it('fails the check when the service worker imports from the PWA', () => {
    expect(workerIntoPwa().map((v) => v.rule.name)).toContain(
      'service-worker-only-core-and-offline',
    );
  });

  const cycle = probe({
    'offline/__boundary_probe_a__.ts':
      "import { b } from './__boundary_probe_b__';\nexport const a = () => b;\n",
    'offline/__boundary_probe_b__.ts':
      "import { a } from './__boundary_probe_a__';\nexport const b = () => a;\n",
  });
  it('fails the check when two production modules import each other', () => {
    expect(cycle().map((v) => v.rule.name)).toContain('no-cycles');
  });

  const featureInternals = probe({
    'pwa/src/features/library/__boundary_probe__.ts':
      "export { KioskScreen } from '../event-kit/kiosk/kiosk-screen';\n",
  });
  it("fails the check when a feature imports a file in another feature's sub-folder", () => {
    expect(featureInternals()).toContainEqual(
      expect.objectContaining({
        to: 'pwa/src/features/event-kit/kiosk/kiosk-screen.tsx',
        rule: expect.objectContaining({ name: 'no-feature-internals' }),
      }),
    );
  });

  const appIntoFeatureInternals = probe({
    'pwa/src/app/__boundary_probe__.ts':
      "export { kitMedia } from '../features/event-kit/data/kit-media';\n",
  });
  it("fails the check when the app imports a file in a feature's sub-folder", () => {
    expect(appIntoFeatureInternals().map((v) => v.rule.name)).toContain('no-feature-internals');
  });

  const featureFace = probe({
    'pwa/src/features/library/__boundary_probe__.ts':
      "export { default } from '../pdf-editor/pdf-editor-dialog';\nexport { EventKits } from '../event-kit/event-kits';\nexport { EditDialog } from './edit-dialog';\n",
    'pwa/src/features/event-kit/__boundary_probe_o__.ts':
      "export { KioskScreen } from './kiosk/kiosk-screen';\n",
  });
  it("lets a feature use the top-level files of another, and its own sub-folders' files", () => {
    expect(featureFace()).toEqual([]);
  });

  const apiFeatureRoutes = probe({
    'api/src/features/admin/__boundary_probe__.ts':
      "export { flipbookRoutes } from '../flipbooks/routes';\n",
  });
  it("fails the check when an API feature imports another feature's routes", () => {
    expect(apiFeatureRoutes()).toContainEqual(
      expect.objectContaining({
        to: 'api/src/features/flipbooks/routes.ts',
        rule: expect.objectContaining({ name: 'no-api-feature-internals' }),
      }),
    );
  });

  const apiFeatureFolder = probe({
    'api/src/features/flipbooks/__boundary_probe_d__/__boundary_probe_p__.ts':
      'export const hidden = 1;\n',
    'api/src/features/reading/__boundary_probe__.ts':
      "export { hidden } from '../flipbooks/__boundary_probe_d__/__boundary_probe_p__';\n",
  });
  it("fails the check when an API feature imports a file in another feature's sub-folder", () => {
    expect(apiFeatureFolder().map((v) => [v.to, v.rule.name])).toEqual([
      [
        expect.stringMatching(/^api\/src\/features\/flipbooks\/__boundary_probe_\d+_d__\//),
        'no-api-feature-internals',
      ],
    ]);
  });

  const apiFeatureFace = probe({
    'api/src/features/admin/__boundary_probe__.ts':
      "export { FlipbookService } from '../flipbooks/service';\nexport { toAdminItem } from '../flipbooks/present';\nexport { adminRoutes } from './routes';\n",
  });
  it("lets an API feature use another feature's top-level files, and its own routes", () => {
    expect(apiFeatureFace()).toEqual([]);
  });

  const intoTests = (
    [
      ['api/src/__boundary_probe__.ts', "export { startTestApp } from '#api-test/test-app';\n"],
      ['pwa/src/__boundary_probe__.ts', "export { fakePng } from '#pwa-test/test-png';\n"],
      ['offline/__boundary_probe__.ts', "export { fakeServer } from './test/test-server';\n"],
      ['core/__boundary_probe__.ts', "export { CHROMIUM_PATH } from '#testing/chromium';\n"],
      ['api/src/__boundary_probe__.ts', "export * from './app.test';\n"],
    ] as const
  ).map(([file, source]) => [file, probe({ [file]: source })] as const);
  it.each(intoTests)(
    'fails the check when production code (%s) imports a test kit or a test',
    (_file, violations) => {
      expect(violations().map((v) => v.rule.name)).toContain('production-not-into-tests');
    },
  );

  const testIntoKit = probe({
    'offline/__boundary_probe__.test.ts':
      "import { fakeServer } from './test/test-server';\nimport { createLocalFlipbook } from '#pwa/data/library';\nexport { fakeServer, createLocalFlipbook };\n",
  });
  it('lets a test import a test kit and production code', () => {
    expect(testIntoKit()).toEqual([]);
  });
});

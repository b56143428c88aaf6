import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/**
 * Writes the probe files into the repository (the rules match on paths), runs dependency-cruiser
 * on the first with the project's config, as `npm run check` does, and always removes them. Two
 * levels of imports hold every edge a probe makes, and a cycle between two probes; the rest of
 * the graph is the repository's own, which `npm run check` cruises whole.
 */
async function violationsOf(files: Record<string, string>): Promise<Violation[]> {
  const paths = Object.keys(files);
  try {
    for (const [file, source] of Object.entries(files)) {
      await writeFile(path.join(root, file), source);
    }
    const { stdout } = await promisify(execFile)(
      depcruise,
      [
        paths[0] as string,
        '--config',
        '.dependency-cruiser.cjs',
        '--max-depth',
        '2',
        '--output-type',
        'json',
      ],
      { cwd: root },
    ).catch((failure: { stdout: string }) => failure);
    return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
  } finally {
    await Promise.all(paths.map((file) => rm(path.join(root, file), { force: true })));
  }
}

// Each case is a dependency-cruiser run of its own: seconds on a busy machine.
describe('import boundaries (npm run check)', { timeout: 60_000 }, () => {
  it('fails the check when core imports from the API', async () => {
    const violations = await violationsOf({
      'core/__boundary_probe__.ts': "export { HttpError } from '#api/http-errors';\n",
    });
    expect(violations).toContainEqual(
      expect.objectContaining({
        from: 'core/__boundary_probe__.ts',
        to: 'api/src/http-errors.ts',
        rule: expect.objectContaining({ name: 'core-stands-alone' }),
      }),
    );
  });

  it('fails the check when core imports only a type from the PWA', async () => {
    const violations = await violationsOf({
      'core/__boundary_probe__.ts': "export type { Session } from '#pwa/state/session';\n",
    });
    expect(violations.map((v) => v.rule.name)).toContain('core-stands-alone');
  });

  it('fails the check when the PWA imports from the API', async () => {
    const violations = await violationsOf({
      'pwa/src/__boundary_probe__.ts': "export { HttpError } from '../../api/src/http-errors';\n",
    });
    expect(violations.map((v) => v.rule.name)).toContain('pwa-not-into-api');
  });

  it('fails the check when the service worker imports from the PWA', async () => {
    const violations = await violationsOf({
      'service-worker/__boundary_probe__.ts':
        "export { sessionStore } from '#pwa/state/session';\n",
    });
    expect(violations.map((v) => v.rule.name)).toContain('service-worker-only-core-and-offline');
  });

  it('fails the check when two production modules import each other', async () => {
    const violations = await violationsOf({
      'offline/__boundary_probe_a__.ts':
        "import { b } from './__boundary_probe_b__';\nexport const a = () => b;\n",
      'offline/__boundary_probe_b__.ts':
        "import { a } from './__boundary_probe_a__';\nexport const b = () => a;\n",
    });
    expect(violations.map((v) => v.rule.name)).toContain('no-cycles');
  });

  it("fails the check when a feature imports another feature's internals", async () => {
    const violations = await violationsOf({
      'pwa/src/features/library/__boundary_probe__.ts':
        "export { useFileList } from '../upload/use-file-list';\n",
    });
    expect(violations).toContainEqual(
      expect.objectContaining({
        to: 'pwa/src/features/upload/use-file-list.ts',
        rule: expect.objectContaining({ name: 'no-feature-internals' }),
      }),
    );
  });

  it("lets a feature use another feature's own dialog, and its own files", async () => {
    const violations = await violationsOf({
      'pwa/src/features/library/__boundary_probe__.ts':
        "export { default } from '../pdf-editor/pdf-editor-dialog';\nexport { EditDialog } from './edit-dialog';\n",
    });
    expect(violations).toEqual([]);
  });

  it.each([
    ['api/src/__boundary_probe__.ts', "export { startTestApp } from '#api-test/test-app';\n"],
    ['pwa/src/__boundary_probe__.ts', "export { fakePng } from '#pwa-test/test-png';\n"],
    ['offline/__boundary_probe__.ts', "export { fakeServer } from './test/test-server';\n"],
    ['core/__boundary_probe__.ts', "export { CHROMIUM_PATH } from '#testing/chromium';\n"],
    ['api/src/__boundary_probe__.ts', "export * from './app.test';\n"],
  ])(
    'fails the check when production code (%s) imports a test kit or a test',
    async (file, source) => {
      const violations = await violationsOf({ [file]: source });
      expect(violations.map((v) => v.rule.name)).toContain('production-not-into-tests');
    },
  );

  it('lets a test import a test kit and production code', async () => {
    const violations = await violationsOf({
      'offline/__boundary_probe__.test.ts':
        "import { fakeServer } from './test/test-server';\nimport { createLocalFlipbook } from '#pwa/data/library';\nexport { fakeServer, createLocalFlipbook };\n",
    });
    expect(violations).toEqual([]);
  });
});

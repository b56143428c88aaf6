import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Plugin } from 'vite';

/** What reader analytics may add to the shared-link viewer, gzipped (docs/performance.md). */
export const ANALYTICS_BUDGET_BYTES = 3 * 1024;

/**
 * What the analytics figure leaves out: React and the storage keys, which the viewer's first
 * chunk holds anyway; the outbox path (only the library loads it) and the store of reports kept
 * unsent (loaded only when some are). Each stays an import of its short name, so the figure does
 * not depend on where the checkout lives.
 */
const LEFT_OUT = [
  'react',
  '#offline/db',
  'storage-keys',
  'reading-outbox',
  'unsent-reading-reports',
];
const leftOut: Plugin = {
  name: 'left-out',
  enforce: 'pre',
  resolveId(source) {
    const name = LEFT_OUT.find((n) => source === n || source.endsWith(`/${n}`));
    return name ? { id: name, external: true } : null;
  },
};

/**
 * The analytics code of the shared-link viewer, bundled alone as the app bundles it: the hook in
 * the viewer's chunk and the recorder chunk it loads after the first paint, each minified and
 * gzipped as served (`LEFT_OUT` left out). The constants of core/ it shares with the viewer are
 * counted again, so the figure errs on the heavy side.
 */
export async function analyticsGzipBytes(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-analytics-'));
  const entry = path.join(dir, 'entry.ts');
  const hook = path.resolve('pwa/src/features/reading/use-reading-report');
  fs.writeFileSync(entry, `export { useReadingReport } from '${hook}';\n`);
  try {
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [leftOut],
      build: {
        write: false,
        target: 'es2022',
        lib: { entry, formats: ['es'], fileName: 'analytics' },
        rolldownOptions: {
          output: { minify: true },
        },
      },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
      'output' in o ? o.output : [],
    );
    return chunks.reduce(
      (sum, chunk) => sum + ('code' in chunk ? zlib.gzipSync(chunk.code, { level: 9 }).length : 0),
      0,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

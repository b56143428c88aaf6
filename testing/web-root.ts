import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A copy of the build the test can redeploy, so the shared dist/ is never touched. */
export function copyOfBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-web-'));
  fs.cpSync(fileURLToPath(new URL('../dist', import.meta.url)), root, { recursive: true });
  return root;
}

/**
 * A new service worker: different bytes (`change` may edit them), no precompressed copies of the
 * old one left to serve.
 */
export function deployNewServiceWorker(root: string, change: (code: string) => string = (c) => c) {
  const file = path.join(root, 'sw.js');
  fs.writeFileSync(file, `${change(fs.readFileSync(file, 'utf8'))}\n// deployed ${Date.now()}\n`);
  for (const stale of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(root, stale), { force: true });
}

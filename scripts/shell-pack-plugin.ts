import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { shellPackType } from '../core/app-shell';
import { packFiles } from '../core/file-pack';
import { isPdfAssetPath } from '../core/pdf-assets';

/**
 * Writes the app shell's pack (core/app-shell.ts): every script, style and image of `assets/` but the
 * PDF assets, named by the pack's hash. It runs before vite-plugin-pwa lists the build's files for
 * the precache manifest, so the manifest names this build's pack.
 */
export function shellPack(outDir: string): Plugin {
  return {
    name: 'flipfold:shell-pack',
    apply: 'build',
    closeBundle: {
      order: 'pre',
      handler() {
        const assets = path.join(outDir, 'assets');
        const files = fs
          .readdirSync(assets)
          .filter((name) => shellPackType(name) && !isPdfAssetPath(`/assets/${name}`))
          .sort()
          .map((name) => [`assets/${name}`, fs.readFileSync(path.join(assets, name))] as const);
        const pack = packFiles(files);
        const hash = crypto.createHash('sha256').update(pack).digest('hex').slice(0, 16);
        fs.writeFileSync(path.join(assets, `shell-${hash}.pack`), pack);
      },
    },
  };
}

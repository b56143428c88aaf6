import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { isShellPackPath } from '../core/app-shell';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest|json)$/;

/** Text files, and the app shell's pack of them (core/app-shell.ts). */
const compressible = (outDir: string, file: string) =>
  COMPRESSIBLE.test(file) || isShellPackPath(`/${path.relative(outDir, file)}`);

/**
 * Writes .br and .gz beside each text asset of the build, once, so the server sends compressed
 * bytes without compressing on every request (koa-send picks them by Accept-Encoding).
 */
export function precompress(outDir: string): Plugin {
  return {
    name: 'flipfold:precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
            const full = path.join(dir, entry.name);
            return entry.isDirectory() ? walk(full) : [full];
          });
        for (const file of walk(outDir).filter((f) => compressible(outDir, f))) {
          const bytes = fs.readFileSync(file);
          if (bytes.length < 1024) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(bytes, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

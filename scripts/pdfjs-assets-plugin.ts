import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { packFiles } from '../core/file-pack';
import { CMAP_PACK_FILE } from '../core/pdf-assets';

const SOURCE = path.resolve('node_modules/pdfjs-dist');
const FOLDERS = ['standard_fonts', 'iccs', 'wasm'];

/** pdf.js's CMaps as the build packs them. */
export function packPdfJsCMaps(): Uint8Array<ArrayBuffer> {
  const folder = path.join(SOURCE, 'cmaps');
  const names = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.bcmap'))
    .sort();
  return packFiles(
    names.map((name) => [
      name.slice(0, -'.bcmap'.length),
      fs.readFileSync(path.join(folder, name)),
    ]),
  );
}

/**
 * pdf.js fetches its standard fonts, CMaps, ICC profile and WebAssembly decoders by URL; this serves
 * them at /pdfjs/ in development and copies them into the build, the CMaps packed into one file
 * (core/file-pack.ts) beside the folders. They are not part of the app shell: the service worker
 * caches them with the rest of the PDF assets for signed-in creators only.
 */
export function pdfjsAssets(outDir: string): Plugin {
  return {
    name: 'flipfold:pdfjs-assets',
    configureServer(server) {
      let pack: Uint8Array | null = null;
      server.middlewares.use('/pdfjs', (req, res, next) => {
        const [folder, file] = (req.url ?? '').split('?', 1)[0]?.split('/').filter(Boolean) ?? [];
        if (folder === CMAP_PACK_FILE && !file) {
          pack ??= packPdfJsCMaps();
          res.setHeader('Content-Type', 'application/octet-stream');
          res.end(pack);
          return;
        }
        if (!folder || !file || !FOLDERS.includes(folder)) return next();
        const full = path.join(SOURCE, folder, path.basename(file));
        if (!fs.existsSync(full)) return next();
        res.setHeader(
          'Content-Type',
          file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream',
        );
        fs.createReadStream(full).pipe(res);
      });
    },
    closeBundle: {
      order: 'pre',
      handler() {
        for (const folder of FOLDERS) {
          fs.cpSync(path.join(SOURCE, folder), path.join(outDir, 'pdfjs', folder), {
            recursive: true,
          });
        }
        fs.writeFileSync(path.join(outDir, 'pdfjs', CMAP_PACK_FILE), packPdfJsCMaps());
        fs.copyFileSync(
          path.join(SOURCE, 'cmaps', 'LICENSE'),
          path.join(outDir, 'pdfjs', 'cmaps.LICENSE'),
        );
      },
    },
  };
}

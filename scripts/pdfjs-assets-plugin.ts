import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = path.resolve('node_modules/pdfjs-dist');
const FOLDERS = ['standard_fonts', 'cmaps', 'iccs', 'wasm'];

/**
 * pdf.js fetches its standard fonts, CMaps, ICC profile and WebAssembly decoders by URL; this serves
 * them at /pdfjs/ in development and copies them into the build. They are not part of the app
 * shell: the service worker caches them with the rest of the PDF assets for signed-in creators only.
 */
export function pdfjsAssets(outDir: string): Plugin {
  return {
    name: 'flipfold:pdfjs-assets',
    configureServer(server) {
      server.middlewares.use('/pdfjs', (req, res, next) => {
        const [folder, file] = (req.url ?? '').split('?', 1)[0]?.split('/').filter(Boolean) ?? [];
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
      },
    },
  };
}

import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SHELL_PACK_GLOB } from './core/app-shell';
import { CMAP_PACK_FILE } from './core/pdf-assets';
import { hashedBootScript } from './scripts/hashed-boot-script-plugin';
import { pdfjsAssets } from './scripts/pdfjs-assets-plugin';
import { precompress } from './scripts/precompress-plugin';
import { prerenderLanding } from './scripts/prerender-landing-plugin';
import { productionReactRouter } from './scripts/production-react-router-plugin';
import { shellPack } from './scripts/shell-pack-plugin';
import { signedInStart } from './scripts/signed-in-start-plugin';

/** The root manifest.webmanifest is the one source of the web app manifest. */
const manifest = JSON.parse(
  fs.readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
);
const apiPort = process.env.API_PORT ?? '3001';
const signedIn = signedInStart();

/** The creator's domains' compiled catalogue of a language: grouped by language, as `texts-de`. */
const CREATOR_TEXTS =
  /[\\/]core[\\/]i18n[\\/]compiled[\\/](?:app|library|profile|teams|leads|kits)[\\/]([\w-]+)\.ts$/;
const creatorTexts = (id: string): string | null => {
  const locale = CREATOR_TEXTS.exec(id)?.[1];
  return locale ? `texts-${locale}` : null;
};

export default defineConfig({
  root: 'pwa',
  // Vite 8 compiles JSX itself (Oxc), so @vitejs/plugin-react and its Babel 8 peer, which clashes
  // with workbox-build's Babel 7, are not needed.
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left to itself Rolldown puts the local database beside modules the entry needs, so
          // the landing and shared links would download and run it (~100 KB) for nothing.
          groups: [
            { name: 'dexie', test: /[\\/]node_modules[\\/]dexie[\\/]/, priority: 10 },
            // The icons the first page does not draw (boot, above them, keeps those) in one file, not
            // one file each: a service worker's precache pays about 10 ms of CPU a file per install.
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 4 },
            { name: 'boot', tags: ['$initial'], priority: 5 },
            // The creator's texts of one language in one file, not one a domain: six files in
            // thirteen languages were 78 more for every install's precache (docs/languages.md).
            // Alone: their runtime helpers stay where the shared link's page has them.
            { name: creatorTexts, priority: 8, includeDependenciesRecursively: false },
            {
              name: 'signed-in',
              test: signedIn.test,
              priority: 6,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      onLog(level, log, handler) {
        // Radix ships "use client" directives for React Server Components; a SPA has no use for them.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
      '/media': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  plugins: [
    signedIn.plugin,
    productionReactRouter(),
    tailwindcss(),
    hashedBootScript(
      fileURLToPath(new URL('./pwa/theme-boot.js', import.meta.url)),
      '/theme-boot.js',
    ),
    prerenderLanding({
      entry: 'src/app/landing-markup.tsx',
      cacheDir: fileURLToPath(new URL('./node_modules/.cache/flipfold-landing', import.meta.url)),
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        // The manifest also lists the PDF assets (the PDF workers with pdf.js in them, the annotation
        // editor with pdf.js's own worker (.mjs) and viewer, and the fonts,
        // CMaps, ICC profile and WebAssembly decoders pdf.js fetches): the service worker keeps it
        // out of the app shell and caches it only when a signed-in creator's page asks
        // (service-worker/pdf-assets.ts), so a shared link's visitor never downloads it.
        globPatterns: [
          '**/*.{js,mjs,css,html,svg,png,webmanifest}',
          // The shell's files again as one, which a device's install downloads instead of them.
          SHELL_PACK_GLOB,
          'pdfjs/standard_fonts/*.{pfb,ttf}',
          `pdfjs/${CMAP_PACK_FILE}`,
          'pdfjs/iccs/*.icc',
          'pdfjs/wasm/{jbig2,openjpeg,qcms_bg}.wasm',
        ],
        // Scripting (quickjs) is never enabled, and WebAssembly always runs: no JS fallbacks.
        globIgnores: ['pdfjs/wasm/*.js'],
        // The PDF worker is 1.6 MB; workbox would silently leave out anything past its 2 MiB default.
        maximumFileSizeToCacheInBytes: 4 * 2 ** 20,
      },
      devOptions: { enabled: false },
    }),
    pdfjsAssets(fileURLToPath(new URL('./dist', import.meta.url))),
    shellPack(fileURLToPath(new URL('./dist', import.meta.url))),
    precompress(fileURLToPath(new URL('./dist', import.meta.url))),
  ],
});

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Draws the signed-out home page into the built shell's #root with React itself: the page's
 * components are built once more for Node (into `cacheDir`, beside node_modules so React resolves),
 * and the markup their `landingMarkup()` returns goes into index.html inside `<div data-landing>`.
 * theme-boot.js hides it wherever it is not the page to show (a deep link, a shared link, a
 * signed-in visitor), and the app replaces it when it first renders.
 */
export function prerenderLanding(options: {
  /** The module exporting `landingMarkup(): string`, relative to Vite's root. */
  entry: string;
  cacheDir: string;
}): Plugin {
  let root = '';
  return {
    name: 'flipfold:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        fs.rmSync(options.cacheDir, { recursive: true, force: true });
        await build({
          configFile: false,
          root,
          publicDir: false,
          logLevel: 'warn',
          oxc: { jsx: { runtime: 'automatic' } },
          build: {
            ssr: options.entry,
            outDir: options.cacheDir,
            emptyOutDir: true,
            minify: false,
            // Asset URLs as the client build names them, so the markup is the app's to the byte.
            assetsInlineLimit: 0,
            rolldownOptions: {
              output: { entryFileNames: 'landing.mjs' },
              onLog(level, log, handler) {
                if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
                handler(level, log);
              },
            },
          },
        });
        const module = (await import(
          pathToFileURL(path.join(options.cacheDir, 'landing.mjs')).href
        )) as { landingMarkup: () => string };
        return html.replace(
          ROOT_ELEMENT,
          () => `<div id="root"><div data-landing>${module.landingMarkup()}</div></div>`,
        );
      },
    },
  };
}

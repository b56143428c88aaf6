import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The theme boot script must run before the first paint, so it stays a classic script that Vite
 * does not bundle. The build gives it a content-hashed name under assets/, where it is cached for
 * a year like the bundles; dev serves it as written.
 */
export function hashedBootScript(file: string, url: string): Plugin {
  let fileName = '';
  return {
    name: 'flipfold:hashed-boot-script',
    apply: 'build',
    buildStart() {
      const source = fs.readFileSync(file);
      const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 10);
      fileName = `assets/theme-boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: (html) => html.replace(`src="${url}"`, `src="/${fileName}"`),
  };
}

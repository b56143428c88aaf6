import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7's package exports only its development build, whatever the mode (its issues
 * 12437 and 14102), so a production bundle carried its dev warnings and checks: 95 KB of its
 * 877 KB before minifying. A build takes the production files beside it instead; the dev server
 * keeps the warnings.
 */
export function productionReactRouter(): Plugin {
  const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const production = (file: string) => path.join(root, 'dist', 'production', file);
  return {
    name: 'flipfold:production-react-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('index.mjs') },
          { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
        ],
      },
    }),
  };
}

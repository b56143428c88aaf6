// Bundles the API server into dist-server/ (beside the web app's dist/, never inside it: dist/ is
// served to anyone). `npm start` and the browser journeys run this JavaScript with plain Node,
// without compiling TypeScript at every start; packages stay in node_modules.
import { build } from 'vite';

await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: 'api/src/server.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
  },
});

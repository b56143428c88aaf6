import fs from 'node:fs';
import { ensureChromium } from './chromium';

/** Browser journeys need the built app and Chromium; either missing fails loudly here. */
export default function setup() {
  if (!['dist/index.html', 'dist/sw.js', 'dist-server/server.js'].every((f) => fs.existsSync(f))) {
    throw new Error(
      'The app is not built: run `npm run build` before the browser tests (npm test does).',
    );
  }
  ensureChromium();
}

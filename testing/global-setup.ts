import fs from 'node:fs';
import { ensureChromium } from './chromium';

/** Browser journeys need the built app and Chromium; either missing fails loudly here. */
export default function setup() {
  if (!fs.existsSync('dist/index.html') || !fs.existsSync('dist/sw.js')) {
    throw new Error(
      'The app is not built: run `npm run build` before the browser tests (npm test does).',
    );
  }
  ensureChromium();
}

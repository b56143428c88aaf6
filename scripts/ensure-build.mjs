// `npm start` builds the app first when there is no build yet, so a fresh clone starts in one go.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const webRoot = path.resolve(process.env.WEB_ROOT ?? 'dist');
if (!fs.existsSync(path.join(webRoot, 'index.html')) || !fs.existsSync('dist-server/server.js')) {
  console.log('No build found: building the app first (npm run build)...');
  execSync('npm run build', { stdio: 'inherit' });
}

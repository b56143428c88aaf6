// npm test runs the store contract against SQLite always. The MongoDB run needs a server: with
// MONGODB_URI it runs here and its result counts; without, it says plainly that it did not run,
// instead of counting a suite that never ran as passed.
import { spawnSync } from 'node:child_process';

if (!process.env.MONGODB_URI) {
  console.log(
    'MongoDB contract suite: not run (no MONGODB_URI). Run it with: MONGODB_URI=mongodb://HOST/db npm run test:mongo',
  );
} else {
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'mongo'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

// The registry reachable here serves the platform packages of Linux x64 only, so npm drops the other
// platforms' optional packages from package-lock.json, and `npm ci` then refuses the lockfile as
// "Missing ... from lock file". This adds those entries back, marked optional with their os/cpu, so
// npm ci skips them on a platform they do not fit, exactly as it does with a lockfile made elsewhere.
// Run after any `npm install` that changes the lockfile: node scripts/complete-lockfile.mjs
import fs from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'sunos',
  'win32',
  'aix',
  'openharmony',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'riscv64',
  'ppc64',
  's390x',
  'loong64',
  'mips64el',
  'wasm32',
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  let cpu = CPU.find((c) => parts.includes(c));
  if (!cpu && parts.includes('gnueabihf')) cpu = 'arm';
  if (!cpu && parts.includes('eabi')) cpu = 'arm';
  if (parts.includes('wasm32') || parts.includes('wasi')) return { cpu: ['wasm32'] };
  const libc = parts.includes('musl')
    ? ['musl']
    : os === 'linux' && parts.includes('gnu')
      ? ['glibc']
      : undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc }) };
}

let added = 0;
for (const [location, pkg] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = location === '' ? '' : `${location}/`;
    const candidates = [`${base}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => packages[c])) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue;
    packages[`node_modules/${dep}`] = {
      version: spec.replace(/^[\^~=]/, ''),
      ...(pkg.dev && { dev: true }),
      optional: true,
      ...platform,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);

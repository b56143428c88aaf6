import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every path a doc or a comment names must exist, so the repository keeps explaining itself after
 * files move. What counts as a path: a name under one of the repository's folders
 * (`api/src/app.ts`, `docs/`), or a source file's name with or without folders before it
 * (`features/auth/limits.ts`, `lead-mails.ts`), which may stand for any file whose path ends so.
 * Placeholders and globs (`<name>`, `*`, `{a,b}`) are patterns, not paths, and are left alone.
 */
const ROOTS = [
  'api',
  'pwa',
  'core',
  'offline',
  'service-worker',
  'testing',
  'e2e',
  'bench',
  'scripts',
  'tooling',
  'docs',
  '.ci',
];

/** What a build, a run or a test writes: named by docs and comments, absent from a clone. */
const MADE_BY_RUNS =
  /^(dist|dist-server|reports|data|node_modules|e2e\/artifacts|bench\/results)\//;

/**
 * Names that look like files and are not the repository's: products (`pdf.js`, `Node.js`), the
 * placeholder of a how-to, and a library's own file that the docs discuss.
 */
const NOT_OURS = new Set(['pdf.js', 'Node.js', 'path/to/file.test.ts', 'pdf.worker.min.mjs']);

const EXTENSIONS = 'ts|tsx|mjs|cjs|js|md|json|jsonc|css|html|sh|yml|yaml';
const ROOTED = new RegExp(
  `(?<![\\w@./:-])((?:${ROOTS.join('|').replace('.', '\\.')})/[\\w./-]*)`,
  'g',
);
const FILE = new RegExp(
  `(?<![\\w@./:<>*-])((?:[\\w.-]+/)*[\\w-]+(?:\\.[\\w-]+)*\\.(?:${EXTENSIONS}))\\b`,
  'g',
);

export interface NamedPath {
  file: string;
  line: number;
  name: string;
}

/** The text of a source line that is comment, roughly: after `//`, or a block comment's line. */
function commentOf(line: string): string | null {
  const trimmed = line.trim();
  if (/^(\/\*|\*)/.test(trimmed)) return trimmed;
  const at = line.search(/(^|\s)\/\/(?!\/)/);
  return at === -1 ? null : line.slice(at);
}

/** The paths a text names, each with its line (1-based). */
export function pathsNamed(file: string, text: string): NamedPath[] {
  const prose = file.endsWith('.md');
  const found: NamedPath[] = [];
  text.split('\n').forEach((source, index) => {
    const line = prose ? source : commentOf(source);
    if (!line) return;
    // URLs and package names are not the repository's paths.
    const plain = line.replace(/\b[a-z][\w+.-]*:\/\/\S+/g, ' ').replace(/@[\w-]+\/[\w./-]+/g, ' ');
    const names = new Set<string>();
    for (const match of [...plain.matchAll(ROOTED), ...plain.matchAll(FILE)])
      names.add((match[1] ?? '').replace(/[.,:;]+$/, ''));
    for (const name of names) {
      if (!name || NOT_OURS.has(name) || /[<>*{}$…]|-$/.test(name)) continue;
      found.push({ file, line: index + 1, name });
    }
  });
  return found;
}

/** Whether `name` is a path of the repository: itself, or the end of one (`auth/limits.ts`). */
export function existsIn(tracked: readonly string[], name: string): boolean {
  if (MADE_BY_RUNS.test(name)) return true;
  const bare = name.replace(/\/$/, '').replace(/^\.\//, '');
  return tracked.some(
    (file) =>
      file === bare ||
      file.startsWith(`${bare}/`) ||
      file.endsWith(`/${bare}`) ||
      file.includes(`/${bare}/`),
  );
}

/** The files a clone has (what git tracks), and the docs and code in them to read. */
function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f && fs.existsSync(path.join(root, f)));
}

const READ = /(^|\/)[^/]+\.(ts|tsx|mjs|cjs|js|md|jsonc)$/;
const NOT_READ =
  /^(node_modules|dist|dist-server|reports|e2e\/artifacts|bench\/results)\/|package-lock/;

/** Every named path of the repository at `root` that does not exist. */
export function missingPaths(root: string): NamedPath[] {
  const tracked = trackedFiles(root);
  return tracked
    .filter((f) => READ.test(f) && !NOT_READ.test(f))
    .flatMap((f) => pathsNamed(f, fs.readFileSync(path.join(root, f), 'utf8')))
    .filter(
      (named) =>
        !existsIn(tracked, named.name) &&
        !fs.existsSync(path.join(root, 'node_modules', named.name)),
    );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const missing = missingPaths(process.cwd());
  for (const m of missing)
    console.error(`${m.file}:${m.line}: names ${m.name}, which does not exist`);
  if (missing.length > 0) {
    console.error(`\n${missing.length} named paths do not exist: fix the name or the text.`);
    process.exit(1);
  }
  console.log('✔ every path a doc or comment names exists');
}

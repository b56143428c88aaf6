import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { existsIn, missingPaths, pathsNamed } from './named-paths';

const names = (file: string, text: string) => pathsNamed(file, text).map((n) => n.name);

describe('paths named by docs and comments (npm run check)', () => {
  it('reads the paths of comments in code, and leaves the code itself to the compiler', () => {
    const code = [
      "import { limits } from './limits.ts'; // the table: features/auth/limits.ts",
      '/**',
      ' * Drawn by pwa/src/app/home.tsx, as docs/architecture.md says.',
      ' */',
      "const url = 'https://example.com/a/b.ts';",
    ].join('\n');
    expect(names('api/x.ts', code)).toEqual([
      'features/auth/limits.ts',
      'pwa/src/app/home.tsx',
      'docs/architecture.md',
    ]);
  });

  it('takes every line of a doc, but not URLs, packages, globs, placeholders or products', () => {
    const doc = [
      'See `api/src/app.ts` and lead-mails.ts; the tree under api/src/features/.',
      'Not https://github.com/a/b.md, @koa/router, `features/*/service.ts`, `<name>-page.tsx`,',
      'kiosk-*.tsx, pdf.js or Node.js.',
    ].join('\n');
    expect(names('docs/x.md', doc)).toEqual([
      'api/src/app.ts',
      'api/src/features/',
      'lead-mails.ts',
    ]);
  });

  it('finds a name as a path, a folder, or the end of a path', () => {
    const tracked = ['api/src/features/leads/lead-mails.ts', 'docs/api.md'];
    for (const name of ['docs/api.md', 'api/src/features/', 'leads/lead-mails.ts', 'lead-mails.ts'])
      expect(existsIn(tracked, name), name).toBe(true);
    for (const name of ['mail-outbox.ts', 'leads/mail-outbox.ts', 'api/src/leads/', 'docs/ap'])
      expect(existsIn(tracked, name), name).toBe(false);
  });

  it('names each stale pointer of a repository by file and line', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-named-paths-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      };
      write(
        'api/src/leads/lead-mails.ts',
        '// Mails what the outbox holds (leads/mail-outbox.ts).\n',
      );
      write(
        'docs/api.md',
        '# API\n\nLeads: api/src/leads/lead-mails.ts, api/src/leads/outbox.ts.\n',
      );
      execFileSync('git', ['init', '-q'], { cwd: root });
      expect(missingPaths(root)).toEqual([
        { file: 'api/src/leads/lead-mails.ts', line: 1, name: 'leads/mail-outbox.ts' },
        { file: 'docs/api.md', line: 3, name: 'api/src/leads/outbox.ts' },
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

/**
 * The rules Biome finds broken in each source, linted with the project's config as files of a
 * project of their own: the type-aware rules read the module graph of the project they lint, and
 * the repository's would take seconds to minutes on a loaded machine.
 */
function brokenRules(sources: Record<string, string>): Record<string, string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-lint-probe-'));
  try {
    const { $schema: _, ...config } = JSON.parse(
      fs.readFileSync(path.join(root, 'biome.json'), 'utf8'),
    ) as Record<string, unknown>;
    fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    for (const [file, source] of Object.entries(sources))
      fs.writeFileSync(path.join(dir, file), source);
    const run = spawnSync(biome, ['lint', '.', '--reporter=github'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const found = [...run.stdout.matchAll(/title=(lint\/[\w/]+),file=([^,]+),/g)];
    return Object.fromEntries(
      Object.keys(sources).map((file) => [
        file,
        found.filter((m) => path.basename(m[2] ?? '') === file).map((m) => m[1] ?? ''),
      ]),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('lint rules that catch what reviews catch (npm run check)', () => {
  it('refuses a promise nobody waits for and one used as a condition, and lets a waited, returned or voided one pass', () => {
    const found = brokenRules({
      'floating.ts': [
        'export async function save(): Promise<void> {}',
        'export function onClick(): void {',
        '  save();',
        '}',
        'export function ready(p: Promise<boolean>): number {',
        '  return p ? 1 : 0;',
        '}',
      ].join('\n'),
      'handled.ts': [
        'export async function save(): Promise<void> {}',
        'export async function onSubmit(): Promise<void> {',
        '  await save();',
        '}',
        'export function onClick(): Promise<void> {',
        '  void save();',
        '  return save();',
        '}',
      ].join('\n'),
    });
    expect(found).toEqual({
      'floating.ts': ['lint/nursery/noFloatingPromises', 'lint/nursery/noMisusedPromises'],
      'handled.ts': [],
    });
  });

  it('refuses a function over 50 lines and a file over 300 in new code, and lets the limits pass', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  n += ${i};`);
    const fn = (name: string, lines: number) => [
      `export function ${name}(): number {`,
      '  let n = 0;',
      ...body(lines),
      '  return n;',
      '}',
    ];
    const found = brokenRules({
      'long-function.ts': fn('long', 49).join('\n'),
      'at-the-limit.ts': fn('short', 47).join('\n'),
      'long-file.ts': Array.from({ length: 8 }, (_, i) => fn(`part${i}`, 36).join('\n')).join('\n'),
    });
    expect(found).toEqual({
      'long-function.ts': ['lint/complexity/noExcessiveLinesPerFunction'],
      'at-the-limit.ts': [],
      'long-file.ts': ['lint/style/noExcessiveLinesPerFile'],
    });
  });
});

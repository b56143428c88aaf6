import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

/**
 * The rules Biome finds broken in `source`, written for the run as the file `as` with the project's
 * config: the type-aware rules read a file's module graph, which code on standard input has not.
 */
function brokenRules(as: string, source: string): string[] {
  const file = path.join(root, as);
  fs.writeFileSync(file, source);
  try {
    const run = spawnSync(biome, ['lint', file, '--reporter=github'], {
      cwd: root,
      encoding: 'utf8',
    });
    return [...run.stdout.matchAll(/title=(lint\/[\w/]+)/g)].map((m) => m[1] ?? '');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

// Each probe runs Biome over the file's module graph: seconds on a loaded machine.
describe('lint rules that catch what reviews catch (npm run check)', { timeout: 30_000 }, () => {
  it('refuses a promise nobody waits for, and one used as a condition', () => {
    const source = [
      'export async function save(): Promise<void> {}',
      'export function onClick(): void {',
      '  save();',
      '}',
      'export function ready(p: Promise<boolean>): number {',
      '  return p ? 1 : 0;',
      '}',
    ].join('\n');
    expect(brokenRules('pwa/src/__lint_probe_1__.ts', source)).toEqual([
      'lint/nursery/noFloatingPromises',
      'lint/nursery/noMisusedPromises',
    ]);
  });

  it('lets a promise be waited for, handed on, or let go on purpose', () => {
    const source = [
      'export async function save(): Promise<void> {}',
      'export async function onSubmit(): Promise<void> {',
      '  await save();',
      '}',
      'export function onClick(): Promise<void> {',
      '  void save();',
      '  return save();',
      '}',
    ].join('\n');
    expect(brokenRules('pwa/src/__lint_probe_2__.ts', source)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { isShellPackPath, shellPackType } from './app-shell';

describe("the app shell's pack", () => {
  it('is known by its place and hashed name, never another file of the build', () => {
    expect(isShellPackPath('/assets/shell-25747c1c88a55d3f.pack')).toBe(true);
    for (const other of [
      '/pdfjs/cmaps.pack',
      '/assets/shell-25747c1c88a55d3f.js',
      '/assets/shell-.pack',
      '/shell-25747c1c88a55d3f.pack',
      '/assets/nested/shell-25747c1c88a55d3f.pack',
      '/assets/shell-25747c1c88a55d3f.pack.br',
    ])
      expect(isShellPackPath(other), other).toBe(false);
  });

  it('holds scripts, styles and drawings with the types the server sends, and nothing else', () => {
    expect(shellPackType('assets/index-OoadOPr8.js')).toBe('text/javascript; charset=utf-8');
    expect(shellPackType('assets/index-Bx1.css')).toBe('text/css; charset=utf-8');
    expect(shellPackType('assets/favicon-DeIGjP2g.svg')).toBe('image/svg+xml');
    for (const other of ['assets/pdf.worker-x.mjs', 'assets/a.json', 'assets/noextension', 'a.JS'])
      expect(shellPackType(other), other).toBeUndefined();
  });
});

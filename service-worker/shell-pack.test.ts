import { describe, expect, it } from 'vitest';
import { packFiles } from '#core/file-pack';
import { type ShellPackInstall, unpackShell } from './shell-pack';

const ORIGIN = 'https://flipfold.test';
const PACK_URL = `${ORIGIN}/assets/shell-0123456789abcdef.pack`;
const text = (value: string) => new TextEncoder().encode(value);

/** A precache holding the keys given, and what was put in it. */
function precache(held: string[] = []) {
  const puts = new Map<string, Response>();
  const cache: ShellPackInstall['cache'] = {
    keys: async () => [...held, ...puts.keys()].map((url) => new Request(url)),
    put: async (key, response) => {
      puts.set(String(key), response);
    },
  };
  return { cache, puts };
}

/** The server: the pack, with the headers every static file gets, and each download asked for. */
function server(pack: Uint8Array<ArrayBuffer>, status = 200) {
  const asked: string[] = [];
  const fetch: ShellPackInstall['fetch'] = async (url, init) => {
    asked.push(`${url} ${init.credentials}`);
    return new Response(pack, {
      status,
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Encoding': 'br',
        'Content-Length': String(pack.length),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'self'",
      },
    });
  };
  return { fetch, asked };
}

const files = new Map([
  ['assets/index-a1.js', `${ORIGIN}/assets/index-a1.js`],
  ['assets/styles-b2.css', `${ORIGIN}/assets/styles-b2.css`],
  ['assets/favicon-c3.svg', `${ORIGIN}/assets/favicon-c3.svg`],
  ['assets/viewer-d4.js', `${ORIGIN}/assets/viewer-d4.js`],
]);
const pack = packFiles([
  ['assets/index-a1.js', text('console.log(1)')],
  ['assets/styles-b2.css', text('body{}')],
  ['assets/favicon-c3.svg', text('<svg/>')],
  ['assets/viewer-d4.js', text('export {}')],
]);

describe("the app shell's pack at install", () => {
  it('puts every file of a fresh device from one download, each with its own type and the server’s headers', async () => {
    const { cache, puts } = precache();
    const { fetch, asked } = server(pack);
    expect(await unpackShell({ packUrl: PACK_URL, files, cache, fetch })).toBe(4);
    expect(asked).toEqual([`${PACK_URL} omit`]);
    expect([...puts.keys()].sort()).toEqual([...files.values()].sort());
    const script = puts.get(`${ORIGIN}/assets/index-a1.js`);
    expect(await script?.text()).toBe('console.log(1)');
    expect(script?.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(script?.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(script?.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(script?.headers.get('Content-Encoding')).toBeNull();
    expect(script?.headers.get('Content-Length')).toBeNull();
    expect(puts.get(`${ORIGIN}/assets/styles-b2.css`)?.headers.get('Content-Type')).toBe(
      'text/css; charset=utf-8',
    );
    expect(await puts.get(`${ORIGIN}/assets/favicon-c3.svg`)?.text()).toBe('<svg/>');
  });

  it('puts only what the precache lacks, and downloads nothing when it lacks less than half', async () => {
    const half = precache([`${ORIGIN}/assets/index-a1.js`, `${ORIGIN}/assets/styles-b2.css`]);
    const first = server(pack);
    expect(await unpackShell({ packUrl: PACK_URL, files, ...half, fetch: first.fetch })).toBe(2);
    expect([...half.puts.keys()].sort()).toEqual([
      `${ORIGIN}/assets/favicon-c3.svg`,
      `${ORIGIN}/assets/viewer-d4.js`,
    ]);

    const mostly = precache([...files.values()].slice(1));
    const second = server(pack);
    expect(await unpackShell({ packUrl: PACK_URL, files, ...mostly, fetch: second.fetch })).toBe(0);
    expect(second.asked).toEqual([]);
    expect(mostly.puts.size).toBe(0);
  });

  it('leaves to workbox a file the pack does not hold or whose type it does not know', async () => {
    const { cache, puts } = precache();
    const withOthers = new Map([
      ...files,
      ['assets/later-e5.js', `${ORIGIN}/assets/later-e5.js`],
      ['assets/pdf.worker-f6.mjs', `${ORIGIN}/assets/pdf.worker-f6.mjs`],
    ]);
    const odd = packFiles([
      ...[...files.keys()].map((name) => [name, text(name)] as const),
      ['assets/pdf.worker-f6.mjs', text('worker')],
    ]);
    const { fetch } = server(odd);
    expect(await unpackShell({ packUrl: PACK_URL, files: withOthers, cache, fetch })).toBe(4);
    expect(puts.has(`${ORIGIN}/assets/later-e5.js`)).toBe(false);
    expect(puts.has(`${ORIGIN}/assets/pdf.worker-f6.mjs`)).toBe(false);
  });

  it('rejects, having put nothing, when the pack is not there or cannot be read', async () => {
    for (const [answer, status] of [
      [pack, 404],
      [pack.slice(0, pack.length - 3), 200],
      [text('<!doctype html>'), 200],
    ] as const) {
      const { cache, puts } = precache();
      const { fetch } = server(answer, status);
      await expect(unpackShell({ packUrl: PACK_URL, files, cache, fetch })).rejects.toThrow();
      expect(puts.size).toBe(0);
    }
  });
});

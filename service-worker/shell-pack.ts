import { shellPackType } from '#core/app-shell';
import { readFilePack } from '#core/file-pack';
import { cachedUrls } from './cached-urls';

/**
 * Below this share of the shell missing (an update that changed a few chunks), fetching those files
 * one by one costs the device less than downloading the whole pack again.
 */
const WORTH_THE_PACK = 0.5;

/** Headers that describe the pack's own body, not a file's in it. */
const PACK_BODY_HEADERS = ['content-type', 'content-length', 'content-encoding'];

export interface ShellPackInstall {
  /** The build's shell pack (core/app-shell.ts). */
  packUrl: string;
  /** The shell's files whose names carry their hash: name in the manifest and pack → cache key. */
  files: ReadonlyMap<string, string>;
  cache: Pick<Cache, 'keys' | 'put'>;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * Puts the app shell's files the precache lacks into it from one download of the build's pack,
 * before workbox's install fetches whatever is still missing one file at a time. A request a file
 * cost a device's install about 6 ms of CPU each, for some 170 files (docs/architecture.md, "The
 * service worker"). Each file gets the pack's response headers (the server's security headers)
 * with its own type. Resolves to how many files it put: none when few were missing. Rejects when
 * the pack cannot be had or read; the caller then leaves every file to workbox.
 */
export async function unpackShell({
  packUrl,
  files,
  cache,
  fetch,
}: ShellPackInstall): Promise<number> {
  const cached = await cachedUrls(cache);
  const missing = [...files].filter(([, key]) => !cached.has(key));
  if (missing.length === 0 || missing.length < files.size * WORTH_THE_PACK) return 0;
  // Static files need no cookie, as for the PDF assets.
  const response = await fetch(packUrl, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${packUrl} answered ${response.status}`);
  const packed = readFilePack(new Uint8Array(await response.arrayBuffer()));
  const headers = new Headers(response.headers);
  for (const name of PACK_BODY_HEADERS) headers.delete(name);
  const puts = missing.flatMap(([name, key]) => {
    const bytes = packed.get(name);
    const type = shellPackType(name);
    if (bytes === undefined || type === undefined) return [];
    const fileHeaders = new Headers(headers);
    fileHeaders.set('Content-Type', type);
    return [cache.put(key, new Response(bytes, { headers: fileHeaders }))];
  });
  await Promise.all(puts);
  return puts.length;
}

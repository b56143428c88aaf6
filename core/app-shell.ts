/**
 * The page's question to its service worker: are all the app shell's files (the HTML, every
 * script and style of the app, the viewer's and the kiosk's among them) in its precache? Answered
 * on the port given, with an `AppShellStatus`.
 */
export const SHELL_STATUS_MESSAGE = 'flipfold-shell-status';

export interface AppShellStatus {
  cached: number;
  total: number;
}

/**
 * The app shell's scripts and styles as one pack (core/file-pack.ts), named by its content
 * (`assets/shell-<hash>.pack`) and listed in the build's precache manifest beside the files it
 * holds: a device's service worker downloads it once at install instead of a request a file
 * (service-worker/shell-pack.ts). The build writes it (scripts/shell-pack-plugin.ts).
 */
export const SHELL_PACK_GLOB = 'assets/shell-*.pack';

export function isShellPackPath(pathname: string): boolean {
  return /^\/assets\/shell-[0-9a-f]+\.pack$/.test(pathname);
}

/** What the server sends each kind of file in the pack as; a name with none stays out of it. */
const SHELL_PACK_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export function shellPackType(name: string): string | undefined {
  const extension = /\.[a-z]+$/.exec(name)?.[0];
  return extension === undefined ? undefined : SHELL_PACK_TYPES[extension];
}

import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { DEFAULT_SUPPORT_EMAIL } from '#core/product';
import { escapeHtml } from '../escape-html';
import { allowFraming, pagePolicy } from '../middleware/security-headers';

export interface SpaOptions {
  /** The built PWA (vite build output). */
  root: string;
  supportEmail: string;
  /** Lets a feature put per-page tags (e.g. Open Graph for /?view=) into the shell. */
  transformShell?: (html: string, ctx: Context) => Promise<string> | string;
  /** Whether other sites may frame this page (the embed page only; docs/security.md). */
  framable?: (ctx: Context) => boolean;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** A middle brotli level: the shell is made per request, so speed matters as much as size. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/;
const BOOT_SCRIPT = /<script src="(\/assets\/theme-boot[^"]*\.js)"><\/script>/;

interface Shell {
  html: string;
  /** The contents of its inline scripts, which its Content-Security-Policy must allow. */
  inlineScripts: string[];
}

/**
 * The shell with its stylesheet and theme boot script inline: both block the first paint, and on
 * a slow phone network each separate file costs a round trip before anything shows. A file the
 * shell names but the build lacks stays a link.
 */
function inlineRenderBlocking(html: string, root: string): Shell {
  const read = (href: string | undefined) => {
    const file = href && path.join(root, href);
    return file && fs.statSync(file, { throwIfNoEntry: false })?.isFile()
      ? fs.readFileSync(file, 'utf8')
      : null;
  };
  const css = read(STYLESHEET.exec(html)?.[1]);
  const boot = read(BOOT_SCRIPT.exec(html)?.[1]);
  let page = html;
  if (css !== null) page = page.replace(STYLESHEET, () => `<style>${css}</style>`);
  if (boot !== null)
    page = page.replace(BOOT_SCRIPT, () => `<script id="theme-boot">${boot}</script>`);
  return { html: page, inlineScripts: boot === null ? [] : [boot] };
}

/** A hashed file as sent: its bytes and the precompressed copies the build made of it. */
interface HashedAsset {
  bytes: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  lastModified: string;
}

const PLAIN_ASSET_PATH = /^\/assets\/[\w-][\w.-]*$/;

/**
 * The hashed files (/assets/), each read from disk once: a name carries its content's hash, so
 * its bytes never change. A service worker's install asks for some 150 of them at once, which
 * through koa-send cost four file system calls each (stat, the .br's access, stat, read).
 * Only a plain name (no other spelling of it, no hidden file) found on disk is kept, so the map
 * holds at most the build's files, each once.
 */
function hashedAssets(root: string) {
  const kept = new Map<string, Promise<HashedAsset>>();
  const readIfThere = (file: string) => fs.promises.readFile(file).catch((): Buffer | null => null);
  const load = async (file: string): Promise<HashedAsset> => {
    const [bytes, br, gzip, stat] = await Promise.all([
      fs.promises.readFile(file),
      readIfThere(`${file}.br`),
      readIfThere(`${file}.gz`),
      fs.promises.stat(file),
    ]);
    return { bytes, br, gzip, lastModified: stat.mtime.toUTCString() };
  };
  return async (urlPath: string): Promise<HashedAsset | null> => {
    const known = kept.get(urlPath);
    if (known !== undefined) return known;
    if (!PLAIN_ASSET_PATH.test(urlPath)) return null;
    const file = await fileFor(root, urlPath);
    if (file === null) return null;
    const loading = load(file);
    kept.set(urlPath, loading);
    // A file gone between the stat and the read is asked of the disk again next time.
    loading.catch(() => kept.delete(urlPath));
    return loading;
  };
}

function sendHashedAsset(ctx: Context, urlPath: string, asset: HashedAsset): void {
  ctx.set('Cache-Control', cacheControlFor(urlPath));
  ctx.set('Last-Modified', asset.lastModified);
  ctx.vary('Accept-Encoding');
  ctx.type = path.extname(urlPath);
  if (asset.br && ctx.acceptsEncodings('br', 'identity') === 'br') {
    ctx.set('Content-Encoding', 'br');
    ctx.body = asset.br;
  } else if (asset.gzip && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = asset.gzip;
  } else {
    ctx.body = asset.bytes;
  }
}

const NO_CACHE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built PWA: hashed assets with a year-long immutable cache, the service worker and
 * shell revalidated on every load, and the shell for every other GET so deep links like /profile
 * work. /api/ and /media/ never fall through to it.
 */
export function spa(options: SpaOptions): Middleware {
  const indexPath = path.join(options.root, 'index.html');
  let shell: (Shell & { csp: string; framableCsp: string }) | null = null;
  const readShell = () => {
    if (shell === null && fs.existsSync(indexPath)) {
      const read = inlineRenderBlocking(
        // The build writes the default address into the support meta tag and the drawn landing's footer.
        fs
          .readFileSync(indexPath, 'utf8')
          .replaceAll(DEFAULT_SUPPORT_EMAIL, () => escapeHtml(options.supportEmail)),
        options.root,
      );
      shell = {
        ...read,
        csp: pagePolicy(read.inlineScripts, false),
        framableCsp: pagePolicy(read.inlineScripts, true),
      };
    }
    return shell;
  };

  const hashedAsset = hashedAssets(options.root);

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api' || ctx.path.startsWith('/media/')) {
      return next();
    }
    if (ctx.path.startsWith('/assets/')) {
      const asset = await hashedAsset(ctx.path);
      if (asset) return sendHashedAsset(ctx, ctx.path, asset);
    }
    if (ctx.path !== '/' && ctx.path !== '/index.html' && (await fileFor(options.root, ctx.path))) {
      ctx.set('Cache-Control', cacheControlFor(ctx.path));
      await send(ctx, ctx.path, {
        root: options.root,
        hidden: false,
        index: false,
        brotli: true,
        gzip: true,
      });
      return;
    }
    if (path.extname(ctx.path) !== '' && ctx.path !== '/index.html') return next();
    const read = readShell();
    if (read === null) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The Flipfold web app is not built yet: run `npm run build`.';
      return;
    }
    const page = options.transformShell ? await options.transformShell(read.html, ctx) : read.html;
    if (options.framable?.(ctx)) allowFraming(ctx, read.framableCsp);
    else ctx.set('Content-Security-Policy', read.csp);
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Encoding');
    // Brotli whenever accepted: browsers list gzip first at equal weight.
    const encoding = ctx.acceptsEncodings('br') || ctx.acceptsEncodings('gzip');
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.set('Content-Encoding', encoding);
      ctx.body = encoding === 'br' ? await brotli(page, BROTLI_OPTIONS) : await gzip(page);
    } else {
      ctx.body = page;
    }
    ctx.type = 'text/html; charset=utf-8';
  };
}

function cacheControlFor(urlPath: string): string {
  if (NO_CACHE.has(urlPath)) return 'no-cache';
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** The file a URL path names inside the root, or null when there is none (or it is outside). */
async function fileFor(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.join(root, path.normalize(decoded));
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return (await fs.promises.stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

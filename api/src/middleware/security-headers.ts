import crypto from 'node:crypto';
import type { Context, Middleware } from 'koa';

/**
 * The app's Content-Security-Policy. Radix positions popovers with inline styles, so style-src
 * allows them; pdf.js decodes some images with WebAssembly, hence 'wasm-unsafe-eval'.
 */
const cspWith = (scriptSources: readonly string[], frameAncestors: string) =>
  [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

const NOT_FRAMED = "'none'";
/** The embed page's ancestors: any web page may frame it (docs/security.md). */
const ANY_WEB_PAGE = 'https: http:';
const APP_CSP = cspWith([], NOT_FRAMED);

/**
 * The app's policy for a page of the shell, which also allows the inline scripts of the given
 * contents (the theme boot script is inlined so that it does not hold up the first paint), each by
 * its SHA-256 only; `framable` for the embed page alone.
 */
export function pagePolicy(inlineScripts: readonly string[], framable: boolean): string {
  const hashes = inlineScripts.map(
    (c) => `'sha256-${crypto.createHash('sha256').update(c).digest('base64')}'`,
  );
  return cspWith(hashes, framable ? ANY_WEB_PAGE : NOT_FRAMED);
}

const BASE_HEADERS = {
  'Content-Security-Policy': APP_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/** The headers every response carries; HSTS only when the app is served over HTTPS. */
export function securityHeadersFor(https: boolean): Record<string, string> {
  return https
    ? { ...BASE_HEADERS, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
    : BASE_HEADERS;
}

/** Sets the security headers on every response; a route may replace the CSP with a stricter one. */
export function securityHeaders(options: { https: boolean }): Middleware {
  const headers = securityHeadersFor(options.https);
  return async (ctx, next) => {
    ctx.set(headers);
    await next();
  };
}

/**
 * Lets other sites frame this response: the embed page (`/embed/{id}`) alone calls it, for its
 * HTML. Every other response keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 */
export function allowFraming(ctx: Context, framablePolicy: string): void {
  ctx.set('Content-Security-Policy', framablePolicy);
  ctx.remove('X-Frame-Options');
}

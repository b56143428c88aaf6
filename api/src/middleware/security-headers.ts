import type { Context, Middleware } from 'koa';

/**
 * The app's Content-Security-Policy. Radix positions popovers with inline styles, so style-src
 * allows them; pdf.js decodes some images with WebAssembly, hence 'wasm-unsafe-eval'.
 */
const APP_CSP_SOURCES = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];
const APP_CSP = [...APP_CSP_SOURCES, "frame-ancestors 'none'"].join('; ');
/** The embed page's: the same sources, and any web page may frame it (docs/security.md). */
const EMBED_CSP = [...APP_CSP_SOURCES, 'frame-ancestors https: http:'].join('; ');

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
export function allowFraming(ctx: Context): void {
  ctx.set('Content-Security-Policy', EMBED_CSP);
  ctx.remove('X-Frame-Options');
}

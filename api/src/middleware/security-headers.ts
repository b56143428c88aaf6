import crypto from 'node:crypto';
import type { Middleware } from 'koa';

/**
 * The app's Content-Security-Policy. Radix positions popovers with inline styles, so style-src
 * allows them; pdf.js decodes some images with WebAssembly, hence 'wasm-unsafe-eval'.
 */
const cspWith = (scriptSources: readonly string[]) =>
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
    "frame-ancestors 'none'",
  ].join('; ');

const APP_CSP = cspWith([]);

/**
 * The app's policy, also allowing the inline scripts of the given contents (the page's theme boot
 * script is inlined so that it does not hold up the first paint): each by its SHA-256 only.
 */
export const cspAllowingScripts = (contents: readonly string[]) =>
  cspWith(
    contents.map((c) => `'sha256-${crypto.createHash('sha256').update(c).digest('base64')}'`),
  );

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

import type { IncomingMessage } from 'node:http';

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Where a request keeps its target as the client sent it, before it was made canonical. */
const RAW_TARGET = Symbol('raw target');
type Kept = IncomingMessage & { [RAW_TARGET]?: string };

/** Makes the request's target canonical (below), keeping the raw one for `rawTargetOf`. */
export function canonicalizeRequest(req: IncomingMessage): void {
  const raw = req.url ?? '/';
  (req as Kept)[RAW_TARGET] = raw;
  req.url = canonicalUrl(raw);
}

/**
 * The target as the client sent it: what the browser shows as its address, so the one place a
 * page and the server must judge the same string (the embed page, see web/embed.ts).
 */
export function rawTargetOf(req: IncomingMessage): string {
  return (req as Kept)[RAW_TARGET] ?? req.url ?? '/';
}

/** A dot segment: `.` or `..` between slashes or at the end. */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/**
 * The one spelling of a request target, made once before anything looks at the path: letters,
 * digits and `-._~` sent percent-encoded are decoded (they mean the same, RFC 3986 §6.2.2.2),
 * other escapes are kept (an encoded slash is no separator), runs of slashes become one and dot
 * segments are resolved. Letter case is kept, since routes match case-sensitively. An
 * absolute-form target (`GET http://host/path`) becomes its path.
 */
export function canonicalUrl(target: string): string {
  let url = target;
  if (!url.startsWith('/')) {
    if (!/^https?:\/\//i.test(url)) return url;
    try {
      const parsed = new URL(url);
      url = `${parsed.pathname}${parsed.search}`;
    } catch {
      return url;
    }
  }
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  // Most paths have nothing to rewrite.
  if (!path.includes('%') && !path.includes('//') && !DOT_SEGMENT.test(path)) return url;
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : encoded.toUpperCase();
  });
  return `${withoutDotSegments(decoded.replace(/\/{2,}/g, '/'))}${query}`;
}

function withoutDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const kept: string[] = [];
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    if (segment === '..') kept.pop();
    if (segment === '.' || segment === '..') {
      if (last) kept.push('');
      continue;
    }
    kept.push(segment);
  }
  return `/${kept.join('/')}`;
}

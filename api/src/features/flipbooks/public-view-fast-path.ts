import type http from 'node:http';
import { ERROR_CODES } from '#core/errors';
import { FLIPBOOK_ID_SOURCE } from '#core/flipbook-id';
import { EVENT_PARAM } from '#core/reading-events';
import { isCrawlerOrPrefetch } from '../../crawlers';
import { HttpError, knownHttpError } from '../../http-errors';
import type { Logger } from '../../logger';
import { securityHeadersFor } from '../../middleware/security-headers';
import { SESSION_COOKIE } from '../auth/session-tokens';
import { eventOfQuery } from '../reading/event-counts';
import { publicViewJson } from './present';
import type { FlipbookService } from './service';

/** The path as the router would match it (case-sensitive); the id in any case, then lower-cased. */
const PUBLIC_VIEW = new RegExp(`^/api/flipbooks/(${FLIPBOOK_ID_SOURCE})/?$`);

/**
 * A request with a session (a bearer token, or the page's session cookie) goes to Koa, which
 * knows whether its reader owns the flipbook: a creator's own look counts no view.
 */
const signedIn = (req: http.IncomingMessage) =>
  req.headers.authorization !== undefined ||
  (req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false);

/**
 * `GET /api/flipbooks/{id}` is the one hot public call (every opened link counts a view). It
 * needs no session, body or cookie, so it is answered straight from node:http with the same
 * service, headers and error shape, skipping the Koa middleware chain that would halve its
 * throughput (see `npm run bench`). Anything else falls through to Koa.
 */
export function publicViewFastPath(deps: {
  flipbooks: FlipbookService;
  publicUrl: string;
  logger: Logger;
}) {
  const headers = {
    ...securityHeadersFor(deps.publicUrl.startsWith('https://')),
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
  };
  // An object, not a flat name-value list: with the list, 2,000 views at once met reset
  // connections (api/src/features/flipbooks/views-per-day.test.ts). One object for every view,
  // its Content-Length set for each: writeHead reads it at once and keeps nothing of it, and an
  // object of one shape spares node:http a slow property definition and a slow enumeration per
  // reply. With the body's length in bytes counted once per flipbook (present.ts), a view took
  // about 14% less CPU than with a spread and Buffer.byteLength for each (docs/performance.md).
  const viewHeaders: Record<string, string> = { ...headers, 'Content-Length': '0' };
  const sendView = (res: http.ServerResponse, { json, bytes }: { json: string; bytes: number }) => {
    viewHeaders['Content-Length'] = String(bytes);
    res.writeHead(200, viewHeaders);
    res.end(json);
  };
  const sendError = (res: http.ServerResponse, err: HttpError) => {
    const json = JSON.stringify({ error: err.message, code: err.code });
    res.writeHead(err.status, {
      ...headers,
      ...err.headers,
      'Content-Length': String(Buffer.byteLength(json)),
    });
    res.end(json);
  };
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (req.method !== 'GET' || !req.url || signedIn(req)) return false;
    const path = req.url.split('?', 1)[0] ?? '';
    const id = PUBLIC_VIEW.exec(path)?.[1];
    if (!id) return false;
    // Only a link with an event has a query worth reading (a kiosk's QR code).
    const query = req.url.length > path.length ? req.url.slice(path.length + 1) : '';
    const event = query ? eventOfQuery(new URLSearchParams(query).get(EVENT_PARAM)) : null;
    deps.flipbooks.view(id.toLowerCase(), !isCrawlerOrPrefetch(req.headers), event).then(
      (viewed) => sendView(res, publicViewJson(viewed, deps.publicUrl)),
      (err: unknown) => {
        const known = knownHttpError(err);
        if (known) return sendError(res, known);
        deps.logger.error('request failed', { method: 'GET', path, err });
        sendError(
          res,
          new HttpError(500, ERROR_CODES.INTERNAL, 'Something went wrong on our side'),
        );
      },
    );
    return true;
  };
}

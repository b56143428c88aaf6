import type http from 'node:http';
import { ERROR_CODES } from '#core/errors';
import { knownHttpError } from '../../http-errors';
import type { Logger } from '../../logger';
import { securityHeadersFor } from '../../middleware/security-headers';
import { isCrawlerOrPrefetch } from '../reading/crawlers';
import { toFlipbookReply } from './present';
import type { FlipbookService } from './service';

/** The path as the router would match it (case-sensitive); the id in any case, then lower-cased. */
const PUBLIC_VIEW =
  /^\/api\/flipbooks\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\/?$/;

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
  const headers = securityHeadersFor(deps.publicUrl.startsWith('https://'));
  const send = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    extra: Record<string, string> = {},
  ) => {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      ...headers,
      ...extra,
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
    });
    res.end(json);
  };
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (req.method !== 'GET' || !req.url) return false;
    const path = req.url.split('?', 1)[0] ?? '';
    const id = PUBLIC_VIEW.exec(path)?.[1];
    if (!id) return false;
    deps.flipbooks.view(id.toLowerCase(), !isCrawlerOrPrefetch(req.headers)).then(
      (flipbook) => send(res, 200, toFlipbookReply(flipbook, deps.publicUrl)),
      (err: unknown) => {
        const known = knownHttpError(err);
        if (known)
          return send(res, known.status, { error: known.message, code: known.code }, known.headers);
        deps.logger.error('request failed', { method: 'GET', path, err });
        send(res, 500, { error: 'Something went wrong on our side', code: ERROR_CODES.INTERNAL });
      },
    );
    return true;
  };
}

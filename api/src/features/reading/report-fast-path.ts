import type http from 'node:http';
import { ERROR_CODES } from '#core/errors';
import { READING_LIMITS } from '#core/reading';
import { publicReadingReport } from '#core/schemas/reading';
import { clientAddress } from '../../client-address';
import {
  badRequest,
  type HttpError,
  knownHttpError,
  requestTimeout,
  unsupportedMediaType,
} from '../../http-errors';
import type { Logger } from '../../logger';
import { securityHeadersFor } from '../../middleware/security-headers';
import { parseWith } from '../../middleware/validate';
import type { RouteInfo } from '../../route-table';
import { isCrawlerOrPrefetch } from './crawlers';
import type { createReportLimiter } from './report-limiter';
import type { ReadingService } from './service';

/** The route, for the route table that the security tests walk. */
export const READING_REPORT_ROUTE: RouteInfo = {
  method: 'POST',
  path: '/api/reading',
  access: 'public',
  takesJsonBody: true,
};

const tooLarge = () =>
  badRequest(
    `A reading report may be at most ${READING_LIMITS.maxBodyBytes / 1024} KB`,
    ERROR_CODES.PAYLOAD_TOO_LARGE,
  );

/** The body, refused as soon as it is over 16 KB or late, or when it is not JSON. */
function readBody(req: http.IncomingMessage, timeoutMs: number): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
    return Promise.reject(unsupportedMediaType());
  if (Number(req.headers['content-length'] ?? 0) > READING_LIMITS.maxBodyBytes)
    return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const fail = (err: HttpError) => {
      clearTimeout(timer);
      req.removeAllListeners('data');
      reject(err);
    };
    const timer = setTimeout(() => fail(requestTimeout()), timeoutMs);
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > READING_LIMITS.maxBodyBytes) return fail(tooLarge());
      chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(badRequest('The request body is not valid JSON', ERROR_CODES.MALFORMED_JSON));
      }
    });
    req.on('error', () => fail(badRequest('The request body was cut off')));
  });
}

/**
 * `POST /api/reading`, the reports of signed-out readers (a shared link, an embed), sent by
 * `navigator.sendBeacon`. Like the public view, it is answered from node:http without the Koa
 * chain: it is as hot as the views, needs no session or cookie, and its writes are batched
 * (store/sqlite/reading.ts). 204 once counted; crawlers and prefetches get the 204 and count
 * nothing; bad input is a 400 and counts nothing; an address over its limit gets a 429.
 */
export function readingReportFastPath(deps: {
  reading: ReadingService;
  limiter: ReturnType<typeof createReportLimiter>;
  publicUrl: string;
  trustProxyHops: number;
  bodyTimeoutMs: number;
  logger: Logger;
}) {
  const headers = securityHeadersFor(deps.publicUrl.startsWith('https://'));
  const send = (res: http.ServerResponse, status: number, body?: unknown, extra = {}) => {
    const json = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, {
      ...headers,
      ...extra,
      'Cache-Control': 'no-store',
      ...(json ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      'Content-Length': Buffer.byteLength(json),
    });
    res.end(json);
  };
  const handle = async (req: http.IncomingMessage) => {
    const address = clientAddress(req, deps.trustProxyHops);
    deps.limiter.consume(address);
    const report = parseWith(publicReadingReport, await readBody(req, deps.bodyTimeoutMs));
    if (isCrawlerOrPrefetch(req.headers)) return;
    await deps.reading.report(report.flipbook, report, {
      address,
      userAgent: req.headers['user-agent'] ?? '',
    });
  };
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (req.method !== 'POST' || req.url?.split('?', 1)[0] !== READING_REPORT_ROUTE.path)
      return false;
    handle(req).then(
      () => send(res, 204),
      (err: unknown) => {
        // The rest of a refused body is read and dropped, so the client still sending gets the answer.
        req.resume();
        const known = knownHttpError(err);
        if (known)
          return send(res, known.status, { error: known.message, code: known.code }, known.headers);
        deps.logger.error('request failed', { method: 'POST', path: req.url, err });
        send(res, 500, { error: 'Something went wrong on our side', code: ERROR_CODES.INTERNAL });
      },
    );
    return true;
  };
}

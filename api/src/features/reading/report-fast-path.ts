import type http from 'node:http';
import { ERROR_CODES } from '#core/errors';
import { READING_LIMITS } from '#core/reading';
import { publicReadingReport } from '#core/schemas/reading';
import { clientAddress } from '../../client-address';
import { isCrawlerOrPrefetch } from '../../crawlers';
import {
  badRequest,
  HttpError,
  knownHttpError,
  requestTimeout,
  unsupportedMediaType,
} from '../../http-errors';
import type { Logger } from '../../logger';
import { securityHeadersFor } from '../../middleware/security-headers';
import { parseWith } from '../../middleware/validate';
import type { RouteInfo } from '../../route-table';
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

/**
 * Bodies being read, with when each must be in: one timer for them all, as a flood of reports
 * would otherwise set and clear one each.
 */
function bodyDeadlines(timeoutMs: number) {
  const waiting = new Map<http.IncomingMessage, { due: number; fail: (err: HttpError) => void }>();
  let sweeper: NodeJS.Timeout | null = null;
  const sweep = () => {
    const now = Date.now();
    for (const { due, fail } of waiting.values()) if (due <= now) fail(requestTimeout());
    if (waiting.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  };
  return {
    watch(req: http.IncomingMessage, fail: (err: HttpError) => void) {
      waiting.set(req, { due: Date.now() + timeoutMs, fail });
      if (!sweeper) {
        sweeper = setInterval(sweep, Math.min(1000, timeoutMs));
        sweeper.unref();
      }
    },
    done: (req: http.IncomingMessage) => waiting.delete(req),
  };
}

/** The body, refused as soon as it is over 16 KB or late, or when it is not JSON. */
function readBody(
  req: http.IncomingMessage,
  deadlines: ReturnType<typeof bodyDeadlines>,
): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
    return Promise.reject(unsupportedMediaType());
  if (Number(req.headers['content-length'] ?? 0) > READING_LIMITS.maxBodyBytes)
    return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const fail = (err: HttpError) => {
      deadlines.done(req);
      req.removeAllListeners('data');
      reject(err);
    };
    deadlines.watch(req, fail);
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > READING_LIMITS.maxBodyBytes) return fail(tooLarge());
      chunks.push(chunk);
    });
    req.on('end', () => {
      deadlines.done(req);
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
 * `POST /api/reading`, the reports of signed-out readers (a shared link, an embed), sent by a
 * `keepalive` fetch. Like the public view, it is answered from node:http without the Koa
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
  // The answer to nearly every report, made once.
  const counted = { ...headers, 'Cache-Control': 'no-store', 'Content-Length': 0 };
  const refuse = (res: http.ServerResponse, err: HttpError) => {
    const json = JSON.stringify({ error: err.message, code: err.code });
    res.writeHead(err.status, {
      ...headers,
      ...err.headers,
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
    });
    res.end(json);
  };
  const deadlines = bodyDeadlines(deps.bodyTimeoutMs);
  const handle = async (req: http.IncomingMessage) => {
    const address = clientAddress(req, deps.trustProxyHops);
    deps.limiter.consume(address);
    const report = parseWith(publicReadingReport, await readBody(req, deadlines));
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
      () => {
        res.writeHead(204, counted);
        res.end();
      },
      (err: unknown) => {
        // The rest of a refused body is read and dropped, so the client still sending gets the answer.
        req.resume();
        const known = knownHttpError(err);
        if (!known) deps.logger.error('request failed', { method: 'POST', path: req.url, err });
        refuse(
          res,
          known ?? new HttpError(500, ERROR_CODES.INTERNAL, 'Something went wrong on our side'),
        );
      },
    );
    return true;
  };
}

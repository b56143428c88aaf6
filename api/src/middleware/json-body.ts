import type { Context, Middleware } from 'koa';
import { ERROR_CODES } from '#core/errors';
import { KIT_LIMITS } from '#core/event-kit';
import { CONTENT_LIMITS, MEDIA_LIMITS } from '#core/limits';
import { READING_LIMITS } from '#core/reading';
import {
  badRequest,
  type HttpError,
  payloadTooLarge,
  requestTimeout,
  tooManyValues,
  unsupportedMediaType,
} from '../http-errors';
import { BoundedJsonReader, type JsonBounds, JsonBoundsError } from './bounded-json';
import { readmit } from './guards';

const KB = 1024;
const PANELS = MEDIA_LIMITS.maxPanelsPerSide * 2;
/** A link: its object, five keys, a URL and six commas (numbers are not counted). */
const LINK_VALUES = 13;
/** Besides its links: the panel's key, object, two keys, text, array and commas. */
const PANEL_CONTENT_VALUES = 8;
/** A data URL's `data:image/…;base64,`, generously. */
const DATA_URL_HEAD_BYTES = 256;
/** The most a character of text takes in JSON: `\uXXXX` (a pair of them for an emoji, two chars). */
const ESCAPED_CHAR_BYTES = 6;

/** What the JSON bodies of the API may hold (see docs/security.md). */
const BODY_BOUNDS = {
  /** Account calls: a few short fields. */
  small: {
    maxBytes: 100 * KB,
    maxValues: 100,
    maxDepth: 8,
    maxSkeletonBytes: 128 * KB,
    maxStringBytes: 100 * KB,
    maxTextBytes: 100 * KB,
  },
  /**
   * A flipbook: up to 13 images (20 MB, about 27 MB as base64), a few short fields and each
   * panel's text and links at their limits (the texts, being long, stay out of the skeleton).
   */
  flipbook: {
    maxBytes: Math.ceil((MEDIA_LIMITS.maxRequestBytes * 4) / 3) + 2 * KB * KB,
    maxValues:
      100 + PANELS * (PANEL_CONTENT_VALUES + CONTENT_LIMITS.maxLinksPerPanel * LINK_VALUES),
    maxDepth: 8,
    maxSkeletonBytes:
      128 * KB + PANELS * CONTENT_LIMITS.maxLinksPerPanel * (CONTENT_LIMITS.maxUrlChars + 100),
    maxStringBytes: Math.ceil((MEDIA_LIMITS.maxImageBytes * 4) / 3) + DATA_URL_HEAD_BYTES,
    maxTextBytes: CONTENT_LIMITS.maxTextChars * ESCAPED_CHAR_BYTES,
  },
  /** An event kit: a few short fields and up to KIT_LIMITS.maxFlipbooks ids, with a few spare. */
  kit: {
    maxBytes: 100 * KB,
    maxValues: 100 + 2 * KIT_LIMITS.maxFlipbooks,
    maxDepth: 8,
    maxSkeletonBytes: 128 * KB,
    maxStringBytes: 100 * KB,
    maxTextBytes: 100 * KB,
  },
  /** A reading report from the owner's outbox: at most 100 small events. */
  reading: {
    maxBytes: READING_LIMITS.maxBodyBytes,
    maxValues: 20 * READING_LIMITS.maxEvents,
    maxDepth: 4,
    maxSkeletonBytes: READING_LIMITS.maxBodyBytes,
    maxStringBytes: READING_LIMITS.maxBodyBytes,
    maxTextBytes: READING_LIMITS.maxBodyBytes,
  },
} satisfies Record<string, JsonBounds>;

interface BodyState {
  body?: unknown;
}

const readers = new WeakSet<Middleware>();

/** Whether a middleware is a JSON body reader (routes that take a JSON body). */
export function takesJsonBody(middleware: unknown): boolean {
  return typeof middleware === 'function' && readers.has(middleware as Middleware);
}

/** The parsed JSON body of the request (undefined when it had none). */
export function requestBody(ctx: Context): unknown {
  return (ctx.state as BodyState).body;
}

const malformed = (message = 'The request body is not valid JSON') =>
  badRequest(message, ERROR_CODES.MALFORMED_JSON);

function refusal(err: JsonBoundsError): HttpError {
  if (err.reason === 'malformed') return malformed();
  if (err.reason === 'too-large') return payloadTooLarge();
  return tooManyValues();
}

/**
 * Reads a JSON body for a state-changing call. Another content type is a 415, malformed JSON a
 * 400, and a body over its bounds (bytes, values, depth) a 413 as soon as it shows, while it is
 * still arriving; one that takes longer than `timeoutMs` to arrive is a 408. Once the body is
 * in, the route's guard admits the caller again, so a session that ended meanwhile does nothing.
 */
function jsonBody(bounds: JsonBounds, timeoutMs: number): Middleware {
  const middleware: Middleware = async (ctx, next) => {
    const length = Number(ctx.get('content-length') || 0);
    const hasBody = length > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody) {
      if (!ctx.is('application/json')) throw unsupportedMediaType();
      if (length > bounds.maxBytes) throw refusal(new JsonBoundsError('too-large'));
      (ctx.state as BodyState).body = await readJson(ctx, bounds, timeoutMs);
    }
    await readmit(ctx);
    await next();
  };
  readers.add(middleware);
  return middleware;
}

function readJson(ctx: Context, bounds: JsonBounds, timeoutMs: number): Promise<unknown> {
  const req = ctx.req;
  const reader = new BoundedJsonReader(bounds);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(requestTimeout()), timeoutMs);
    const onData = (chunk: Buffer) => {
      try {
        reader.push(chunk);
      } catch (err) {
        fail(err instanceof JsonBoundsError ? refusal(err) : err);
      }
    };
    const onEnd = () => {
      stop();
      resolve();
    };
    const onCut = () => fail(malformed('The request body was cut off'));
    function stop() {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onCut);
      req.off('aborted', onCut);
    }
    function fail(err: unknown) {
      stop();
      // The rest is read and dropped, unparsed, so the client (still sending) gets the answer;
      // Node's request timeout bounds how long. A body that stopped coming (408) is closed on.
      req.resume();
      reject(err);
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onCut);
    req.on('aborted', onCut);
  }).then(() =>
    reader.finish().catch((err: unknown) => {
      throw err instanceof JsonBoundsError ? refusal(err) : err;
    }),
  );
}

/** The body readers of the API, with the time a body may take to arrive. */
export function jsonBodies(timeoutMs: number) {
  return {
    small: jsonBody(BODY_BOUNDS.small, timeoutMs),
    flipbook: jsonBody(BODY_BOUNDS.flipbook, timeoutMs),
    reading: jsonBody(BODY_BOUNDS.reading, timeoutMs),
    kit: jsonBody(BODY_BOUNDS.kit, timeoutMs),
  };
}

export type JsonBodies = ReturnType<typeof jsonBodies>;

import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { ERROR_CODES } from '../../../core/errors';
import { HttpError, payloadTooLarge, unsupportedMediaType } from '../http-errors';

/**
 * Parses a JSON body for state-changing calls. Another content type is a 415, malformed JSON a
 * 400 and a body over `limit` a 413, all before any route code runs.
 */
export function jsonBody(limit = '100kb'): Middleware {
  const parse = koaBody({
    json: true,
    text: false,
    urlencoded: false,
    multipart: false,
    jsonLimit: limit,
    jsonStrict: true,
    onError: (err) => {
      const status = (err as { status?: number }).status;
      if (status === 413) throw payloadTooLarge();
      if (status === 415) throw unsupportedMediaType();
      throw new HttpError(400, ERROR_CODES.MALFORMED_JSON, 'The request body is not valid JSON');
    },
  });
  return async (ctx, next) => {
    const hasBody =
      Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && !ctx.is('application/json')) throw unsupportedMediaType();
    await parse(ctx, next);
  };
}

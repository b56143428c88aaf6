import type { Middleware } from 'koa';
import { ERROR_CODES } from '#core/errors';
import { knownHttpError } from '../http-errors';
import type { Logger } from '../logger';

/** First middleware: every failure leaves as `{ error, code }` JSON, never as a stack trace. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const known = knownHttpError(err);
      if (known) {
        ctx.status = known.status;
        ctx.set(known.headers);
        ctx.body = { error: known.message, code: known.code };
        return;
      }
      // Errors raised by Koa itself or its body parser carry an exposable 4xx status.
      const status = (err as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { error: clientMessage(status), code: clientCode(status) };
        return;
      }
      logger.error('request failed', { method: ctx.method, path: ctx.path, err });
      ctx.status = 500;
      ctx.body = { error: 'Something went wrong on our side', code: ERROR_CODES.INTERNAL };
    }
  };
}

function clientCode(status: number) {
  if (status === 413) return ERROR_CODES.PAYLOAD_TOO_LARGE;
  if (status === 415) return ERROR_CODES.UNSUPPORTED_MEDIA_TYPE;
  if (status === 404) return ERROR_CODES.NOT_FOUND;
  return ERROR_CODES.VALIDATION_FAILED;
}

function clientMessage(status: number) {
  if (status === 413) return 'The request is too large';
  if (status === 415) return 'Send the body as application/json';
  if (status === 404) return 'Not found';
  return 'The request could not be read';
}

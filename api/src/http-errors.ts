import { EMAIL_NOT_VERIFIED_MESSAGE, ERROR_CODES, type ErrorCode } from '#core/errors';
import { StoreUnavailableError } from './store/unavailable';

/** An error the API answers with as `{ error, code }`; anything else becomes a plain 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = ERROR_CODES.VALIDATION_FAILED) =>
  new HttpError(400, code, message);
export const unauthenticated = (
  message = 'Sign in to continue',
  code: ErrorCode = ERROR_CODES.UNAUTHENTICATED,
) => new HttpError(401, code, message);
export const forbidden = (
  message = 'You do not have access to this',
  code: ErrorCode = ERROR_CODES.FORBIDDEN,
) => new HttpError(403, code, message);
export const emailNotVerified = () =>
  forbidden(EMAIL_NOT_VERIFIED_MESSAGE, ERROR_CODES.EMAIL_NOT_VERIFIED);
export const notFound = (message = 'Not found', code: ErrorCode = ERROR_CODES.NOT_FOUND) =>
  new HttpError(404, code, message);
/** Something that existed and is over for good (a used, withdrawn or expired invitation). */
export const gone = (message: string, code: ErrorCode = ERROR_CODES.INVALID_TOKEN) =>
  new HttpError(410, code, message);
export const conflict = (message: string, code: ErrorCode = ERROR_CODES.CONFLICT) =>
  new HttpError(409, code, message);
export const payloadTooLarge = (message = 'The request is too large') =>
  new HttpError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, message);
/** A body over the call's bounds of values or depth, rather than of bytes. */
export const tooManyValues = () =>
  payloadTooLarge('The request body holds more than this call takes');
export const unsupportedMediaType = (message = 'Send the body as application/json') =>
  new HttpError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, message);
export const requestTimeout = (message = 'The request body took too long to arrive') =>
  new HttpError(408, ERROR_CODES.REQUEST_TIMEOUT, message, { Connection: 'close' });
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts, try again later',
) =>
  new HttpError(429, ERROR_CODES.RATE_LIMITED, message, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
const STORE_RETRY_AFTER_SECONDS = 5;

const storeUnavailable = () =>
  new HttpError(
    503,
    ERROR_CODES.STORE_UNAVAILABLE,
    'The service cannot reach its database right now. Please try again in a moment.',
    { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) },
  );

/** An edit overtaken again and again by other writes of the same flipbook or lead: worth sending again. */
export const editRaceLost = (subject: 'flipbook' | 'lead' = 'flipbook') =>
  new HttpError(
    503,
    ERROR_CODES.STORE_UNAVAILABLE,
    `The ${subject} kept changing while this edit was applied. Please try again in a moment.`,
    { 'Retry-After': '1' },
  );

/**
 * The reply an error maps to when it is one the API answers on purpose: its own HttpErrors, and a
 * database that cannot be reached (503, so clients retry later); null for anything else (a 500).
 */
export function knownHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof StoreUnavailableError) {
    return storeUnavailable();
  }
  return null;
}

/** Machine codes of the JSON error shape `{ error, code }`, shared by the API and the PWA. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  FORBIDDEN: 'FORBIDDEN',
  CSRF_REFUSED: 'CSRF_REFUSED',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** A create replayed for a flipbook its owner has deleted since (409). */
  FLIPBOOK_DELETED: 'FLIPBOOK_DELETED',
  /** A create replayed for an event kit its owner has deleted since (409). */
  KIT_DELETED: 'KIT_DELETED',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  INVALID_TOKEN: 'INVALID_TOKEN',
  INVALID_CODE: 'INVALID_CODE',
  ALREADY_VERIFIED: 'ALREADY_VERIFIED',
  RATE_LIMITED: 'RATE_LIMITED',
  INVALID_IMAGE: 'INVALID_IMAGE',
  /** An image that costs more to decode than any real one (a JPEG of too many scans, a slow decode). */
  IMAGE_TOO_COMPLEX: 'IMAGE_TOO_COMPLEX',
  /** The database cannot be reached for now (503): the same request may succeed a moment later. */
  STORE_UNAVAILABLE: 'STORE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Messages the server sends and the page also shows on its own, word for word. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'Email already registered';

/** The server's refusal of a create by an unverified account, which the page shows word for word. */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please verify your email address before creating flipbooks. Check your inbox for the verification link.';

export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
}

const KNOWN_CODES: ReadonlySet<unknown> = new Set(Object.values(ERROR_CODES));

const isErrorCode = (value: unknown): value is ErrorCode => KNOWN_CODES.has(value);

/** The JSON error shape with a code this build knows; a newer server's code reads as none. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string' &&
    isErrorCode((value as { code?: unknown }).code)
  );
}

import { type ErrorCode, isApiErrorBody } from '#core/errors';
import { replyJson, retryAfterSeconds } from '#offline/reply';
import { sessionStore } from '../state/session';
import { noteServerDate } from './server-clock';
import { sessionEnded } from './session-end';

/**
 * An API failure. `message` follows the generic fetch rule (docs/product-rules.md): the status code, ': ', then the
 * body text (or the status text when the body is empty). `code` and `serverError` come from the
 * JSON error shape when the server sent one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | null,
    readonly serverError: string | null,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sends the stored authToken as a bearer header (docs/product-rules.md says which calls do). */
  bearer?: boolean | string;
  signal?: AbortSignal;
}

/**
 * Calls the API with cookies included and reads the JSON reply; non-OK answers throw ApiError.
 * Behind a sign-out the server has not heard yet, or it fails as if offline.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  if (!(await sessionEnded())) throw new TypeError('A sign-out is waiting for the network');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const token =
    typeof request.bearer === 'string'
      ? request.bearer
      : request.bearer
        ? sessionStore.get().authToken
        : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const sentAt = Date.now();
  const response = await fetch(path, {
    method: request.method ?? 'GET',
    credentials: 'include',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
  noteServerDate(response, sentAt);
  const text = await response.text();
  if (!response.ok) {
    const parsed = replyJson(text);
    const body = isApiErrorBody(parsed) ? parsed : null;
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      body?.code ?? null,
      body?.error ?? null,
      retryAfterSeconds(response),
    );
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** How an API call ended: its value, a refusal from the server, or no usable answer at all. */
export type ApiResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'network' };

export type ApiFailure = Exclude<ApiResult<unknown>, { kind: 'ok' }>;

/** apiFetch for callers that show what went wrong: every ending is a value, none is thrown. */
export async function apiCall<T>(path: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  try {
    return { kind: 'ok', value: await apiFetch<T>(path, request) };
  } catch (error) {
    return error instanceof ApiError ? { kind: 'refused', error } : { kind: 'network' };
  }
}

/** The server's own text for a refusal, else the caller's fallback. */
export const failureText = (failure: ApiFailure, fallback: string): string =>
  (failure.kind === 'refused' && failure.error.serverError) || fallback;

import { CREATE_TIMEOUT_MS } from '#core/limits';
import { replyJson, retryAfterSeconds } from '../reply';

export interface SyncRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  token: string;
}

export interface SyncReply {
  status: number;
  /** Parsed JSON, or null. */
  body: unknown;
  retryAfterSeconds: number | null;
}

/** Thrown when no reply came back at all (offline, server down, timeout). */
export class NetworkFailure extends Error {
  constructor(readonly timedOut: boolean) {
    super(
      timedOut ? 'Request timeout - database may be slow or offline' : 'The network is unavailable',
    );
  }
}

/** How the sync engine reaches the server; tests give it a fake that can lose replies. */
export type Transport = (request: SyncRequest) => Promise<SyncReply>;

/** fetch with the bearer token read at send time and the 60 s limit on creates (docs/product-rules.md). */
export const fetchTransport: Transport = async (request) => {
  let response: Response;
  try {
    response = await fetch(request.path, {
      method: request.method,
      headers: {
        Authorization: `Bearer ${request.token}`,
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      // JSON.stringify(undefined) is undefined: no body for a request without one.
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(CREATE_TIMEOUT_MS),
    });
  } catch (err) {
    throw new NetworkFailure((err as Error).name === 'TimeoutError');
  }
  const text = await response.text().catch(() => '');
  return {
    status: response.status,
    body: replyJson(text),
    retryAfterSeconds: retryAfterSeconds(response),
  };
};

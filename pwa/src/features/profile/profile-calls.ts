import { ApiError, apiFetch } from '../../data/api-client';

/** A profile call's outcome: done, refused by the server (with its text), or not reached. */
export type CallOutcome<T = unknown> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; serverError: string | null }
  | { kind: 'network' };

/** Every profile call sends the stored bearer token (docs/product-rules.md). */
export async function profileCall<T>(path: string, body?: unknown): Promise<CallOutcome<T>> {
  try {
    const value = await apiFetch<T>(path, { method: 'POST', body, bearer: true });
    return { kind: 'ok', value };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'refused', serverError: error.serverError };
    return { kind: 'network' };
  }
}

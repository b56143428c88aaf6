import { type ApiResult, apiCall } from '../../data/api-client';

/** Every profile call is a POST with the stored bearer token (docs/product-rules.md). */
export const profileCall = <T>(path: string, body?: unknown): Promise<ApiResult<T>> =>
  apiCall<T>(path, { method: 'POST', body, bearer: true });

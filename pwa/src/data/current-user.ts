import type { PublicUser } from '#core/schemas/auth';
import { apiCall } from './api-client';

/** GET /api/auth/me with cookies and the stored bearer: the user as the server knows them now. */
export const fetchCurrentUser = () =>
  apiCall<{ user: PublicUser }>('/api/auth/me', { bearer: true });

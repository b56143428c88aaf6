import { hashSecret, randomToken } from '../auth/secret-values';

/**
 * An invitation's secret (32 random bytes, base64url, for its link) and the SHA-256 the store
 * keeps: the link is looked up by its hash, so the store never holds what opens it.
 */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: hashSecret(token) };
}

export const invitationTokenHash = (token: string): string => hashSecret(token);

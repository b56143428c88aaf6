/**
 * Sessions ended before their token expired (sign-out). A session token carries its own id; the
 * revocation is kept until the token would have expired anyway.
 */
export interface SessionStore {
  /** Ends the session `id` whose token expires at `expiresAt` (epoch ms). */
  revoke(id: string, expiresAt: number): Promise<void>;
  /** Whether the session was ended (revocations of tokens expired by `now` may be forgotten). */
  isRevoked(id: string, now: number): Promise<boolean>;
}

/** One-time secrets of an account, stored hashed: one live secret per user and kind. */
export type SecretKind = 'verify-code' | 'verify-link' | 'reset';

export interface SecretRecord {
  userId: string;
  kind: SecretKind;
  /** SHA-256 of the code or token; the plain value only ever leaves in the e-mail. */
  hash: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Wrong guesses so far (codes only). */
  attempts: number;
}

export interface SecretStore {
  /** Replaces the user's secret of that kind, so a new one cancels the old. */
  put(secret: SecretRecord): Promise<void>;
  get(userId: string, kind: SecretKind): Promise<SecretRecord | null>;
  /** Atomically removes and returns a live secret with this hash: single use even under races. */
  consume(kind: SecretKind, hash: string, now: number): Promise<SecretRecord | null>;
  /** Adds one wrong guess; returns the new count (0 when there is no such secret). */
  addAttempt(userId: string, kind: SecretKind): Promise<number>;
  delete(userId: string, kind: SecretKind): Promise<void>;
}

import crypto from 'node:crypto';

/** A uniformly random 6-digit code from the CSPRNG. */
export function randomCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Secrets are stored as SHA-256: enough for high-entropy tokens; codes are also guess-limited. */
export function hashSecret(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

import crypto from 'node:crypto';
import { ACCOUNT_LIMITS } from '#core/limits';

const DIGITS = ACCOUNT_LIMITS.verificationCodeDigits;

/** A uniformly random verification code from the CSPRNG. */
export function randomCode(): string {
  return crypto
    .randomInt(0, 10 ** DIGITS)
    .toString()
    .padStart(DIGITS, '0');
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Secrets are stored as SHA-256: enough for high-entropy tokens; codes are also guess-limited. */
export function hashSecret(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

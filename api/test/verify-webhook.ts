import crypto from 'node:crypto';

/**
 * docs/api.md's verification snippet, word for word but for its types: true when `rawBody` came
 * from Flipfold signed with `secret`, less than 5 minutes ago.
 */
export function verifyFlipfold(
  rawBody: string,
  signatureHeader: string,
  secret: string,
  nowMs = Date.now(),
): boolean {
  const parts = Object.fromEntries(signatureHeader.split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowMs / 1000 - t) > 300) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

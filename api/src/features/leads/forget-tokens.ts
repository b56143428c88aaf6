import crypto from 'node:crypto';

/**
 * The token of a lead's 'Forget me' link: an HMAC of the lead's id under a key derived from the
 * app's secret, so nothing needs storing and any process sharing the secret can check it.
 */
export function createForgetTokens(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('flipfold lead forget-me').digest();
  const tokenFor = (leadId: string) =>
    crypto.createHmac('sha256', key).update(leadId.toLowerCase()).digest('base64url');
  return {
    tokenFor,
    matches(leadId: string, token: string): boolean {
      const expected = Buffer.from(tokenFor(leadId));
      const given = Buffer.from(token);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}

export type ForgetTokens = ReturnType<typeof createForgetTokens>;

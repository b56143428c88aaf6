import crypto from 'node:crypto';
import { WEBHOOK_HEADERS, type WebhookEvent } from '#core/webhooks';

/** A new signing secret: `whsec_` and 32 random bytes in base64url. */
export const newSecret = () => `whsec_${crypto.randomBytes(32).toString('base64url')}`;

/** The secret as the Integrations tab shows it after the reply that made it. */
export const secretHint = (secret: string) => `whsec_…${secret.slice(-4)}`;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the time is signed with the body, so a
 * receiver that refuses old times refuses a delivery replayed later (docs/api.md, "Webhooks").
 */
function signature(secret: string, body: string, seconds: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${mac}`;
}

/** The headers of one try of a delivery. */
export function deliveryHeaders(
  delivery: { id: string; type: WebhookEvent; body: string },
  secret: string,
  seconds: number,
): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Flipfold-Webhooks/1',
    [WEBHOOK_HEADERS.delivery]: delivery.id,
    [WEBHOOK_HEADERS.event]: delivery.type,
    [WEBHOOK_HEADERS.signature]: signature(secret, delivery.body, seconds),
  };
}

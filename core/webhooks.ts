/**
 * Webhooks: a creator's leads handed to a CRM (docs/api.md, "Webhooks"). The limits, the events,
 * and the server's texts, which the Integrations tab shows as they came (its own words are in the
 * profile catalogues, core/i18n/messages/profile).
 */

export const WEBHOOK_LIMITS = {
  urlMaxChars: 2048,
  /** Deliveries the Integrations tab lists, newest first. */
  logSize: 50,
  /** A delivery not answered with a 2xx this long after it was made is given up. */
  retryForMs: 24 * 60 * 60_000,
  /** How long a receiver has to answer, headers and body. */
  timeoutMs: 5_000,
  /** Of a receiver's answer, this much is read; the rest is abandoned. */
  responseMaxBytes: 64 * 1024,
  /** 'Send test' an account may press in an hour (429 beyond). */
  testsPerHour: 10,
  /** Saves and secret rotations an account may make in an hour (429 beyond). */
  changesPerHour: 30,
} as const;

/** Waits between tries of one delivery: the last one repeats until the day is over. */
export const WEBHOOK_RETRY_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 3 * 60 * 60_000];

export const WEBHOOK_EVENTS = ['lead.created', 'lead.updated', 'lead.forgotten', 'test'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The headers of every delivery. */
export const WEBHOOK_HEADERS = {
  delivery: 'Flipfold-Delivery',
  event: 'Flipfold-Event',
  signature: 'Flipfold-Signature',
} as const;

export const WEBHOOK_TEXTS = {
  urlInvalid: 'Enter the full address of your endpoint, starting with https:// or http://',
  urlTooLong: `The address may be at most ${WEBHOOK_LIMITS.urlMaxChars} characters`,
  urlWithCredentials: 'Leave the user name and password out of the address',
  privateAddress:
    'This address is not on the public internet (a local, private or link-local address): webhooks go to public addresses only',
  noWebhook: 'Set a webhook address first',
  webhookOff: 'The webhook is off: switch it on to send a test',
  redirect: 'redirects are not followed',
  timeout: 'no answer within 5 seconds',
  removed: 'The webhook was switched off before this delivery went',
  forgotten: 'The lead was forgotten before this delivery went',
  tooManyTests: 'Too many tests sent in an hour, try again later',
  tooManyChanges: 'Too many webhook changes in an hour, try again later',
} as const;

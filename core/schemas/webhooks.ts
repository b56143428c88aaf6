import { z } from 'zod';
import {
  type DELIVERY_STATUSES,
  type WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  WEBHOOK_TEXTS,
} from '../webhooks';
import { leadItem } from './leads';

/** Zod schemas of the webhook calls and of what a delivery carries (docs/api.md, "Webhooks"). */

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An absolute http(s) address, without a user name or password. */
const webhookUrl = z
  .string({ error: WEBHOOK_TEXTS.urlInvalid })
  .trim()
  .max(WEBHOOK_LIMITS.urlMaxChars, WEBHOOK_TEXTS.urlTooLong)
  .superRefine((value, ctx) => {
    const url = parsedUrl(value);
    if (!url || !/^https?:$/.test(url.protocol) || url.hostname === '')
      ctx.addIssue({ code: 'custom', message: WEBHOOK_TEXTS.urlInvalid });
    else if (url.username !== '' || url.password !== '')
      ctx.addIssue({ code: 'custom', message: WEBHOOK_TEXTS.urlWithCredentials });
  });

/** `PUT /api/integrations/webhook`. */
export const webhookSettingsInput = z.strictObject({
  url: webhookUrl,
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
});
export type WebhookSettingsInput = z.output<typeof webhookSettingsInput>;

/**
 * A lead as a delivery carries it: as the creator's Leads page lists it, and when it was stored.
 * Its `locale` is the language its visitor read the form in. The staff's notes stay in Flipfold: their edits send nothing, so a CRM's copy would go stale.
 */
const leadPayload = leadItem
  .omit({
    notMailed: true,
    staffNote: true,
    rating: true,
    tags: true,
    staffStamps: true,
    capturedBy: true,
    sentAfterRemoval: true,
  })
  .extend({ createdAt: z.string() });

/** A forgotten lead: no personal data, only which lead it was and when it was forgotten. */
const forgottenPayload = z.strictObject({
  id: z.uuid(),
  flipbookId: z.string(),
  forgottenAt: z.string(),
});

/** The JSON body of every delivery; `id` is also its Flipfold-Delivery header. */
export const webhookPayload = z.discriminatedUnion('type', [
  z.object({
    id: z.uuid(),
    type: z.enum(['lead.created', 'lead.updated']),
    createdAt: z.string(),
    lead: leadPayload,
  }),
  z.object({
    id: z.uuid(),
    type: z.literal('lead.forgotten'),
    createdAt: z.string(),
    lead: forgottenPayload,
  }),
  z.object({ id: z.uuid(), type: z.literal('test'), createdAt: z.string(), lead: leadPayload }),
]);
export type WebhookPayload = z.infer<typeof webhookPayload>;
export type LeadPayload = z.infer<typeof leadPayload>;

/** One line of the delivery log. */
interface WebhookDeliveryItem {
  id: string;
  type: (typeof WEBHOOK_EVENTS)[number];
  status: (typeof DELIVERY_STATUSES)[number];
  attempts: number;
  /** The receiver's last HTTP status, or null when it gave none. */
  lastStatus: number | null;
  /** Why the last try failed without a status (a timeout, a refused address…), or null. */
  lastError: string | null;
  /** When it is tried again (ISO), while pending. */
  nextAttemptAt: string | null;
  createdAt: string;
}

/** `GET`, `PUT /api/integrations/webhook` and `POST …/rotate-secret`. */
export interface WebhookReply {
  webhook: {
    url: string;
    enabled: boolean;
    /** The secret's start and its last four characters. */
    secretHint: string;
    /** The whole secret, only in the reply that made it. */
    secret?: string;
  } | null;
  deliveries: WebhookDeliveryItem[];
}

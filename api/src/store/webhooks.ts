import type { DeliveryStatus, WebhookEvent } from '#core/webhooks';

/** An account's webhook (docs/api.md, "Webhooks"): at most one, keyed by its owner. */
export interface WebhookRecord {
  ownerId: string;
  url: string;
  enabled: boolean;
  /** `whsec_…`: kept as it is, since every delivery is signed with it. */
  secret: string;
  /** Epoch milliseconds. */
  createdAt: number;
  updatedAt: number;
}

export interface WebhookStore {
  get(ownerId: string): Promise<WebhookRecord | null>;
  /** Creates or replaces the owner's webhook. */
  put(record: WebhookRecord): Promise<void>;
  /** Removes the owner's webhook (deliveries are the delivery store's). */
  remove(ownerId: string): Promise<void>;
}

/**
 * One event on its way to a webhook. Claimed with a lease before each try, so a process that dies
 * mid-try leaves it to the next; its id (the Flipfold-Delivery header) and body stay the same on
 * every try. Once it has ended its body is emptied: the log keeps no lead's personal data.
 */
export interface WebhookDelivery {
  id: string;
  ownerId: string;
  /** The lead it tells of; null for a test. */
  leadId: string | null;
  type: WebhookEvent;
  /** The JSON body sent; '' once the delivery has ended. */
  body: string;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Not tried before this time. */
  nextAttemptAt: number;
  /** Held by a sender until this time; null when nobody holds it. */
  leaseUntil: number | null;
  /** Tries so far (claims). */
  attempts: number;
  status: DeliveryStatus;
  lastStatus: number | null;
  lastError: string | null;
}

/** How a try ended: delivered, failed for good, or pending again until `nextAttemptAt`. */
export interface DeliveryOutcome {
  status: DeliveryStatus;
  nextAttemptAt: number;
  lastStatus: number | null;
  lastError: string | null;
}

export interface WebhookDeliveryStore {
  enqueue(
    delivery: Omit<
      WebhookDelivery,
      'leaseUntil' | 'attempts' | 'status' | 'lastStatus' | 'lastError'
    >,
  ): Promise<void>;
  /**
   * Claims the oldest pending delivery due at `now`, unleased or with an ended lease: leased until
   * `leaseUntil`, one more attempt counted. Null when none is due.
   */
  claimNext(now: number, leaseUntil: number): Promise<WebhookDelivery | null>;
  /** Stores a try's outcome and ends the lease; an ended delivery's body is emptied. */
  settle(id: string, outcome: DeliveryOutcome): Promise<void>;
  /**
   * A forgotten lead: its pending deliveries (but a `lead.forgotten` one) end as failed with
   * `reason`, and every body that names it is emptied.
   */
  dropLead(leadId: string, reason: string): Promise<void>;
  /** The owner's newest deliveries, newest first. */
  recent(ownerId: string, limit: number): Promise<WebhookDelivery[]>;
  /** Every delivery of the owner (the webhook removed, the account deleted). */
  purgeOwner(ownerId: string): Promise<void>;
}

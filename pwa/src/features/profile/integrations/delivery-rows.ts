import type { WebhookReply } from '#core/schemas/webhooks';
import type { DeliveryStatus, WebhookEvent } from '#core/webhooks';
import type { MessageId, t as translate } from '#pwa/i18n/i18n';

type Delivery = WebhookReply['deliveries'][number];

const EVENT_NAMES: Record<WebhookEvent, MessageId> = {
  'lead.created': 'profile.deliveries.leadCreated',
  'lead.updated': 'profile.deliveries.leadUpdated',
  'lead.forgotten': 'profile.deliveries.leadForgotten',
  test: 'profile.deliveries.test',
};

const STATUS_NAMES: Record<DeliveryStatus, MessageId> = {
  pending: 'profile.deliveries.pending',
  delivered: 'profile.deliveries.delivered',
  failed: 'profile.deliveries.failed',
};

/** One line of the delivery log, as the table shows it. */
export interface DeliveryRow {
  id: string;
  /** ISO time of the event, formatted where it is shown. */
  at: string;
  event: string;
  status: string;
  /** 'failed', 'delivered' or 'pending', for the status's colour. */
  tone: Delivery['status'];
  attempts: number;
  /** The receiver's last answer: 'HTTP 500', the reason there was none, or '—'. */
  response: string;
  /** While it waits: when it is tried again (ISO). */
  nextTry: string | null;
}

/** What the receiver said last, in a few words. */
export function lastResponse(delivery: Pick<Delivery, 'lastStatus' | 'lastError'>): string {
  const status = delivery.lastStatus === null ? null : `HTTP ${delivery.lastStatus}`;
  if (status && delivery.lastError) return `${status}: ${delivery.lastError}`;
  return status ?? delivery.lastError ?? '—';
}

/** The log's lines, the event and the status named by `t` (the profile's texts, loaded). */
export const deliveryRows = (deliveries: Delivery[], t: typeof translate): DeliveryRow[] =>
  deliveries.map((d) => ({
    id: d.id,
    at: d.createdAt,
    event: t(EVENT_NAMES[d.type]),
    status: t(STATUS_NAMES[d.status]),
    tone: d.status,
    attempts: d.attempts,
    response: lastResponse(d),
    nextTry: d.nextAttemptAt,
  }));

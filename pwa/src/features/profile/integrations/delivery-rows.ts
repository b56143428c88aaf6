import type { WebhookReply } from '#core/schemas/webhooks';
import { DELIVERY_STATUS_LABELS, WEBHOOK_EVENT_LABELS } from '#core/webhooks';

type Delivery = WebhookReply['deliveries'][number];

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

export const deliveryRows = (deliveries: Delivery[]): DeliveryRow[] =>
  deliveries.map((d) => ({
    id: d.id,
    at: d.createdAt,
    event: WEBHOOK_EVENT_LABELS[d.type],
    status: DELIVERY_STATUS_LABELS[d.status],
    tone: d.status,
    attempts: d.attempts,
    response: lastResponse(d),
    nextTry: d.nextAttemptAt,
  }));

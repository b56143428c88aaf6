import { WEBHOOK_LIMITS, WEBHOOK_RETRY_MS, WEBHOOK_TEXTS } from '#core/webhooks';
import { oneDrainAtATime } from '../../background';
import type { Logger } from '../../logger';
import type { Store } from '../../store/port';
import type { DeliveryOutcome, WebhookDelivery } from '../../store/webhooks';
import { type PostOptions, postJson } from './post-json';
import { deliveryHeaders } from './signature';

/**
 * How long a sender holds a delivery it claimed: well past a try's timeout, so no other process
 * takes it while it may be going; a process killed mid-try leaves it to any once the lease ends.
 */
const LEASE_MS = 60_000;

export interface WebhookDeliveriesDeps {
  store: Store;
  logger: Logger;
  now: () => number;
  post: Pick<PostOptions, 'allowPrivate' | 'lookup' | 'timeoutMs'>;
}

/** When a failed try is tried again, or null once the day of tries is over. */
function nextTry(delivery: WebhookDelivery, now: number): number | null {
  const wait = WEBHOOK_RETRY_MS[Math.min(delivery.attempts, WEBHOOK_RETRY_MS.length) - 1] ?? 0;
  const next = now + wait;
  return next - delivery.createdAt > WEBHOOK_LIMITS.retryForMs ? null : next;
}

/**
 * The server's webhook deliveries: each due one is claimed, POSTed signed to its account's
 * webhook, and stored as delivered, pending its next try, or failed. The server drains them at
 * start, after each event and every 15 seconds.
 */
export function createWebhookDeliveries(deps: WebhookDeliveriesDeps) {
  const { store, now } = deps;

  async function attempt(delivery: WebhookDelivery): Promise<DeliveryOutcome> {
    const hook = await store.webhooks.get(delivery.ownerId);
    if (!hook?.enabled)
      return {
        status: 'failed',
        nextAttemptAt: now(),
        lastStatus: null,
        lastError: WEBHOOK_TEXTS.removed,
      };
    const headers = deliveryHeaders(delivery, hook.secret, Math.floor(now() / 1000));
    const answer = await postJson(hook.url, delivery.body, headers, deps.post);
    const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
    if (delivered)
      return {
        status: 'delivered',
        nextAttemptAt: now(),
        lastStatus: answer.status,
        lastError: null,
      };
    const next = nextTry(delivery, now());
    return {
      status: next === null ? 'failed' : 'pending',
      nextAttemptAt: next ?? now(),
      lastStatus: answer.status,
      lastError: answer.error,
    };
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const delivery = await store.webhookDeliveries.claimNext(now(), now() + LEASE_MS);
      if (!delivery) return;
      const outcome = await attempt(delivery);
      await store.webhookDeliveries.settle(delivery.id, outcome);
      if (outcome.status === 'failed')
        deps.logger.error('webhook delivery given up', { delivery: delivery.id });
    }
  }

  return {
    /** Tries every delivery that is due; resolves once the work asked for so far is done. */
    drain: oneDrainAtATime(drainOnce, (err) => deps.logger.error('webhook deliveries', { err })),
  };
}

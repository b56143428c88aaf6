import type { WebhookPayload, WebhookReply, WebhookSettingsInput } from '#core/schemas/webhooks';
import { WEBHOOK_LIMITS, WEBHOOK_TEXTS } from '#core/webhooks';
import { badRequest, conflict, notFound } from '../../http-errors';
import type { Logger } from '../../logger';
import type { LeadRecord } from '../../store/leads';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import type { WebhookDelivery, WebhookRecord } from '../../store/webhooks';
import type { LeadChange } from '../leads/service';
import { newDeliveryId } from './delivery-id';
import { deliveryBody, forgottenPayload, leadPayload, sampleLead } from './payloads';
import { PrivateAddressError, refuseLiteralPrivate } from './public-address';
import { newSecret, secretHint } from './signature';

export interface IntegrationsServiceDeps {
  store: Store;
  logger: Logger;
  now: () => number;
  /** Test-only (WEBHOOK_ALLOW_PRIVATE_ADDRESSES): a webhook on this host may be saved. */
  allowPrivate: boolean;
  /** Starts a drain of the deliveries (after the reply). */
  deliverSoon: () => void;
}

const toItem = (d: WebhookDelivery): WebhookReply['deliveries'][number] => ({
  id: d.id,
  type: d.type,
  status: d.status,
  attempts: d.attempts,
  lastStatus: d.lastStatus,
  lastError: d.lastError,
  nextAttemptAt: d.status === 'pending' ? new Date(d.nextAttemptAt).toISOString() : null,
  createdAt: new Date(d.createdAt).toISOString(),
});

/** The account's webhook and its newest deliveries; `shownSecret` only where it was just made. */
async function replyOf(store: Store, ownerId: string, shownSecret?: string): Promise<WebhookReply> {
  const hook = await store.webhooks.get(ownerId);
  const recent = await store.webhookDeliveries.recent(ownerId, WEBHOOK_LIMITS.logSize);
  return {
    webhook: hook && {
      url: hook.url,
      enabled: hook.enabled,
      secretHint: secretHint(hook.secret),
      ...(shownSecret ? { secret: shownSecret } : {}),
    },
    deliveries: recent.map(toItem),
  };
}

async function enqueue(
  deps: IntegrationsServiceDeps,
  ownerId: string,
  leadId: string | null,
  at: number,
  payload: WebhookPayload,
): Promise<void> {
  await deps.store.webhookDeliveries.enqueue({
    id: payload.id,
    ownerId,
    leadId,
    type: payload.type,
    body: deliveryBody(payload),
    createdAt: at,
    nextAttemptAt: at,
  });
  deps.deliverSoon();
}

/** Sets the address (and on/off); the first save makes the signing secret, shown once. */
async function save(
  deps: IntegrationsServiceDeps,
  user: UserRecord,
  input: WebhookSettingsInput,
): Promise<WebhookReply> {
  try {
    if (!deps.allowPrivate) refuseLiteralPrivate(new URL(input.url));
  } catch (err) {
    if (err instanceof PrivateAddressError) throw badRequest(err.message);
    throw err;
  }
  const existing = await deps.store.webhooks.get(user.id);
  const secret = existing?.secret ?? newSecret();
  const at = deps.now();
  await deps.store.webhooks.put({
    ownerId: user.id,
    url: input.url,
    enabled: input.enabled,
    secret,
    createdAt: existing?.createdAt ?? at,
    updatedAt: at,
  });
  return replyOf(deps.store, user.id, existing ? undefined : secret);
}

/** A delivery's id and time, taken when its change came. */
type DeliveryStamp = { id: string; createdAt: string };

/** What a delivery of a lead's change carries: the lead as the change left it. */
async function payloadOf(
  deps: IntegrationsServiceDeps,
  change: LeadChange,
  lead: LeadRecord,
  common: DeliveryStamp,
): Promise<WebhookPayload> {
  if (change.type === 'forgotten')
    return { ...common, type: 'lead.forgotten', lead: forgottenPayload(lead, common.createdAt) };
  const title = (await deps.store.flipbooks.get(lead.flipbookId))?.title ?? '';
  const event = change.type === 'created' ? 'lead.created' : 'lead.updated';
  return { ...common, type: event, lead: leadPayload(change.lead, title) };
}

/** Integrations: an account's webhook, its signing secret, its deliveries and 'Send test'. */
export class IntegrationsService {
  /** Each lead's last change still being queued. */
  private readonly changing = new Map<string, Promise<void>>();

  constructor(private readonly deps: IntegrationsServiceDeps) {}

  /** The account's webhook as Profile → Integrations shows it. */
  view(user: UserRecord): Promise<WebhookReply> {
    return replyOf(this.deps.store, user.id);
  }

  save(user: UserRecord, input: WebhookSettingsInput): Promise<WebhookReply> {
    return save(this.deps, user, input);
  }

  async rotateSecret(user: UserRecord): Promise<WebhookReply> {
    const { store, now } = this.deps;
    const hook = await this.owned(user);
    const secret = newSecret();
    await store.webhooks.put({ ...hook, secret, updatedAt: now() });
    return replyOf(store, user.id, secret);
  }

  /** The webhook goes, and its deliveries with it (those waiting are not sent). */
  async remove(user: UserRecord): Promise<void> {
    await this.purgeOwner(user.id);
  }

  /** 'Send test': a delivery of a made-up lead; its id is the one the receiver gets. */
  async sendTest(user: UserRecord): Promise<{ id: string }> {
    const hook = await this.owned(user);
    if (!hook.enabled) throw conflict(WEBHOOK_TEXTS.webhookOff);
    const id = newDeliveryId();
    const now = this.deps.now();
    const at = new Date(now).toISOString();
    await enqueue(this.deps, user.id, null, now, {
      id,
      type: 'test',
      createdAt: at,
      lead: sampleLead(at),
    });
    return { id };
  }

  /**
   * A lead's change, for its owner's webhook when it is on. A forgotten lead's deliveries still
   * waiting are dropped first, bodies and all. Never throws: the lead call it follows stands.
   * A lead's changes are queued one after another, each with the id and time of when it came, so
   * its deliveries go in the order the changes happened.
   */
  leadChanged(change: LeadChange): Promise<void> {
    const at = this.deps.now();
    const common: DeliveryStamp = { id: newDeliveryId(), createdAt: new Date(at).toISOString() };
    const leadId = change.type === 'forgotten' ? change.leadId : change.lead.id;
    const next = (this.changing.get(leadId) ?? Promise.resolve()).then(() =>
      this.queueChange(change, leadId, at, common),
    );
    this.changing.set(leadId, next);
    return next.finally(() => {
      if (this.changing.get(leadId) === next) this.changing.delete(leadId);
    });
  }

  private async queueChange(
    change: LeadChange,
    leadId: string,
    at: number,
    common: DeliveryStamp,
  ): Promise<void> {
    const { store } = this.deps;
    try {
      if (change.type === 'forgotten')
        await store.webhookDeliveries.dropLead(leadId, WEBHOOK_TEXTS.forgotten);
      const lead = await store.leads.get(leadId);
      const hook = lead && (await store.webhooks.get(lead.ownerId));
      if (!lead || !hook?.enabled) return;
      // Forgotten since: what it held is not sent.
      if (change.type !== 'forgotten' && lead.deletedAt !== null) return;
      const payload = await payloadOf(this.deps, change, lead, common);
      await enqueue(this.deps, lead.ownerId, lead.id, at, payload);
    } catch (err) {
      this.deps.logger.error('lead webhook not queued', { lead: leadId, err });
    }
  }

  /** Account deletion: the webhook and every delivery. */
  async purgeOwner(ownerId: string): Promise<void> {
    await this.deps.store.webhooks.remove(ownerId);
    await this.deps.store.webhookDeliveries.purgeOwner(ownerId);
  }

  private async owned(user: UserRecord): Promise<WebhookRecord> {
    const hook = await this.deps.store.webhooks.get(user.id);
    if (!hook) throw notFound(WEBHOOK_TEXTS.noWebhook);
    return hook;
  }
}

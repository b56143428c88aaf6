import { Send, Trash2 } from 'lucide-react';
import { WEBHOOK_TEXTS } from '#core/webhooks';
import { Button } from '../../ui/button';
import { DeliveryLog } from './integrations/delivery-log';
import { SecretPanel } from './integrations/secret-panel';
import { useWebhook } from './integrations/use-webhook';
import { useWebhookActions } from './integrations/use-webhook-actions';
import { WebhookForm } from './integrations/webhook-form';

/**
 * The Integrations tab: a webhook that hands every new, updated and forgotten lead to a CRM,
 * signed with a secret shown once, with 'Send test' and the log of its last deliveries.
 */
export function IntegrationsTab({ verified }: { verified: boolean }) {
  if (!verified)
    return (
      <div>
        <h2 className="text-lg font-semibold">Webhook</h2>
        <p className="mt-1 text-sm text-fg-muted">{WEBHOOK_TEXTS.verifyFirst}</p>
      </div>
    );
  return <WebhookSettings />;
}

function WebhookSettings() {
  const { reply, failed, secret, apply, reload } = useWebhook();
  const actions = useWebhookActions(apply, reload);
  if (!reply)
    return failed ? (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        Unable to load integrations
      </p>
    ) : (
      <p className="text-sm text-fg-muted">Loading...</p>
    );
  return (
    <div>
      <h2 className="text-lg font-semibold">Webhook</h2>
      <p className="mt-1 text-sm text-fg-muted">
        Every new lead, update and forgotten lead is sent to this address as signed JSON, and tried
        again for 24 hours until it answers with a 2xx status.
      </p>
      <WebhookForm
        key={`${reply.webhook?.url}:${reply.webhook?.enabled}`}
        current={reply.webhook}
        onSaved={apply}
      />
      {reply.webhook && (
        <>
          <SecretPanel
            hint={reply.webhook.secretHint}
            secret={secret}
            rotating={actions.busy === 'rotate'}
            onRotate={actions.rotate}
          />
          <div className="mt-6 flex flex-wrap gap-2">
            <Button variant="outline" disabled={actions.busy === 'test'} onClick={actions.sendTest}>
              <Send className="size-4" aria-hidden />
              {actions.busy === 'test' ? 'Sending…' : 'Send test'}
            </Button>
            <Button variant="ghost" disabled={actions.busy === 'remove'} onClick={actions.remove}>
              <Trash2 className="size-4" aria-hidden />
              Remove webhook
            </Button>
          </div>
        </>
      )}
      <div className="mt-8 flex items-center justify-between gap-2">
        <h3 className="font-semibold">Recent deliveries</h3>
        <Button variant="ghost" size="sm" onClick={() => void reload()}>
          Refresh
        </Button>
      </div>
      <DeliveryLog deliveries={reply.deliveries} />
    </div>
  );
}

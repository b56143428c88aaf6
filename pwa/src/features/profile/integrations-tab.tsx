import { Send, Trash2 } from 'lucide-react';
import { Button } from '../../ui/button';
import { DeliveryLog } from './integrations/delivery-log';
import { SecretPanel } from './integrations/secret-panel';
import { useWebhook } from './integrations/use-webhook';
import { useWebhookActions } from './integrations/use-webhook-actions';
import { WebhookForm } from './integrations/webhook-form';
import { useProfileT } from './profile-texts';

/**
 * The Integrations tab: a webhook that hands every new, updated and forgotten lead to a CRM,
 * signed with a secret shown once, with 'Send test' and the log of its last deliveries.
 */
export function IntegrationsTab({ verified }: { verified: boolean }) {
  const t = useProfileT();
  if (!verified)
    return (
      <div>
        <h2 className="text-lg font-semibold">{t('profile.webhook.heading')}</h2>
        <p className="mt-1 text-sm text-fg-muted">{t('profile.webhook.verifyFirst')}</p>
      </div>
    );
  return <WebhookSettings />;
}

function WebhookSettings() {
  const t = useProfileT();
  const { reply, failed, secret, apply, reload } = useWebhook();
  const actions = useWebhookActions(apply, reload);
  if (!reply)
    return failed ? (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t('profile.webhook.loadFailed')}
      </p>
    ) : (
      <p className="text-sm text-fg-muted">{t('profile.webhook.loading')}</p>
    );
  return (
    <div>
      <h2 className="text-lg font-semibold">{t('profile.webhook.heading')}</h2>
      <p className="mt-1 text-sm text-fg-muted">{t('profile.webhook.explain')}</p>
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
              {t(
                actions.busy === 'test'
                  ? 'profile.webhook.sendingTest'
                  : 'profile.webhook.sendTest',
              )}
            </Button>
            <Button variant="ghost" disabled={actions.busy === 'remove'} onClick={actions.remove}>
              <Trash2 className="size-4" aria-hidden />
              {t('profile.webhook.remove')}
            </Button>
          </div>
        </>
      )}
      <div className="mt-8 flex items-center justify-between gap-2">
        <h3 className="font-semibold">{t('profile.deliveries.heading')}</h3>
        <Button variant="ghost" size="sm" onClick={() => void reload()}>
          {t('profile.deliveries.refresh')}
        </Button>
      </div>
      <DeliveryLog deliveries={reply.deliveries} />
    </div>
  );
}

import type { WebhookReply } from '#core/schemas/webhooks';
import { toast } from '../../../ui/toast';
import { useOneChange } from '../../../ui/use-one-change';
import { useProfileT } from '../profile-texts';
import { webhookCalls } from './webhook-calls';

type Busy = 'rotate' | 'test' | 'remove' | null;

/** 'Rotate secret', 'Send test' and 'Remove webhook', each saying in a toast how it went. */
export function useWebhookActions(
  apply: (reply: WebhookReply) => void,
  reload: () => Promise<void>,
) {
  const t = useProfileT();
  const { busy, run } = useOneChange<Exclude<Busy, null>>();

  return {
    busy,
    rotate: () =>
      void run('rotate', webhookCalls.rotateSecret, t('profile.secret.rotateFailed'), apply),
    sendTest: () =>
      void run('test', webhookCalls.sendTest, t('profile.webhook.testFailed'), async () => {
        toast({
          title: t('profile.webhook.testSent'),
          description: t('profile.webhook.testSentExplain'),
        });
        await reload();
      }),
    remove: () =>
      void run('remove', webhookCalls.remove, t('profile.webhook.removeFailed'), async () => {
        toast({ title: t('profile.webhook.removed') });
        await reload();
      }),
  };
}

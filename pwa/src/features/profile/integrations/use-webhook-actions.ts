import type { WebhookReply } from '#core/schemas/webhooks';
import { toast } from '../../../ui/toast';
import { useOneChange } from '../../../ui/use-one-change';
import { webhookCalls } from './webhook-calls';

type Busy = 'rotate' | 'test' | 'remove' | null;

/** 'Rotate secret', 'Send test' and 'Remove webhook', each saying in a toast how it went. */
export function useWebhookActions(
  apply: (reply: WebhookReply) => void,
  reload: () => Promise<void>,
) {
  const { busy, run } = useOneChange<Exclude<Busy, null>>();

  return {
    busy,
    rotate: () =>
      void run('rotate', webhookCalls.rotateSecret, 'Failed to rotate the secret', apply),
    sendTest: () =>
      void run('test', webhookCalls.sendTest, 'Failed to send the test', async () => {
        toast({ title: 'Test sent', description: 'Its delivery appears in the log below.' });
        await reload();
      }),
    remove: () =>
      void run('remove', webhookCalls.remove, 'Failed to remove the webhook', async () => {
        toast({ title: 'Webhook removed' });
        await reload();
      }),
  };
}

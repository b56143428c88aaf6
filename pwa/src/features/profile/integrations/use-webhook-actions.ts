import { useState } from 'react';
import type { WebhookReply } from '#core/schemas/webhooks';
import { type ApiResult, failureText } from '../../../data/api-client';
import { toast } from '../../../ui/toast';
import { webhookCalls } from './webhook-calls';

type Busy = 'rotate' | 'test' | 'remove' | null;

/** 'Rotate secret', 'Send test' and 'Remove webhook', each saying in a toast how it went. */
export function useWebhookActions(
  apply: (reply: WebhookReply) => void,
  reload: () => Promise<void>,
) {
  const [busy, setBusy] = useState<Busy>(null);

  async function run<T>(
    kind: Exclude<Busy, null>,
    call: () => Promise<ApiResult<T>>,
    failure: string,
    done: (value: T) => void | Promise<void>,
  ) {
    setBusy(kind);
    const outcome = await call();
    setBusy(null);
    if (outcome.kind === 'ok') await done(outcome.value);
    else
      toast({
        title: failure,
        description: failureText(outcome, 'Check your connection and try again.'),
        variant: 'destructive',
      });
  }

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

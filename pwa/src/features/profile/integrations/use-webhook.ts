import { useCallback, useEffect, useState } from 'react';
import type { WebhookReply } from '#core/schemas/webhooks';
import { webhookCalls } from './webhook-calls';

/**
 * The account's webhook and its log, as the server last said; `secret` is the signing secret of
 * the last reply that carried it whole (shown once, until the tab is left).
 */
export function useWebhook() {
  const [reply, setReply] = useState<WebhookReply | null>(null);
  const [failed, setFailed] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const apply = useCallback((next: WebhookReply) => {
    setReply(next);
    setFailed(false);
    if (next.webhook?.secret) setSecret(next.webhook.secret);
    if (!next.webhook) setSecret(null);
  }, []);

  const reload = useCallback(async () => {
    const result = await webhookCalls.read();
    if (result.kind === 'ok') apply(result.value);
    else setFailed(true);
  }, [apply]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { reply, failed, secret, apply, reload };
}

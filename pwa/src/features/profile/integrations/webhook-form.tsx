import { type FormEvent, useState } from 'react';
import { type WebhookReply, webhookSettingsInput } from '#core/schemas/webhooks';
import { WEBHOOK_LIMITS } from '#core/webhooks';
import { failureText } from '../../../data/api-client';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { toast } from '../../../ui/toast';
import { useProfileT } from '../profile-texts';
import { webhookCalls } from './webhook-calls';

/** An address of the right form, as a placeholder: the same in every language. */
const EXAMPLE_URL = 'https://crm.example.com/hooks/flipfold';

/** The endpoint's address and Save: checked here as the server checks it, then saved. */
export function WebhookForm({
  current,
  onSaved,
}: {
  current: WebhookReply['webhook'];
  onSaved: (reply: WebhookReply) => void;
}) {
  const t = useProfileT();
  const [url, setUrl] = useState(current?.url ?? '');
  const [enabled, setEnabled] = useState(current?.enabled ?? true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = webhookSettingsInput.safeParse({ url, enabled });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('profile.webhook.checkAddress'));
      return;
    }
    setError(null);
    setSaving(true);
    const outcome = await webhookCalls.save(parsed.data);
    setSaving(false);
    if (outcome.kind === 'ok') {
      onSaved(outcome.value);
      toast({ title: t('profile.webhook.saved') });
    } else {
      setError(failureText(outcome, t('profile.webhook.saveFailed')));
    }
  }

  return (
    <form className="mt-4 grid gap-3" onSubmit={submit} noValidate>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label={t('profile.webhook.url')}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={EXAMPLE_URL}
          maxLength={WEBHOOK_LIMITS.urlMaxChars}
          value={url}
          error={error}
          onChange={(e) => setUrl(e.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={saving} className="h-11 sm:mt-[1.625rem]">
          {t(saving ? 'profile.webhook.saving' : 'profile.webhook.save')}
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="size-4 accent-primary"
        />
        {t('profile.webhook.enabled')}
      </label>
    </form>
  );
}

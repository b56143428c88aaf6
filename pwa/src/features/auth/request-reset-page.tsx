import { ArrowLeft, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiCall } from '../../data/api-client';
import { useAppT } from '../../ui/app-texts';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { PageCard } from '../../ui/page-card';

/** /request-reset: asks for a reset link; the answer never tells whether the account exists. */
export function RequestResetPage() {
  const navigate = useNavigate();
  const t = useAppT();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setSending(true);
    // The same answer whatever the result, so nobody can probe which addresses have accounts.
    await apiCall('/api/auth/request-reset', {
      method: 'POST',
      body: { username: email.trim() },
    });
    setSending(false);
    setSent(true);
  }

  return (
    <PageCard>
      <h1 className="text-2xl font-semibold tracking-tight">{t('auth.requestReset.title')}</h1>
      <p className="mt-1 text-sm text-fg-muted">{t('auth.requestReset.intro')}</p>
      <form className="mt-6 grid gap-4" onSubmit={submit}>
        <FormField
          label={t('auth.requestReset.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {sent && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900 dark:border-green-800 dark:bg-green-950/60 dark:text-green-100"
          >
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('auth.requestReset.sent')}
          </p>
        )}
        <Button type="submit" size="lg" disabled={sending} className="w-full">
          {t('auth.requestReset.send')}
        </Button>
        <Button variant="ghost" size="lg" className="w-full" onClick={() => navigate('/')}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t('auth.requestReset.back')}
        </Button>
      </form>
    </PageCard>
  );
}

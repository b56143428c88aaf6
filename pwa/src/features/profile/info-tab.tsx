import { type FormEvent, type ReactNode, useState } from 'react';
import { ACCOUNT_LIMITS } from '#core/limits';
import type { PublicUser } from '#core/schemas/auth';
import { reloadAfterVerification } from '../../state/session';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { FormField } from '../../ui/form-field';
import { toast, toastsLoaded } from '../../ui/toast';
import { LanguageSetting } from './language-setting';
import { profileCall } from './profile-calls';
import { useProfileT } from './profile-texts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** The Info tab: account details and, while unverified, the code entry. */
export function InfoTab({ user }: { user: PublicUser }) {
  const t = useProfileT();
  return (
    <div>
      <h2 className="text-lg font-semibold">{t('profile.info.heading')}</h2>
      <dl className="mt-2 divide-y divide-border">
        <Row label={t('profile.info.username')}>{user.username}</Row>
        <Row label={t('profile.info.email')}>{user.email}</Row>
        <Row label={t('profile.info.displayName')}>
          {user.name || (
            <span className="font-normal text-fg-muted">{t('profile.info.notSet')}</span>
          )}
        </Row>
        <Row label={t('profile.info.verification')}>
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden
              className={cn(
                'size-2.5 rounded-full',
                user.isVerified ? 'bg-green-500' : 'bg-yellow-400',
              )}
            />
            {t(user.isVerified ? 'profile.info.verified' : 'profile.info.notVerified')}
          </span>
        </Row>
      </dl>
      {!user.isVerified && <VerifyByCode email={user.email} />}
      <LanguageSetting />
    </div>
  );
}

function VerifyByCode({ email }: { email: string }) {
  const t = useProfileT();
  const digits = ACCOUNT_LIMITS.verificationCodeDigits;
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);

  async function sendCode() {
    setSending(true);
    const outcome = await profileCall('/api/auth/send-verification-code');
    setSending(false);
    if (outcome.kind === 'ok') toast({ title: t('profile.verify.sent') });
    else if (outcome.kind === 'refused')
      toast({
        title: t('profile.verify.sendFailed'),
        description: outcome.error.serverError ?? undefined,
        variant: 'destructive',
      });
    else toast({ title: t('profile.verify.sendError'), variant: 'destructive' });
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setVerifying(true);
    const outcome = await profileCall('/api/auth/verify-email-code', { code });
    setVerifying(false);
    if (outcome.kind === 'ok') {
      toast({ title: t('profile.verify.done') });
      reloadAfterVerification(email, toastsLoaded());
    } else if (outcome.kind === 'refused')
      toast({
        title: t('profile.verify.failed'),
        description: outcome.error.serverError ?? undefined,
        variant: 'destructive',
      });
    else toast({ title: t('profile.verify.error'), variant: 'destructive' });
  }

  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
      <h3 className="font-semibold">{t('profile.verify.heading')}</h3>
      <p className="mt-1 text-sm text-fg-muted">{t('profile.verify.intro', { digits })}</p>
      <Button variant="outline" className="mt-3" onClick={sendCode} disabled={sending}>
        {t('profile.verify.send')}
      </Button>
      <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={verify}>
        <FormField
          label={t('profile.verify.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${digits}}`}
          title={t('profile.verify.codeHint', { digits })}
          required
          maxLength={digits}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          className="sm:w-48"
        />
        <Button type="submit" disabled={verifying} className="h-11">
          {t(verifying ? 'profile.verify.verifying' : 'profile.verify.verify')}
        </Button>
      </form>
    </div>
  );
}

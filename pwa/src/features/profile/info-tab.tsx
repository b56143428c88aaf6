import { type FormEvent, type ReactNode, useState } from 'react';
import { CODE_NAME } from '#core/limit-texts';
import { ACCOUNT_LIMITS } from '#core/limits';
import type { PublicUser } from '#core/schemas/auth';
import { reloadAfterVerification } from '../../state/session';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { FormField } from '../../ui/form-field';
import { toast, toastsLoaded } from '../../ui/toast';
import { profileCall } from './profile-calls';

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
  return (
    <div>
      <h2 className="text-lg font-semibold">Account information</h2>
      <dl className="mt-2 divide-y divide-border">
        <Row label="Username">{user.username}</Row>
        <Row label="Email">{user.email}</Row>
        <Row label="Display name">
          {user.name || <span className="font-normal text-fg-muted">Not set</span>}
        </Row>
        <Row label="Verification status">
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden
              className={cn(
                'size-2.5 rounded-full',
                user.isVerified ? 'bg-green-500' : 'bg-yellow-400',
              )}
            />
            {user.isVerified ? 'Verified' : 'Not verified'}
          </span>
        </Row>
      </dl>
      {!user.isVerified && <VerifyByCode email={user.email} />}
    </div>
  );
}

function VerifyByCode({ email }: { email: string }) {
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);

  async function sendCode() {
    setSending(true);
    const outcome = await profileCall('/api/auth/send-verification-code');
    setSending(false);
    if (outcome.kind === 'ok') toast({ title: 'Verification code sent to your email!' });
    else if (outcome.kind === 'refused')
      toast({
        title: 'Failed to send verification code',
        description: outcome.error.serverError ?? undefined,
        variant: 'destructive',
      });
    else toast({ title: 'Error sending verification code', variant: 'destructive' });
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setVerifying(true);
    const outcome = await profileCall('/api/auth/verify-email-code', { code });
    setVerifying(false);
    if (outcome.kind === 'ok') {
      toast({ title: 'Email verified successfully!' });
      reloadAfterVerification(email, toastsLoaded());
    } else if (outcome.kind === 'refused')
      toast({
        title: 'Verification failed',
        description: outcome.error.serverError ?? undefined,
        variant: 'destructive',
      });
    else toast({ title: 'Error verifying email', variant: 'destructive' });
  }

  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
      <h3 className="font-semibold">Verify your email</h3>
      <p className="mt-1 text-sm text-fg-muted">
        Get a {CODE_NAME} by email and enter it here to start creating flipbooks.
      </p>
      <Button variant="outline" className="mt-3" onClick={sendCode} disabled={sending}>
        Send verification code
      </Button>
      <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={verify}>
        <FormField
          label="Verification code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${ACCOUNT_LIMITS.verificationCodeDigits}}`}
          title={`The ${CODE_NAME} from the email`}
          required
          maxLength={ACCOUNT_LIMITS.verificationCodeDigits}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          className="sm:w-48"
        />
        <Button type="submit" disabled={verifying} className="h-11">
          {verifying ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
    </div>
  );
}

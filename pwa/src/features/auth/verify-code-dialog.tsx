import { MailCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { ACCOUNT_LIMITS } from '../../../../core/limits';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { FormAlert, inputClass } from '../../ui/form-field';
import { toast } from '../../ui/toast';
import { useFocusReturn } from '../../ui/use-focus-return';
import { resendVerification, verifyCode, verifyFailureText } from './auth-calls';

const RESEND_COOLDOWN_SECONDS = ACCOUNT_LIMITS.resendCooldownMs / 1000;

export interface PendingVerification {
  email: string;
  authToken: string | null;
}

/**
 * 'Verify Your Email': opened after a successful sign-up. Outside clicks and Escape do not close
 * it; the code just mailed starts the resend cooldown, as the server refuses an earlier resend.
 */
export function VerifyCodeDialog({
  pending,
  onVerified,
  onClose,
}: {
  pending: PendingVerification | null;
  onVerified: () => void;
  onClose: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (!pending) return;
    setCode('');
    setError(null);
    setCooldown(RESEND_COOLDOWN_SECONDS);
  }, [pending]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const valid = /^\d{6}$/.test(code);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending || !valid || verifying) return;
    setVerifying(true);
    setError(null);
    const result = await verifyCode(code, pending.authToken);
    setVerifying(false);
    if (result.kind === 'ok') onVerified();
    else setError(verifyFailureText(result));
  }

  async function resend() {
    if (!pending) return;
    setCooldown(RESEND_COOLDOWN_SECONDS);
    if ((await resendVerification(pending.email)).kind !== 'ok') {
      toast({ title: 'Failed to resend verification email', variant: 'destructive' });
    }
  }

  const returnFocus = useFocusReturn(pending !== null);
  return (
    <Dialog.Root open={pending !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl"
        >
          <div className="grid justify-items-center gap-3 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-primary text-primary-ink">
              <MailCheck className="size-6" aria-hidden />
            </span>
            <Dialog.Title className="text-xl font-semibold">Verify Your Email</Dialog.Title>
            <Dialog.Description className="text-sm text-fg-muted">
              We sent a verification code to
              <span className="block font-medium [overflow-wrap:anywhere] text-fg">
                {pending?.email}
              </span>
              Enter the 6-digit code below.
            </Dialog.Description>
          </div>
          <form className="mt-5 grid gap-4" onSubmit={submit} noValidate>
            {error && <FormAlert>{error}</FormAlert>}
            <div className="grid gap-1.5">
              <label htmlFor="verification-code" className="text-sm font-medium">
                Verification code
              </label>
              <input
                id="verification-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                placeholder="000000"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                aria-invalid={error ? true : undefined}
                className={cn(
                  inputClass,
                  'h-14 text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl',
                )}
              />
            </div>
            <Button type="submit" size="lg" disabled={!valid || verifying} className="w-full">
              {verifying ? 'Verifying...' : 'Verify'}
            </Button>
            <Button
              variant="outline"
              size="lg"
              onClick={resend}
              disabled={cooldown > 0}
              className="w-full"
            >
              {cooldown > 0 ? `Resend in ${cooldown}s` : 'Resend Code'}
            </Button>
          </form>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 grid size-9 place-items-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <X className="size-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { MailCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { ACCOUNT_LIMITS } from '#core/limits';
import type { PendingVerification } from '../../state/auth-dialog';
import { useAppT } from '../../ui/app-texts';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-field';
import { useFocusReturn } from '../../ui/use-focus-return';
import { useCodeVerification } from './use-code-verification';
import { useResendCode } from './use-resend-code';
import { VerificationCodeField } from './verification-code-field';

/**
 * 'Verify Your Email': opened after a successful sign-up. Outside clicks and Escape do not
 * close it.
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
  const t = useAppT();
  const verification = useCodeVerification(pending, onVerified);
  const { cooldown, resend } = useResendCode(pending);
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
            <Dialog.Title className="text-xl font-semibold">{t('auth.verify.title')}</Dialog.Title>
            <Dialog.Description className="text-sm text-fg-muted">
              {t('auth.verify.sentTo')}
              <span className="block font-medium [overflow-wrap:anywhere] text-fg">
                {pending?.email}
              </span>
              {t('auth.verify.enterCode', { digits: ACCOUNT_LIMITS.verificationCodeDigits })}
            </Dialog.Description>
          </div>
          <form className="mt-5 grid gap-4" onSubmit={verification.submit} noValidate>
            {verification.error && <FormAlert>{verification.error}</FormAlert>}
            <VerificationCodeField
              code={verification.code}
              invalid={!!verification.error}
              onChange={verification.setCode}
            />
            <Button
              type="submit"
              size="lg"
              disabled={!verification.valid || verification.verifying}
              className="w-full"
            >
              {t(verification.verifying ? 'auth.verify.verifying' : 'auth.verify.submit')}
            </Button>
            <Button
              variant="outline"
              size="lg"
              onClick={resend}
              disabled={cooldown > 0}
              className="w-full"
            >
              {cooldown > 0
                ? t('auth.verify.resendIn', { seconds: cooldown })
                : t('auth.verify.resend')}
            </Button>
          </form>
          <Dialog.Close
            aria-label={t('app.close')}
            className="absolute end-3 top-3 grid size-9 place-items-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg"
          >
            <X className="size-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { useEffect, useState } from 'react';
import { ACCOUNT_LIMITS } from '#core/limits';
import { t } from '../../i18n/i18n';
import type { PendingVerification } from '../../state/auth-dialog';
import { toast } from '../../ui/toast';
import { resendVerification } from './auth-calls';

const RESEND_COOLDOWN_SECONDS = ACCOUNT_LIMITS.resendCooldownMs / 1000;

/**
 * Resending the code, and the seconds left before it may be resent. A code just mailed (at sign-up)
 * starts the cooldown too, as the server refuses an earlier resend.
 */
export function useResendCode(pending: PendingVerification | null) {
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (pending) setCooldown(pending.justSent ? RESEND_COOLDOWN_SECONDS : 0);
  }, [pending]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function resend() {
    if (!pending) return;
    setCooldown(RESEND_COOLDOWN_SECONDS);
    if ((await resendVerification(pending.email)).kind !== 'ok') {
      toast({ title: t('auth.verify.resendFailed'), variant: 'destructive' });
    }
  }

  return { cooldown, resend };
}

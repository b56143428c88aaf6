import { type FormEvent, useEffect, useState } from 'react';
import { VERIFICATION_CODE_PATTERN } from '#core/limit-texts';
import type { PendingVerification } from '../../state/auth-dialog';
import { verifyCode, verifyFailureText } from './auth-calls';

/** The code typed in, its submission and the error it got; a new signup starts afresh. */
export function useCodeVerification(pending: PendingVerification | null, onVerified: () => void) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  useEffect(() => {
    if (!pending) return;
    setCode('');
    setError(null);
  }, [pending]);

  const valid = VERIFICATION_CODE_PATTERN.test(code);

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

  return { code, setCode, error, verifying, valid, submit };
}

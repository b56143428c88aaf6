import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InvalidResetLink } from './password-reset/invalid-reset-link';
import { PasswordUpdated } from './password-reset/password-updated';
import { ResetPasswordForm } from './password-reset/reset-password-form';

/** /reset-password?token=...: sets a new password with a live checklist. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);

  if (!token) return <InvalidResetLink />;
  if (done) return <PasswordUpdated />;
  return <ResetPasswordForm token={token} onDone={() => setDone(true)} />;
}

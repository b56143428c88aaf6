import { Check, Circle, CircleAlert, CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  PASSWORD_RULES,
  PASSWORDS_DO_NOT_MATCH,
  passwordProblem,
} from '../../../../core/password-rules';
import { apiCall, failureText } from '../../data/api-client';
import { openAuthDialog } from '../../state/auth-dialog';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { FormAlert, PasswordField } from '../../ui/form-field';
import { PageCard } from '../../ui/page-card';

/** The first problem, in the order of the password rules (docs/product-rules.md). */
function resetProblem(password: string, confirm: string): string | null {
  if (!password || !confirm) return 'Both password fields are required';
  return passwordProblem(password) ?? (password === confirm ? null : PASSWORDS_DO_NOT_MATCH);
}

/** /reset-password?token=...: sets a new password with a live checklist. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <PageCard>
        <div role="alert" className="grid justify-items-center gap-3 text-center">
          <CircleAlert className="size-10 text-red-600 dark:text-red-400" aria-hidden />
          <h1 className="text-xl font-semibold">Invalid Link</h1>
          <p className="text-sm text-fg-muted">
            Invalid Link: This password reset link is invalid or has expired
          </p>
        </div>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to="/request-reset">Request a new link</Link>
        </Button>
      </PageCard>
    );
  }

  if (done) {
    return (
      <PageCard>
        <div role="status" className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="size-10 text-green-600 dark:text-green-400" aria-hidden />
          <h1 className="text-xl font-semibold">Password updated successfully!</h1>
          <p className="text-sm text-fg-muted">You can now sign in with your new password.</p>
        </div>
        <Button
          size="lg"
          className="mt-6 w-full"
          onClick={() => {
            navigate('/');
            openAuthDialog('signin');
          }}
        >
          Go to Sign In
        </Button>
      </PageCard>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = resetProblem(password, confirm);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const result = await apiCall('/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: password },
    });
    setSaving(false);
    if (result.kind === 'ok') setDone(true);
    else setError(failureText(result, 'Password reset failed'));
  }

  const checks = [
    ...PASSWORD_RULES.map((rule) => ({ label: rule.checklist, met: rule.test(password) })),
    { label: 'Passwords match', met: password.length > 0 && password === confirm },
  ];

  return (
    <PageCard>
      <h1 className="text-2xl font-semibold tracking-tight">Set a new password</h1>
      <p className="mt-1 text-sm text-fg-muted">Choose a strong password for your account.</p>
      <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
        {error && <FormAlert>{error}</FormAlert>}
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <ul className="grid gap-1.5 text-sm" aria-label="Password checklist">
          {checks.map((check) => (
            <li
              key={check.label}
              className={cn(
                'flex items-center gap-2',
                check.met ? 'text-green-700 dark:text-green-400' : 'text-fg-muted',
              )}
            >
              {check.met ? (
                <Check className="size-4 shrink-0" aria-hidden />
              ) : (
                <Circle className="size-4 shrink-0" aria-hidden />
              )}
              {check.label}
              <span className="sr-only">{check.met ? '(done)' : '(not yet)'}</span>
            </li>
          ))}
        </ul>
        <Button type="submit" size="lg" disabled={saving} className="w-full">
          Update password
        </Button>
      </form>
    </PageCard>
  );
}

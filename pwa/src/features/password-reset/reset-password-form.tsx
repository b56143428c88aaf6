import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { FormAlert, PasswordField } from '../../ui/form-field';
import { PageCard } from '../../ui/page-card';
import { PasswordChecklist } from './password-checklist';
import { usePasswordReset } from './use-password-reset';

/** The new password, typed twice under the live checklist, sent with the link's token. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, saving, reset } = usePasswordReset(token, onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    void reset(password, confirm);
  }

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
        <PasswordChecklist password={password} confirm={confirm} />
        <Button type="submit" size="lg" disabled={saving} className="w-full">
          Update password
        </Button>
      </form>
    </PageCard>
  );
}

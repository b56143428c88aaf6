import { type FormEvent, useState } from 'react';
import { Button } from '#pwa/ui/button.tsx';
import { FormAlert } from '#pwa/ui/form-field.tsx';
import { NewPasswordFields } from '#pwa/ui/new-password-fields.tsx';
import { PageCard } from '#pwa/ui/page-card.tsx';
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
        <NewPasswordFields
          labels={{ password: 'New password', confirm: 'Confirm password' }}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          checks={<PasswordChecklist password={password} confirm={confirm} />}
        />
        <Button type="submit" size="lg" disabled={saving} className="w-full">
          Update password
        </Button>
      </form>
    </PageCard>
  );
}

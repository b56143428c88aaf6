import { type FormEvent, useState } from 'react';
import { useAppT } from '#pwa/ui/app-texts';
import { Button } from '#pwa/ui/button.tsx';
import { FormAlert } from '#pwa/ui/form-field.tsx';
import { NewPasswordFields } from '#pwa/ui/new-password-fields.tsx';
import { PageCard } from '#pwa/ui/page-card.tsx';
import { PasswordChecklist } from './password-checklist';
import { usePasswordReset } from './use-password-reset';

/** The new password, typed twice under the live checklist, sent with the link's token. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useAppT();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, saving, reset } = usePasswordReset(token, onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    void reset(password, confirm);
  }

  return (
    <PageCard>
      <h1 className="text-2xl font-semibold tracking-tight">{t('auth.reset.title')}</h1>
      <p className="mt-1 text-sm text-fg-muted">{t('auth.reset.intro')}</p>
      <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
        {error && <FormAlert>{error}</FormAlert>}
        <NewPasswordFields
          labels={{
            password: t('auth.reset.newPassword'),
            confirm: t('auth.reset.confirmPassword'),
          }}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          checks={<PasswordChecklist password={password} confirm={confirm} />}
        />
        <Button type="submit" size="lg" disabled={saving} className="w-full">
          {t('auth.reset.submit')}
        </Button>
      </form>
    </PageCard>
  );
}

import { type FormEvent, useState } from 'react';
import { changePasswordTooShort } from '#core/password-rules';
import { t as say } from '#pwa/i18n/i18n';
import { saveSession, sessionStore } from '../../state/session';
import { useAppT } from '../../ui/app-texts';
import { Button } from '../../ui/button';
import { FormAlert, PasswordField } from '../../ui/form-field';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { CHANGE_TOO_SHORT, PASSWORDS_DIFFER } from '../../ui/password-texts';
import { toast } from '../../ui/toast';
import { profileCall } from './profile-calls';
import { useProfileT } from './profile-texts';

/** The form's own client-side checks, in order (docs/product-rules.md, "Passwords"). */
function clientProblem(next: string, confirm: string): string | null {
  const worded =
    next !== confirm ? PASSWORDS_DIFFER : changePasswordTooShort(next) ? CHANGE_TOO_SHORT : null;
  return worded && say(worded.id, worded.values);
}

/** The Password tab: current, new and confirm. */
export function PasswordTab() {
  const t = useProfileT();
  // The password rules' words are the app's (shared with sign-up and reset).
  useAppT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    const problem = clientProblem(next, confirm);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const outcome = await profileCall<{ authToken?: string }>('/api/user/change-password', {
      currentPassword: current,
      newPassword: next,
    });
    setSaving(false);
    if (outcome.kind === 'ok') {
      // The change ends older sessions; the reply carries this device's new token.
      const user = sessionStore.get().user;
      if (user && outcome.value.authToken) saveSession(user, outcome.value.authToken);
      setCurrent('');
      setNext('');
      setConfirm('');
      toast({ title: t('profile.password.changed') });
    } else if (outcome.kind === 'refused') {
      setError(outcome.error.serverError || t('profile.password.failed'));
      toast({ title: t('profile.password.failed'), variant: 'destructive' });
    } else {
      toast({ title: t('profile.password.error'), variant: 'destructive' });
    }
  }

  return (
    <div>
      <h2 className="text-lg font-semibold">{t('profile.password.heading')}</h2>
      <form className="mt-4 grid max-w-md gap-4" onSubmit={submit}>
        {error && <FormAlert>{error}</FormAlert>}
        <PasswordField
          label={t('profile.password.current')}
          name="currentPassword"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <NewPasswordFields
          labels={{ password: t('profile.password.new'), confirm: t('profile.password.confirm') }}
          password={next}
          confirm={confirm}
          onPassword={setNext}
          onConfirm={setConfirm}
        />
        <Button type="submit" disabled={saving} className="justify-self-start">
          {t(saving ? 'profile.password.changing' : 'profile.password.change')}
        </Button>
      </form>
    </div>
  );
}

import { type FormEvent, useCallback } from 'react';
import { useAppT } from '../../ui/app-texts';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { AccountTypeChoice } from './account-type-choice';
import { EmailStatus } from './email-status';
import type { SetDraftField } from './set-draft-field';
import { displayNameOf, type SignupDraft, signupBlocked, usernameError } from './signup-draft';
import { SignupNameFields } from './signup-name-fields';
import { SignupPasswordFields } from './signup-password-fields';
import { useEmailAvailability } from './use-email-availability';
import { useUsernameSuggestion } from './use-username-suggestion';

/** The Sign Up tab; the draft lives in the parent so it survives the verification step. */
export function SignUpForm({
  draft,
  onChange,
  loading,
  onSubmit,
}: {
  draft: SignupDraft;
  onChange: (update: (draft: SignupDraft) => SignupDraft) => void;
  loading: boolean;
  onSubmit: () => void;
}) {
  const t = useAppT();
  const usernameProblem = usernameError(draft.username);
  const set: SetDraftField = (key, value) => onChange((d) => ({ ...d, [key]: value }));
  const displayName = displayNameOf(draft);
  const availability = useEmailAvailability(draft.email);
  const suggest = useCallback(
    (name: string) => onChange((d) => (d.usernameEdited ? d : { ...d, username: name })),
    [onChange],
  );
  useUsernameSuggestion(displayName, suggest);
  const blocked = signupBlocked(draft, availability === 'taken');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blocked && !loading) onSubmit();
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <AccountTypeChoice value={draft.accountType} onChange={(type) => set('accountType', type)} />
      <SignupNameFields draft={draft} displayName={displayName} set={set} />
      <FormField
        label={t('auth.username')}
        name="newUsername"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={draft.username}
        onChange={(e) =>
          onChange((d) => ({ ...d, username: e.target.value, usernameEdited: true }))
        }
        error={usernameProblem && t(usernameProblem.id, usernameProblem.values)}
        hint={draft.username ? null : t('auth.usernameHint')}
        required
      />
      <FormField
        label={t('auth.emailAddress')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={draft.email}
        onChange={(e) => set('email', e.target.value)}
        error={availability === 'taken' ? t('auth.emailTaken') : null}
        trailing={<EmailStatus state={availability} />}
        required
      />
      <SignupPasswordFields draft={draft} set={set} />
      <Button type="submit" size="lg" disabled={blocked || loading} className="w-full">
        {t(loading ? 'auth.creatingAccount' : 'auth.createAccount')}
      </Button>
    </form>
  );
}

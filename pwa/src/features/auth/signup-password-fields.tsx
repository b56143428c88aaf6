import { useAppT } from '../../ui/app-texts';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { PasswordChecks } from './password-checks';
import type { SetDraftField } from './set-draft-field';
import type { SignupDraft } from './signup-draft';

/** The new password, its confirmation, and the live list of unmet sign-up rules under them. */
export function SignupPasswordFields({ draft, set }: { draft: SignupDraft; set: SetDraftField }) {
  const t = useAppT();
  return (
    <NewPasswordFields
      labels={{ password: t('auth.password'), confirm: t('auth.confirmPassword') }}
      password={draft.password}
      confirm={draft.confirmPassword}
      onPassword={(value) => set('password', value)}
      onConfirm={(value) => set('confirmPassword', value)}
      checks={<PasswordChecks password={draft.password} confirm={draft.confirmPassword} />}
    />
  );
}

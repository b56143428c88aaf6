import { PasswordField } from '../../ui/form-field';
import { PasswordChecks } from './password-checks';
import type { SetDraftField } from './set-draft-field';
import type { SignupDraft } from './signup-draft';

/** The new password, its confirmation, and the live checks under them. */
export function SignupPasswordFields({ draft, set }: { draft: SignupDraft; set: SetDraftField }) {
  return (
    <>
      <PasswordField
        label="Password"
        name="newPassword"
        autoComplete="new-password"
        value={draft.password}
        onChange={(e) => set('password', e.target.value)}
        required
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={draft.confirmPassword}
        onChange={(e) => set('confirmPassword', e.target.value)}
        required
      />
      <PasswordChecks password={draft.password} confirm={draft.confirmPassword} />
    </>
  );
}
